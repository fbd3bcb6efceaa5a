/**
 * The checkout, registered in machines/index.ts, walked against its actor with every server call held (see
 * checkout.model.ts): one shortest path to each state and transition. The same paths run against the checkout
 * screen once it replays them in the browser (e2e/model/).
 */
import { checkoutModel } from './checkout.model';
import { definePathTests } from './harness';

definePathTests('checkout', { actor: checkoutModel });
