/**
 * The checkout, registered in machines/index.ts, walked against its actor with every server call held (see
 * checkout.model.ts): one shortest path to each state and transition. The paths the browser can produce run against
 * the checkout screen in Chromium through the real server too (e2e/model/).
 */
import { checkoutModel } from './checkout.model';
import { definePathTests } from './harness';

definePathTests('checkout', { actor: checkoutModel });
