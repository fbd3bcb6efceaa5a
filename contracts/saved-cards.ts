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

/** A card named by its brand and last digits (the schema's CardName): what the page writes 'Visa ending 4242' from. */
export interface CardName {
  /** Stripe's brand: visa, mastercard, amex ... */
  brand: string;
  last4: string;
}

/** A brand as customers read it ('Visa', 'American Express', an unknown one capitalised); null for a card without one. */
export function cardBrandName(brand: string): string | null {
  return BRAND_NAMES[brand] ?? (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : null);
}

/** "Visa ending 4242": the card in words, as invoices and My services name the card that paid. */
export function cardName(card: CardName): string {
  return `${cardBrandName(card.brand) ?? 'Card'} ending ${card.last4}`;
}

/** "Visa ending 4242, expires 12/2030". */
export function savedCardDescription(card: { brand: string; last4: string; expMonth: number; expYear: number }): string {
  return `${cardName(card)}, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}

/**
 * The last automatic charge of a service's renewal as My services shows it (docs/services.md "Automatic renewal"):
 * renewed, charged and waiting for Stripe's word, failed, or waiting for the bank's confirmation by the customer.
 */
export interface AutomaticCharge {
  outcome: 'renewed' | 'charged' | 'failed' | 'needsConfirmation';
  /** ISO 8601: when the attempt was made. */
  chargedAt: string;
  /** "Visa ending 4242"; null when not known. */
  card: string | null;
  /** The card charged, for a page that names it in its own language; null (or absent) when not known. */
  chargedCard?: CardName | null;
  /** ISO 8601: the day of the next automatic try; null when none will be made. */
  nextTryOn: string | null;
}

/** What the last automatic charge did, in the words customers read; `formatDate` formats a date as the page does. */
export function automaticChargeSentence(charge: AutomaticCharge, formatDate: (iso: string) => string): string {
  const on = formatDate(charge.chargedAt);
  const withCard = charge.card ? ` with ${charge.card}` : '';
  const next = charge.nextTryOn ? ` Next try on ${formatDate(charge.nextTryOn)}.` : ' It is not tried again automatically: renew it yourself.';
  switch (charge.outcome) {
    case 'renewed':
      return `Renewed automatically on ${on}${withCard}.`;
    case 'charged':
      return `Charged automatically on ${on}${withCard}: the renewal is confirmed once Stripe confirms the payment.`;
    case 'needsConfirmation':
      return `Your bank asks you to confirm this payment: the automatic payment on ${on}${withCard} was not made.${next}`;
    case 'failed':
      return `Automatic payment failed on ${on}${withCard}.${next}`;
  }
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
