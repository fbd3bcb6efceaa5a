import { PAYMENT_METHOD_NAMES, paymentMethodTitle } from '../../../../contracts/payment-methods';

/** The methods a customer chooses from: the name an order keeps, and the title the checkout and invoices show too. */
export const PAYMENT_METHOD_OPTIONS = Object.values(PAYMENT_METHOD_NAMES).map((name) => [name, paymentMethodTitle(name) ?? name] as const);

/** An order's payment method in the back office: its title, the stored name when it is no longer one of ours, a dash when none was chosen. */
export const paymentMethodLabel = (name: string | null | undefined): string => (name ? (paymentMethodTitle(name) ?? name) : '—');
