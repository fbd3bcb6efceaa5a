/**
 * The ways an order is paid, defined once for the server and the back office's pages. Each provider (as payments are
 * stored) has one title, which the checkout's methods, My orders, invoices, credit notes and the back office all show; the three a customer chooses from also have
 * the method name the checkout lists them under and the order keeps (orders.payment_service_name). A voucher that
 * covers the whole order is no method anyone chooses: it has a title and no name.
 */
export const PAYMENT_METHOD_NAMES = { stripe: 'stripe-card', stripe_checkout: 'stripe-checkout', gateway: 'gateway', transfer: 'bank-transfer' } as const;

export type PaymentMethodName = (typeof PAYMENT_METHOD_NAMES)[keyof typeof PAYMENT_METHOD_NAMES];

export const PAYMENT_TITLES = { stripe: 'Card', stripe_checkout: 'Stripe Checkout', gateway: 'Online payment', transfer: 'Bank transfer', voucher: 'Voucher (nothing left to pay)' } as const;

/**
 * The payment method of an order an automatic renewal charged to a saved card, with the card in words:
 * "Card (Visa ending 4242, charged automatically)". Without a card, the method alone.
 */
export function paidWithText(method: string, card: string | undefined): string {
  return card ? `${method} (${card}, charged automatically)` : method;
}

/** What took or takes the money: the payments table's provider. */
export type PaymentProviderName = keyof typeof PAYMENT_TITLES;

/** The provider a title is of (an invoice keeps its method's title); undefined for a title not of the list. */
export function providerOfTitle(title: string): PaymentProviderName | undefined {
  return (Object.keys(PAYMENT_TITLES) as PaymentProviderName[]).find((provider) => PAYMENT_TITLES[provider] === title);
}

/** A provider as the schema's PaymentProvider code: 'STRIPE', 'TRANSFER' ... */
export const paymentProviderCode = (provider: PaymentProviderName) => provider.toUpperCase() as Uppercase<PaymentProviderName>;

/** The provider behind a method name; undefined when none was chosen (or the name is not one of ours). */
export function providerOfMethod(name: string | null): keyof typeof PAYMENT_METHOD_NAMES | undefined {
  const found = Object.entries(PAYMENT_METHOD_NAMES).find(([, methodName]) => methodName === name);
  return found?.[0] as keyof typeof PAYMENT_METHOD_NAMES | undefined;
}

/** The title of a stored payment service name; null when none was chosen (or it is no longer known). */
export function paymentMethodTitle(name: string | null): string | null {
  const provider = providerOfMethod(name);
  return provider ? PAYMENT_TITLES[provider] : null;
}
