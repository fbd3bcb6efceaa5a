/**
 * The daily lifecycle job's steps in the order they run (docs/services.md), put together here as the order's reactions
 * are in server/order-reactions.ts: the services module runs steps and knows none of the renewals', so the modules
 * keep importing one way (visualizations/server-modules.md).
 */
import { downgradeStep } from './renewals/downgrade';
import { renewalStep } from './renewals/step';
import type { DailyStep } from './services/daily-step';
import { draftStep } from './services/draft-step';
import { serviceLookStep } from './services/service-step';

export const DAILY_STEPS: readonly DailyStep[] = [
  // Before the look: on the day a package ends, its "ends today" reminder goes out before the free version's e-mail.
  renewalStep,
  // The day a period paid for a smaller package starts, the website moves to it (it is paid: the look has nothing to do).
  downgradeStep,
  serviceLookStep,
  draftStep,
];
