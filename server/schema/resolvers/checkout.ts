import { createGraphQLError } from 'graphql-yoga';
import { localeFromAcceptLanguage } from '../../domain/locale';
import type { CheckoutContext, OrderView } from '../../orders/checkout';
import { CheckoutError } from '../../orders/checkout-errors';
import { OrderError } from '../../orders/create-package-order';
import { presentInvoice } from '../../invoices/present-invoice';
import { findInvoiceForOrder } from '../../invoices/repository';
import { present, presentPrice } from '../../orders/present-order';
import { paymentInstructions } from '../../payments/transfer';
import { offeredProviders } from '../../payments/methods';
import type { GraphQLContext } from '../context';
import type { OrderItemResolvers } from '../generated/resolvers-types';
import { requireSession } from './guard';

/**
 * Runs one checkout call for the signed-in visitor and answers with the order as the schema shows it. A refusal
 * becomes a GraphQL error with extensions.code (and extensions.errors, field -> message, for contact errors).
 */
export async function checkoutCall(context: GraphQLContext, call: (checkout: CheckoutContext) => Promise<OrderView>) {
  const session = await requireSession(context);
  const checkout: CheckoutContext = {
    db: context.db,
    secret: context.secret,
    catalogues: context.pricing,
    paymentMethodNames: offeredProviders(context.payments).map((provider) => provider.name),
    now: context.auth.now(),
    accountId: session.user.id,
    sessionKey: session.sessionKey,
    payments: context.payments,
  };
  try {
    const view = await call(checkout);
    const locale = localeFromAcceptLanguage(context.req.headers['accept-language']);
    const { record } = view;
    const transfer = paymentInstructions(
      { identifier: record.identifier, status: record.status, currency: record.currency, total_minor: record.totalMinor, payment_service_name: record.paymentServiceName },
      context.payments,
    );
    const invoice = record.status === 'paid' ? await findInvoiceForOrder(context.db, record.id) : undefined;
    return { ...present(view, locale), paymentInstructions: transfer && { ...transfer, amount: presentPrice(transfer.amount, locale) }, invoice: invoice ? presentInvoice(invoice) : null };
  } catch (error) {
    if (error instanceof CheckoutError) {
      throw createGraphQLError(error.message, { extensions: { code: error.code, ...(error.errors ? { errors: error.errors } : {}) } });
    }
    // The package checks chooseOrderPackage shares with createPackageOrder.
    if (error instanceof OrderError) throw createGraphQLError(error.message, { extensions: { code: error.code } });
    throw error;
  }
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
