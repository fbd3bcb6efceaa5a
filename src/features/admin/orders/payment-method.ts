import { PAYMENT_METHOD_NAMES, paymentMethodTitle, providerOfMethod, type PaymentProviderName } from '../../../../contracts/payment-methods';
import type { Language } from '../../../../contracts/language';
import type { MessageId } from '../../../i18n/i18n';

type Translate = (id: MessageId) => string;

/** Each provider's title in the admin catalogue. */
const METHOD_IDS: Record<PaymentProviderName, MessageId> = {
  stripe: 'admin.orders.method.card',
  stripe_checkout: 'admin.orders.method.stripeCheckout',
  gateway: 'admin.orders.method.online',
  transfer: 'admin.orders.method.transfer',
  voucher: 'admin.orders.method.voucher',
};

/**
 * A stored method name's title in the page's language: in English the one list's title (contracts/payment-methods.ts,
 * which the checkout, invoices and the server share), in another language the catalogue's words for its provider;
 * null when the name is not one of ours.
 */
function titleIn(name: string, t: Translate, language: Language): string | null {
  const provider = providerOfMethod(name);
  return provider && language !== 'en' ? t(METHOD_IDS[provider]) : paymentMethodTitle(name);
}

/** The methods a customer chooses from: the name an order keeps, and the title the checkout and invoices show too. */
export const paymentMethodOptions = (t: Translate, language: Language) => Object.values(PAYMENT_METHOD_NAMES).map((name) => [name, titleIn(name, t, language) ?? name] as const);

/** An order's payment method in the back office: its title, the stored name when it is no longer one of ours, a dash when none was chosen. */
export const paymentMethodLabel = (name: string | null | undefined, t: Translate, language: Language): string => (name ? (titleIn(name, t, language) ?? name) : '—');

/** A payment's method in the page's language by its provider (the refunds page's provider): English the server's title as sent, another language the catalogue's words; a provider not of the list as titled. */
export function providerTitleText(payment: { provider: string; methodTitle: string }, t: Translate, language: Language): string {
  const provider = payment.provider in METHOD_IDS ? (payment.provider as PaymentProviderName) : undefined;
  return provider && language !== 'en' ? t(METHOD_IDS[provider]) : payment.methodTitle;
}
