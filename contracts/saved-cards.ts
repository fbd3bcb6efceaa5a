/**
 * Saved cards as customers read them (docs/services.md "Saved cards and automatic renewal"): shared by the server
 * (savedCards' description) and the browser (My services), so both say the same.
 */

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

/** "Visa ending 4242, expires 12/2030". */
export function savedCardDescription(card: { brand: string; last4: string; expMonth: number; expYear: number }): string {
  const brand = BRAND_NAMES[card.brand] ?? (card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : 'Card');
  return `${brand} ending ${card.last4}, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}

/** The refusals of the saved-card and automatic-renewal calls, by code. */
export const SAVED_CARD_MESSAGES = {
  CARDS_NOT_OFFERED: 'Cards cannot be saved here: card payments are not set up.',
  CARD_NOT_FOUND: 'This card is not saved in your account (it may have been removed already).',
  SERVICE_NOT_FOUND: 'This service was not found in your account.',
  NO_SAVED_CARD: 'Automatic renewal needs a saved card. Save a card first, then switch it on.',
  SERVICE_NOT_RENEWABLE: 'This service can no longer be renewed, so it cannot renew itself.',
  PAYMENT_PROVIDER_UNAVAILABLE: 'Stripe, our card payment provider, could not be reached. Nothing was changed; please try again.',
} as const;

export type SavedCardErrorCode = keyof typeof SAVED_CARD_MESSAGES;

/** Why a service's automatic renewal switch is disabled: no card is saved. */
export const AUTO_RENEW_NEEDS_CARD = 'Automatic renewal needs a saved card: save one below.';
