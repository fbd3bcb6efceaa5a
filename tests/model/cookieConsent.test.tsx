/**
 * The cookieConsent machine, registered in machines/index.ts, replayed against the real cookie bar: every shortest
 * path xstate/graph finds is walked in jsdom with the session check and the account's GraphQL calls held by MSW
 * and the bar's 100 ms on a simulated clock.
 */
import { beforeEach, afterEach, vi } from 'vitest';
import { useMockServer } from '../msw/server';
import { cookieConsentViewModel } from './cookieConsent.view';
import { definePathTests } from './harness';

useMockServer();
// A failed sync is logged by design.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

definePathTests('cookieConsent', { page: cookieConsentViewModel });
