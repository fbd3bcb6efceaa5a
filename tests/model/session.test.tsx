/**
 * The session machine, registered in machines/index.ts, replayed against the real header, account modals and
 * ended-session notice on the price list page (session.view.tsx). Vitest's fake clock drives the keep-alive's
 * 300000 ms; it also moves with real time, so Testing Library and user-event work as usual.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { useMockServer } from '../msw/server';
import { definePathTests } from './harness';
import { sessionViewModel } from './session.view';

useMockServer();
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

definePathTests('session', { page: sessionViewModel });
