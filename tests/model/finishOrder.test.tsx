/**
 * The finish flow, registered in machines/index.ts, runs inside the checkout screen: every simple path of its
 * graph runs against the actor (see finishOrder.model.ts), for a complete order, one missing personal data, and one
 * sent before whose payment is tried again; and the shortest paths run on the real checkout screen, pressing
 * 'Finish and pay' on a loaded checkout, for a complete order and one missing personal data (finishOrder.view.tsx).
 */
import { beforeEach, vi } from 'vitest';
import { useMockServer } from '../msw/server';
import { completeOrderModel, missingPersonalDataModel, sentBeforeModel } from './finishOrder.model';
import { completeOrderScreenModel, missingPersonalDataScreenModel } from './finishOrder.view';
import { definePathTests } from './harness';

// The actors the screen creates run on the path's simulated clock (the 500 ms warning highlight).
vi.mock(import('../../src/app/inspection'), async (importOriginal) => {
  const original = await importOriginal();
  const { withActorClock } = await import('./checkout.network');
  return { ...original, inspectionOptions: () => withActorClock(original.inspectionOptions()) };
});
// The card is confirmed by Stripe.js in the browser; here the path decides how the confirmation ends.
vi.mock(import('../../src/features/card-payment/stripe-card'), async (importOriginal) => {
  const original = await importOriginal();
  const { cardConfirmations } = await import('./checkout.network');
  return {
    ...original,
    confirmCardPayment: (input) => new Promise<void>((resolve, reject) => void cardConfirmations.push({ input, resolve, reject })),
  };
});

useMockServer();
// A refused order is logged to the console by design; keep the test output clean.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

definePathTests('finishOrder', {
  complete: completeOrderModel,
  missingPersonalData: missingPersonalDataModel,
  sentBefore: sentBeforeModel,
  screen: completeOrderScreenModel,
  screenMissingPersonalData: missingPersonalDataScreenModel,
});
