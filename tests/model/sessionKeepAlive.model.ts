/**
 * The keep-alive has no view of its own: its paths run against the actor, invoked by a stand-in parent (the
 * session's place) so that telling the session is seen, on XState's SimulatedClock so the 300000 ms wait is a
 * clock move, with refreshLogin provided as a request the path answers. Read by sessionKeepAlive.test.ts.
 */
import { expect } from 'vitest';
import { createActor, fromPromise, setup, SimulatedClock, type AnyActorRef } from 'xstate';
import { AUTH_MESSAGES, SESSION_REFRESH_INTERVAL_MS, type SessionResponse, type User } from '../../contracts/auth';
import { SESSION_EXPIRED_CODE, sessionKeepAliveMachine } from '../../machines/sessionKeepAlive';
import { INIT_EVENT, type ViewModel } from './harness';

const user: User = { id: 'user-1', fullname: 'Dana Demo', email: 'demo@hosting-portal.test' };
const refreshId = sessionKeepAliveMachine.root.states.refreshing?.invoke[0]?.id ?? 'refreshLogin';
const REFRESH_DONE = `xstate.done.actor.${refreshId}`;
const REFRESH_ERROR = `xstate.error.actor.${refreshId}`;
const AFTER_INTERVAL = [...(sessionKeepAliveMachine.root.states.waiting?.transitions.keys() ?? [])][0] ?? 'xstate.after';

interface Refresh {
  resolve(answer: SessionResponse): void;
  reject(error: unknown): void;
}

interface KeepAliveDriver {
  clock: SimulatedClock;
  parent: AnyActorRef | null;
  /** Refresh requests not answered yet. */
  pending: Refresh[];
  requested: number;
  /** How often the parent was told that the session has ended. */
  toldEnded: number;
  /** Simulated time spent in the current wait. */
  waited: number;
}

/** Lets the provided promise settle and the machine take its answer. */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function answerRefresh(driver: KeepAliveDriver, answer: (refresh: Refresh) => void): Promise<void> {
  const refresh = driver.pending.shift();
  if (!refresh) throw new Error('No refresh request is waiting for an answer');
  answer(refresh);
  return settle();
}

export const keepAliveModel: ViewModel<typeof sessionKeepAliveMachine, KeepAliveDriver> = {
  machine: sessionKeepAliveMachine,
  input: undefined,
  strategy: 'simple',
  // The graph walks the machine alone; telling the parent is checked on the replay, where there is one.
  graphImplementations: { actions: { tellSessionEnded: () => {} } },
  eventCases: {
    [REFRESH_DONE]: [
      { $name: 'still signed in', output: { user, expiresAt: '2030-01-01T00:00:00.000Z' } },
      { $name: 'no user', output: { user: null, expiresAt: null } },
    ],
    [REFRESH_ERROR]: [
      { $name: 'session expired', error: Object.assign(new Error(AUTH_MESSAGES.SESSION_EXPIRED), { code: SESSION_EXPIRED_CODE }) },
      { $name: 'network failure', error: new Error('Failed to fetch') },
    ],
  },
  createDriver: () => ({ clock: new SimulatedClock(), parent: null, pending: [], requested: 0, toldEnded: 0, waited: 0 }),
  dispose: (driver) => driver.parent?.stop(),
  states: {
    waiting: async (driver) => {
      expect(driver.pending).toHaveLength(0);
      // One millisecond short of the interval nothing is refreshed.
      const before = driver.requested;
      driver.clock.increment(SESSION_REFRESH_INTERVAL_MS - 1 - driver.waited);
      driver.waited = SESSION_REFRESH_INTERVAL_MS - 1;
      await settle();
      expect(driver.requested).toBe(before);
      expect(driver.toldEnded).toBe(0);
    },
    refreshing: async (driver) => {
      expect(driver.pending).toHaveLength(1);
      expect(driver.toldEnded).toBe(0);
    },
    ended: async (driver) => {
      expect(driver.toldEnded).toBe(1);
      expect(driver.pending).toHaveLength(0);
      // Ended is ended: no more refreshes however long the clock runs.
      const before = driver.requested;
      driver.clock.increment(SESSION_REFRESH_INTERVAL_MS * 3);
      await settle();
      expect(driver.requested).toBe(before);
    },
  },
  events: {
    [INIT_EVENT]: async (driver, _event, run) => {
      const refreshLogin = fromPromise<SessionResponse>(
        () =>
          new Promise<SessionResponse>((resolve, reject) => {
            driver.requested += 1;
            driver.pending.push({ resolve, reject });
          }),
      );
      // The session's place: it invokes the keep-alive and hears session.expired.
      const parent = setup({ actors: { sessionKeepAlive: sessionKeepAliveMachine.provide({ actors: { refreshLogin } }) } }).createMachine({
        invoke: { id: 'keepAlive', src: 'sessionKeepAlive' },
        on: {
          'session.expired': {
            actions: () => {
              driver.toldEnded += 1;
            },
          },
        },
      });
      driver.parent = createActor(parent, { clock: driver.clock, inspect: run.inspect }).start();
    },
    [AFTER_INTERVAL]: async (driver) => {
      driver.clock.increment(SESSION_REFRESH_INTERVAL_MS - driver.waited);
      driver.waited = 0;
      await settle();
    },
    [REFRESH_DONE]: (driver, event) => answerRefresh(driver, (refresh) => refresh.resolve((event as unknown as { output: SessionResponse }).output)),
    [REFRESH_ERROR]: (driver, event) => answerRefresh(driver, (refresh) => refresh.reject((event as unknown as { error: unknown }).error)),
  },
};
