/**
 * Keeps a signed-in session alive (SPEC.md sections 1 and 9): every SESSION_REFRESH_INTERVAL_MS the login is
 * refreshed. When the server says the session has ended, the parent (the session machine) is told with
 * `session.expired` and this actor stops; a network failure is not an ending, so the next round tries again.
 * The session machine invokes it only while signed in, so nothing is refreshed for a visitor.
 */
import { fromPromise, sendParent, setup } from 'xstate';
import { SESSION_REFRESH_INTERVAL_MS, type SessionResponse } from '../contracts/auth';

export const SESSION_EXPIRED_CODE = 'SESSION_EXPIRED';

function isExpiredError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === SESSION_EXPIRED_CODE;
}

export const sessionKeepAliveMachine = setup({
  types: {} as { events: { type: 'keepAlive.refreshNow' } },
  actors: {
    // The app provides POST /api/auth/refresh; the default refuses, which the machine treats as a network error.
    refreshLogin: fromPromise<SessionResponse>(async () => {
      throw new Error('refreshLogin is not provided');
    }),
  },
  actions: {
    tellSessionEnded: sendParent({ type: 'session.expired' }),
  },
  guards: {
    isSessionExpired: ({ event }) => 'error' in event && isExpiredError(event.error),
    // A refresh that answers 200 with no user is an ended session too.
    hasNoUser: ({ event }) => 'output' in event && (event.output as SessionResponse).user === null,
  },
  delays: {
    refreshInterval: SESSION_REFRESH_INTERVAL_MS,
  },
}).createMachine({
  id: 'sessionKeepAlive',
  initial: 'waiting',
  states: {
    waiting: {
      after: { refreshInterval: 'refreshing' },
    },
    refreshing: {
      invoke: {
        src: 'refreshLogin',
        onDone: [{ guard: 'hasNoUser', target: 'ended' }, { target: 'waiting' }],
        onError: [{ guard: 'isSessionExpired', target: 'ended' }, { target: 'waiting' }],
      },
    },
    ended: {
      type: 'final',
      entry: 'tellSessionEnded',
    },
  },
});
