/**
 * The daily lifecycle job's steps in the order they run (docs/services.md), put together here as the order's reactions
 * are in server/order-reactions.ts: the services module runs steps and knows none of the renewals', so the modules
 * keep importing one way (visualizations/server-modules.md).
 */
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { PaymentsConfig } from './payments/config';
import { createStripeClient } from './payments/stripe';
import { cardExpiryStep } from './renewals/card-expiry';
import { renewalChargeStep } from './renewals/charge';
import { downgradeStep } from './renewals/downgrade';
import { renewalStep } from './renewals/step';
import type { DailyStep } from './services/daily-step';
import { draftStep } from './services/draft-step';
import { serviceLookStep } from './services/service-step';
import { askViesOf } from './tax/ask-vies';
import type { Seller } from './tax/seller';
import { vatIdChecker } from './tax/vat-id-check';

export const DAILY_STEPS: readonly DailyStep[] = [
  // Before the look: on the day a package ends, its "ends today" reminder goes out before the free version's e-mail.
  renewalStep,
  // The day a period paid for a smaller package starts, the website moves to it (it is paid: the look has nothing to do).
  downgradeStep,
  serviceLookStep,
  draftStep,
];

/**
 * The steps of a portal with its settings: with card payments set up, the automatic renewals are charged right after
 * the renewal step has made the day's renewal orders (and before the look, so a renewal paid today never lapses),
 * and a saved card that expires before its renewal is charged is warned of a month ahead.
 */
export function dailySteps(db: Kysely<Database>, options: { payments: PaymentsConfig; vies?: { url: string; timeoutMs?: number } | undefined; seller?: Seller | undefined }): readonly DailyStep[] {
  const stripe = options.payments.stripe;
  if (!stripe) return DAILY_STEPS;
  const charges = renewalChargeStep({ stripe: createStripeClient(stripe), checkVatId: vatIdChecker(db, askViesOf(options)) });
  return [renewalStep, charges, cardExpiryStep, ...DAILY_STEPS.filter((step) => step !== renewalStep)];
}
