/**
 * The Stripe card of the finish flow (SPEC.md section 4, step 5): Stripe.js loaded only when the card field is
 * shown (through @stripe/stripe-js/pure, so no page loads it before), one card element at a time, and the card
 * payment confirmed with the client secret the server's secure payment returned.
 */
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Language } from '../../../contracts/language';

/** Why the card field could not be shown: Stripe.js did not load (the card field says it in the page's language). */
export const CARD_LOAD_FAILED = 'The card payment could not be loaded. Please try again or choose another payment method.';

let stripeFor: { key: string; stripe: Promise<Stripe | null> } | undefined;
let mounted: { stripe: Stripe; card: StripeCardElement; saveCard: boolean } | undefined;

export function stripeClient(publishableKey: string): Promise<Stripe | null> {
  if (stripeFor?.key !== publishableKey) {
    const loading = { key: publishableKey, stripe: loadStripe(publishableKey) };
    // A failed load is tried again by the next card field shown, not remembered for the page's life.
    loading.stripe.catch(() => {
      if (stripeFor === loading) stripeFor = undefined;
    });
    stripeFor = loading;
  }
  return stripeFor.stripe;
}

export interface MountedCard {
  /** Called with the card field's own validation message, or null when it is fine. */
  onError(listener: (message: string | null) => void): void;
  /** The payer's "Save this card for automatic renewals": Stripe keeps the card for off-session charges. */
  saveCard(save: boolean): void;
  /** Puts the keyboard focus in the card field. */
  focus(): void;
  unmount(): void;
}

/**
 * Mounts a card field into the container; the finish flow pays with the card mounted last. Stripe writes the card's
 * own messages (an incomplete number, a past expiry) in the page's language.
 */
export async function mountCard(publishableKey: string, container: HTMLElement, language: Language): Promise<MountedCard> {
  const stripe = await stripeClient(publishableKey).catch(() => null);
  if (!stripe) throw new Error(CARD_LOAD_FAILED);
  const card = stripe.elements({ locale: language }).create('card', { hidePostalCode: true });
  card.mount(container);
  const current = { stripe, card, saveCard: false };
  mounted = current;
  return {
    onError(listener) {
      card.on('change', (event) => listener(event.error?.message ?? null));
    },
    saveCard(save) {
      current.saveCard = save;
    },
    focus() {
      // Stripe's card frame takes the focus only once it is ready; a field ready already takes it now.
      card.on('ready', () => card.focus());
      card.focus();
    },
    unmount() {
      card.destroy();
      if (mounted === current) mounted = undefined;
    },
  };
}

export interface CardConfirmation {
  clientSecret: string;
  billingDetails: Record<string, unknown> | null;
}

/** Confirms the card payment; a refusal (declined card, failed authentication) rejects with Stripe's message. */
export async function confirmCardPayment({ clientSecret, billingDetails }: CardConfirmation): Promise<void> {
  if (!mounted) throw new Error('The card field is not ready.');
  const result = await mounted.stripe.confirmCardPayment(clientSecret, {
    payment_method: { card: mounted.card, ...(billingDetails ? { billing_details: billingDetails } : {}) },
    // The server gave the intent the account's Stripe Customer; the card is attached to it once the payment succeeds.
    ...(mounted.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
  });
  if (result.error) throw new Error(result.error.message ?? 'The card payment was not completed.');
}

/**
 * Saves the card mounted last without a payment: confirms the SetupIntent of this client secret. A refusal (declined
 * card, failed authentication) rejects with Stripe's message and code, so the page shows Stripe's own words.
 */
export async function confirmCardSetup(clientSecret: string): Promise<void> {
  if (!mounted) throw new Error('The card field is not ready.');
  const result = await mounted.stripe.confirmCardSetup(clientSecret, { payment_method: { card: mounted.card } });
  if (result.error) throw Object.assign(new Error(result.error.message ?? 'The card could not be saved.'), { code: result.error.code ?? result.error.type });
}
