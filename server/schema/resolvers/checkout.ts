import { createGraphQLError } from 'graphql-yoga';
import { requestLanguage } from '../../http/language';
import { orderWords } from '../../orders/order-words';
import { unicodeDomain } from '../../domain/domains/registry';
import type { CheckoutContext, OrderView } from '../../orders/checkout';
import { findSessionOrder } from '../../orders/repository';
import type { OrderRecord } from '../../orders/repository';
import { CheckoutError } from '../../orders/checkout-errors';
import { OrderError } from '../../orders/create-package-order';
import { creditNoteDownloadUrl, creditNotesOfOrder } from '../../invoices/credit-note';
import { presentInvoice } from '../../invoices/present-invoice';
import { findInvoiceForOrder } from '../../invoices/repository';
import { paidWithText, paymentProviderCode, providerOfTitle } from '../../../contracts/payment-methods';
import { cardChargedForOrder } from '../../invoices/issue';
import { present, presentPrice } from '../../orders/present-order';
import { paymentInstructions } from '../../bank-transfer/instructions';
import { offeredProviders } from '../../payments/methods';
import type { GraphQLContext } from '../context';
import type { OrderItemResolvers } from '../generated/resolvers-types';
import { requireSession } from './guard';

/**
 * The checkout's view of the signed-in visitor: their account, session and the methods offered. A call about one
 * order names it, and the order is read in the same statement as the session (findSessionOrder).
 */
export async function checkoutContext(context: GraphQLContext, orderIdentifier?: string): Promise<CheckoutContext> {
  let readAhead: OrderRecord | undefined;
  if (orderIdentifier !== undefined) {
    const found = await context.auth.currentWith(context.req, (session) => findSessionOrder(context.db, { ...session, identifier: orderIdentifier }));
    readAhead = found.value;
  }
  const session = await requireSession(context);
  return {
    readAhead,
    db: context.db,
    secret: context.secret,
    catalogues: context.pricing,
    paymentMethodNames: offeredProviders(context.payments).map((provider) => provider.name),
    now: context.auth.now(),
    accountId: session.user.id,
    sessionKey: session.sessionKey,
    payments: context.payments,
    checkVatId: context.checkVatId,
  };
}

/**
 * The order as the schema shows it, in the visitor's language, with a bank transfer's instructions while it can be
 * paid (none once expired: nothing offers to pay it then) and a paid order's invoice and credit notes.
 */
export async function presentOrder(context: GraphQLContext, view: OrderView) {
  const { language, locale } = requestLanguage(context.req);
  const { record } = view;
  const presented = present(view, locale, orderWords(language));
  const transfer = presented.expired
    ? null
    : paymentInstructions(
        { identifier: record.identifier, status: record.status, currency: record.currency, total_minor: record.totalMinor, payment_service_name: record.paymentServiceName },
        context.payments,
      );
  // Only a paid order has an invoice, and only a paid order is refunded.
  const [invoice, creditNotes, failedDomains] =
    record.status === 'paid'
      ? await Promise.all([findInvoiceForOrder(context.db, record.id), creditNotesOfOrder(context.db, record.id), failedRegistrations(context.db, record.id)])
      : [undefined, [], []];
  // An automatic renewal's invoice names the saved card it charged: the card itself, for a page that names it in its language.
  const chargedCard = invoice?.snapshot.paymentCard ? ((await cardChargedForOrder(context.db, record.id)) ?? null) : null;
  // Assigned onto the presented order, not spread with it: a spread would call its getters (present-order.ts).
  return Object.assign(presented, {
    paymentInstructions: transfer && { ...transfer, amount: presentPrice(transfer.amount, locale) },
    invoice: invoice ? presentInvoice(invoice) : null,
    // An automatic renewal names the saved card it charged, as its invoice does.
    ...(invoice?.snapshot.paymentCard ? { paymentMethodTitle: paidWithText(invoice.snapshot.paymentMethod, invoice.snapshot.paymentCard), paymentMethodCode: codeOfTitle(invoice.snapshot.paymentMethod), chargedCard } : {}),
    failedDomains,
    creditNotes: creditNotes.map((note) => ({
      number: note.number,
      issuedAt: note.issuedAt.toISOString(),
      totalFormatted: presentPrice({ amountMinor: note.totalMinor, currency: note.currency }, locale).formatted,
      downloadUrl: creditNoteDownloadUrl(note.number),
    })),
  });
}

/** The code of the method an invoice names by its title; null for a title no longer known. */
function codeOfTitle(title: string) {
  const provider = providerOfTitle(title);
  return provider ? paymentProviderCode(provider) : null;
}

/** The domains of a paid order its payment could not register (order_items.registration, docs/domains.md), in Unicode. */
async function failedRegistrations(db: GraphQLContext['db'], orderId: string): Promise<string[]> {
  const rows = await db.selectFrom('order_items').select('domain').where('order_id', '=', orderId).where('type', '=', 'domain').where('registration', '=', 'failed').orderBy('domain').execute();
  return rows.flatMap((row) => (row.domain ? [unicodeDomain(row.domain)] : []));
}

/**
 * Runs a call of the signed-in visitor's orders; a refusal becomes a GraphQL error with extensions.code (and
 * extensions.errors, field -> message, for contact errors).
 */
export async function ordersCall<T>(context: GraphQLContext, call: (checkout: CheckoutContext) => Promise<T>, orderIdentifier?: string): Promise<T> {
  const checkout = await checkoutContext(context, orderIdentifier);
  try {
    return await call(checkout);
  } catch (error) {
    if (error instanceof CheckoutError) {
      throw createGraphQLError(error.message, { extensions: { code: error.code, ...(error.errors ? { errors: error.errors } : {}) } });
    }
    // The package checks chooseOrderPackage shares with createPackageOrder.
    if (error instanceof OrderError) throw createGraphQLError(error.message, { extensions: { code: error.code } });
    throw error;
  }
}

/** Runs one checkout call about an order of the signed-in visitor and answers with the order as the schema shows it. */
export async function checkoutCall(context: GraphQLContext, orderIdentifier: string, call: (checkout: CheckoutContext) => Promise<OrderView>) {
  return presentOrder(context, await ordersCall(context, call, orderIdentifier));
}

export const OrderItem: OrderItemResolvers = {
  __resolveType: (item) => {
    switch (item.type) {
      case 'package':
        return 'PackageOrderItem';
      case 'domain':
        return 'DomainOrderItem';
      case 'private_registration':
        return 'PrivateRegistrationOrderItem';
      default:
        return 'AddonOrderItem';
    }
  },
};
