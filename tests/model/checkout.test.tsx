/**
 * The checkout, registered in machines/index.ts, walked two ways: against its actor with every server call held
 * (checkout.model.ts), and against the real checkout screen in jsdom with every GraphQL request held by MSW
 * (checkout.view.tsx): one shortest path to each state and transition. The paths the browser can produce also run
 * against the checkout screen in Chromium through the real server (e2e/model/). The actors the screen creates run
 * on a simulated clock, given to them through the app's inspection options.
 */
import { beforeEach, vi } from 'vitest';
import { useMockServer } from '../msw/server';
import { checkoutModel } from './checkout.model';
import { checkoutScreenModel } from './checkout.view';
import { definePathTests } from './harness';

vi.mock(import('../../src/app/inspection'), async (importOriginal) => {
  const original = await importOriginal();
  const { withActorClock } = await import('./checkout.network');
  return { ...original, inspectionOptions: () => withActorClock(original.inspectionOptions()) };
});

useMockServer();
// A failed change is logged to the console by design; keep the test output clean.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

definePathTests('checkout', { actor: checkoutModel, screen: checkoutScreenModel });
