import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PaymentMethod, PaymentMethodInput } from '../graphql-types/generated/types';
import type { PaymentMethodName } from '../../contracts/payment-methods';
import type { PaymentsConfig } from './config';
import type { PaymentOrder } from './orders';
import { merchantTransactionId } from './signing';

export interface PaymentContext {
  db: Kysely<Database>;
  /** The session secret: the key of every signature the payments make. */
  secret: string;
  payments: PaymentsConfig;
  now: Date;
}

/** An order that awaits payment of a positive amount: what a provider prepares a payment for. */
export type PayableOrder = PaymentOrder & { status: 'awaiting_payment'; totalMinor: bigint };

/** The page's purchase referrer and token, carried into the payment (the gateway signs them into its inputs). */
export interface PageParameters {
  ref: string | undefined;
  token: string | undefined;
}

export interface PreparedPayment {
  /** The method with what the browser needs to pay now (the gateway's url and signed inputs). */
  method: PaymentMethod;
  /** Nothing to pay at a provider now: the browser goes to the success URL. */
  goStraightOn: boolean;
}

/**
 * One way to pay (ARCHITECTURE.md, Payments). The checkout lists every offered provider's method; the reload just
 * before submit asks the chosen one to prepare the payment. How the provider then tells the server the payment
 * succeeded (Stripe's webhook, the gateway's return) is its own route, and ends in applyPaymentNotification.
 */
export interface PaymentProvider {
  readonly name: PaymentMethodName;
  readonly type: 'stripe' | 'gateway' | 'transfer';
  offered(config: PaymentsConfig): boolean;
  /** The method as the checkout lists it, for any order of the account (drafts too). */
  describe(order: PaymentOrder, context: PaymentContext): PaymentMethod;
  prepare(order: PayableOrder, context: PaymentContext, page: PageParameters): Promise<PreparedPayment>;
}

/** What finishOrder requires anyway; the card and the gateway hand them to the provider. */
export const REQUIRED_BILLING_FIELDS = ['firstname', 'surname', 'email', 'street', 'city', 'zip', 'country'];

export const input = (name: string, value: string): PaymentMethodInput => ({ name, value, editable: false });

export interface MethodLook {
  title: string;
  icon: string;
  infoboxText: string;
  forceBillingForm: boolean;
  url?: string;
  redirectUrl?: string;
  extraInputs?: PaymentMethodInput[];
}

/**
 * The fields every method has: ids for the checkout's radio and its panel, an icon the server serves, and the two
 * inputs the finish flow sends back, MerchantTransactionID (signed for this order and method) and MethodID.
 */
export function describeMethod(provider: Pick<PaymentProvider, 'name' | 'type'>, order: PaymentOrder, context: PaymentContext, look: MethodLook): PaymentMethod {
  return {
    name: provider.name,
    type: provider.type,
    inputs: [input('MerchantTransactionID', merchantTransactionId(context.secret, order.id, provider.name)), input('MethodID', provider.name), ...(look.extraInputs ?? [])],
    url: look.url ?? null,
    redirectUrl: look.redirectUrl ?? null,
    title: look.title,
    elementId: `payment-method-${provider.name}`,
    oppositeElementId: `payment-method-${provider.name}-details`,
    icon: look.icon,
    className: `payment-method payment-method--${provider.type}`,
    largeIcon: null,
    icons: [{ class: 'payment-method__icon', url: look.icon }],
    infoboxText: look.infoboxText,
    requiredBillingFields: REQUIRED_BILLING_FIELDS,
    newWindow: false,
    iframe: false,
    // Set by the listing: the order's chosen method, or the first.
    open: false,
    forceBillingForm: look.forceBillingForm,
    recurringEnabled: false,
  };
}
