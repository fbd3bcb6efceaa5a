import { REF_PATTERN } from '../../contracts/pricelist-constants';
import type { PaymentMethods } from '../graphql-types/generated/types';
import type { PaymentsConfig } from './config';
import { PaymentError } from './errors';
import { gatewayProvider } from './gateway';
import { findOwnedOrder, requireAwaitingPayment, requirePackageStillFits, requirePayable } from './orders';
import type { PaymentContext, PaymentProvider } from './provider';
import { payByVoucher } from './settle';
import { isMerchantTransactionId } from './signing';
import { stripeProvider } from './stripe';
import { stripeCheckoutProvider } from './stripe-checkout';
import { transferProvider } from './transfer';

/** Every provider, in the order the checkout lists them. */
export const PAYMENT_PROVIDERS: readonly PaymentProvider[] = [stripeProvider, stripeCheckoutProvider, gatewayProvider, transferProvider];

/** The providers this configuration offers: the methods listed, and the names finishOrder accepts. */
export function offeredProviders(config: PaymentsConfig): PaymentProvider[] {
  return PAYMENT_PROVIDERS.filter((provider) => provider.offered(config));
}

export interface PaymentMethodsRequest {
  orderIdentifier: string;
  lastReloadBeforeSubmit: boolean;
  merchantTransactionId?: string | null | undefined;
  methodId?: string | null | undefined;
  ref?: string | null | undefined;
  token?: string | null | undefined;
}

const TRANSACTION_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

const given = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? undefined : value);

/** Checks the arguments' formats before anything is read, so a bad one costs no query and writes nothing. */
function validate(request: PaymentMethodsRequest) {
  const ref = given(request.ref);
  const token = given(request.token);
  const methodId = given(request.methodId);
  const transaction = given(request.merchantTransactionId);
  if (ref !== undefined && !REF_PATTERN.test(ref)) throw new PaymentError('INVALID_PARAMETER', 'ref must be 1 to 32 letters, digits, hyphens or underscores.', 'ref');
  if (token !== undefined && !TOKEN_PATTERN.test(token)) throw new PaymentError('INVALID_PARAMETER', 'token must be 1 to 128 letters, digits, hyphens or underscores.', 'token');
  if (methodId !== undefined && methodId.length > 40) throw new PaymentError('PAYMENT_METHOD_NOT_FOUND', undefined, 'methodId');
  if (transaction !== undefined && !TRANSACTION_PATTERN.test(transaction)) throw new PaymentError('INVALID_TRANSACTION', undefined, 'merchantTransactionId');
  return { ref, token, methodId, transaction };
}

/**
 * Query.paymentMethods: the methods offered for an order of the account, with the order's chosen one open. With
 * lastReloadBeforeSubmit the finish flow is about to pay: the order must await payment, the method and its
 * MerchantTransactionID must be the ones the server gave, and the chosen provider prepares the payment. An order
 * the voucher covers is paid here at once, whatever the method.
 */
export async function loadPaymentMethods(context: PaymentContext, accountId: string, request: PaymentMethodsRequest): Promise<PaymentMethods> {
  const args = validate(request);
  const order = await findOwnedOrder(context.db, accountId, request.orderIdentifier);
  if (!order) throw new PaymentError('ORDER_NOT_FOUND');

  const offered = offeredProviders(context.payments);
  const openName = offered.some((provider) => provider.name === order.paymentServiceName) ? order.paymentServiceName : offered[0]?.name;
  const methods = offered.map((provider) => ({ ...provider.describe(order, context), open: provider.name === openName }));
  if (!request.lastReloadBeforeSubmit) return { methods, goStraightOn: false };

  // A voucher-covered order is paid by this very reload; asked again (a second tab), it still goes straight on.
  if (order.status === 'paid' && order.totalMinor === 0n) return { methods, goStraightOn: true };
  await requireAwaitingPayment(context.db, order, context.now);
  await requirePackageStillFits(context.db, order);
  const provider = offered.find((candidate) => candidate.name === args.methodId);
  if (!provider) throw new PaymentError('PAYMENT_METHOD_NOT_FOUND', undefined, 'methodId');
  if (!isMerchantTransactionId(context.secret, order.id, provider.name, args.transaction ?? '')) throw new PaymentError('INVALID_TRANSACTION', undefined, 'merchantTransactionId');
  if (order.totalMinor === 0n) {
    await payByVoucher(context.db, order, context.now);
    return { methods, goStraightOn: true };
  }
  const total = await requirePayable(context.db, order, context.now);
  // Paying again after a declined payment may use another method: the order then waits for that one (a bank
  // transfer's instructions follow the method the shopper last chose).
  if (order.paymentServiceName !== provider.name) {
    await context.db.updateTable('orders').set({ payment_service_name: provider.name, updated_at: context.now }).where('id', '=', order.id).where('status', '=', 'awaiting_payment').execute();
  }
  const prepared = await provider.prepare({ ...order, status: 'awaiting_payment', totalMinor: total }, context, { ref: args.ref, token: args.token });
  return {
    methods: methods.map((method) => (method.name === provider.name ? { ...prepared.method, open: true } : { ...method, open: false })),
    goStraightOn: prepared.goStraightOn,
  };
}
