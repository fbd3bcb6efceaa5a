/**
 * How the tracker machine shows to the services it drives: the "view" of this machine is what the analytics and
 * replay services are asked to do. The actor runs with provided actors whose promises wait until the path says
 * how they end. Read by tests/model/tracker.test.ts.
 */
import { expect, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type Actor, type EventObject } from 'xstate';
import { ALL_CONSENT, MINIMAL_CONSENT, type Consent } from '../../contracts/consent';
import { isCategoryAllowed } from '../../contracts/tracking';
import { trackerMachine, type OutgoingEvent, type QueuedEvent, type ReplayProperties } from '../../machines/tracker';
import { INIT_EVENT, type ViewModel } from './harness';

const QUEUE_LIMIT = 2;

export const REPLAY: ReplayProperties = { replayId: 'replay-7' };
const USER_HASH = 'abc123';
/** The hash of the account the visitor signs in to on the way (tracker.identify). */
const SIGNED_IN_HASH = 'def456';
const KNOWN_IDS = [`webnode_${USER_HASH}`, `webnode_${SIGNED_IN_HASH}`];

interface Pending<T> {
  resolve(value: T): void;
  reject(error: Error): void;
}

class Calls<TInput, TOutput> {
  readonly inputs: TInput[] = [];
  readonly pending: Pending<TOutput>[] = [];

  logic(onCall?: () => void) {
    return fromPromise<TOutput, TInput>(({ input }) => {
      this.inputs.push(input);
      onCall?.();
      return new Promise<TOutput>((resolve, reject) => this.pending.push({ resolve, reject }));
    });
  }

  async settle(outcome: { ok: true; value: TOutput } | { ok: false }): Promise<void> {
    await vi.waitFor(() => expect(this.pending.length).toBeGreaterThan(0));
    const call = this.pending.shift();
    if (outcome.ok) call?.resolve(outcome.value);
    else call?.reject(new Error('HTTP 503'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

export interface TrackerDriver {
  actor: Actor<typeof trackerMachine> | null;
  loads: Calls<{ consent: Consent; userId: string }, void>;
  replays: Calls<{ consent: Consent }, ReplayProperties>;
  sends: Calls<{ events: OutgoingEvent[] }, void>;
  sessions: string[];
  /** The ids the analytics service was told after it loaded. */
  identified: string[];
  /** The consent in force when each batch was taken: a later change cannot recall a batch on its way. */
  consentAtSend: Consent[];
  raised: number;
  errors: ReturnType<typeof vi.spyOn>;
}

function actorOf(driver: TrackerDriver): Actor<typeof trackerMachine> {
  if (!driver.actor) throw new Error('The tracker has not started');
  return driver.actor;
}

const PAGE_VIEW = { name: 'Page Viewed', properties: { path: '/pricelist', title: 'Prices' } } as const;
const CONSENT_GIVEN = { name: 'Consent Given', properties: { essential: true, functional: true } } as const;

/** The payload the path's event carries (its eventCases entry). */
function payload<T>(event: EventObject): T {
  return event as unknown as T;
}

function sentEvents(driver: TrackerDriver): OutgoingEvent[] {
  return driver.sends.inputs.flatMap((input) => input.events);
}

function expectNoPending(driver: TrackerDriver): void {
  expect(driver.loads.pending).toHaveLength(0);
  expect(driver.replays.pending).toHaveLength(0);
  expect(driver.sends.pending).toHaveLength(0);
}

export const trackerViewModel: ViewModel<typeof trackerMachine, TrackerDriver> = {
  machine: trackerMachine,
  // A queue of two: the path reaches a full queue (dropping the oldest) in a few steps instead of 512.
  input: { userHash: USER_HASH, queueLimit: QUEUE_LIMIT },
  eventCases: {
    'tracker.track': [{ event: { ...PAGE_VIEW, occurredAt: '2026-03-02T09:00:00.000Z' } }, { event: { ...CONSENT_GIVEN, occurredAt: '2026-03-02T09:00:00.000Z' } }],
    'tracker.consent': [{ consent: ALL_CONSENT }, { consent: MINIMAL_CONSENT }],
    'tracker.startSession': [{ sessionId: 1_767_225_600_000 }],
    'tracker.identify': [{ userHash: SIGNED_IN_HASH }],
    'xstate.done.actor.initReplay': [{ output: REPLAY }],
    'xstate.error.actor.loadAnalytics': [{ error: new Error('blocked') }],
    'xstate.error.actor.initReplay': [{ error: new Error('blocked') }],
    'xstate.error.actor.sendEvents': [{ error: new Error('HTTP 503') }],
  },
  // The queue grows without end; whether it holds anything is what tells states apart.
  serializeContext: (context) => ({ user: context.userId, consent: context.consent, queued: context.queue.length > 0, full: context.queue.length >= context.queueLimit, sending: context.batch.length > 0, replay: context.replayProperties }),
  createDriver: () => ({
    actor: null,
    loads: new Calls(),
    replays: new Calls(),
    sends: new Calls(),
    sessions: [],
    identified: [],
    consentAtSend: [],
    raised: 0,
    errors: vi.spyOn(console, 'error').mockImplementation(() => {}),
  }),
  states: {
    waitingForConsent: async (driver) => {
      expect(driver.loads.inputs).toHaveLength(0);
      expect(driver.replays.inputs).toHaveLength(0);
      expect(sentEvents(driver)).toHaveLength(0);
    },
    'starting.analytics.loading': async (driver) => {
      expect(driver.loads.pending).toHaveLength(1);
      expect(KNOWN_IDS).toContain(driver.loads.inputs.at(-1)?.userId);
      expect(sentEvents(driver)).toHaveLength(0);
    },
    'starting.analytics.ready': async (driver) => {
      expect(driver.loads.pending).toHaveLength(0);
      expect(sentEvents(driver)).toHaveLength(0);
    },
    'starting.replay.initialising': async (driver) => {
      expect(driver.replays.pending).toHaveLength(1);
      expect(sentEvents(driver)).toHaveLength(0);
    },
    'starting.replay.initialised': async (driver) => {
      expect(driver.replays.pending).toHaveLength(0);
      expect(sentEvents(driver)).toHaveLength(0);
    },
    'ready.idle': async (driver) => {
      expectNoPending(driver);
      const sent = sentEvents(driver);
      for (const event of sent) expect(event).toMatchObject({ userId: expect.stringMatching(/^webnode_/), properties: REPLAY });
      for (const event of sent) expect(KNOWN_IDS).toContain(event.userId);
      // In the order raised: each event's time is later than the one before.
      expect(sent.map((event) => event.occurredAt)).toEqual([...sent.map((event) => event.occurredAt)].sort());
    },
    'ready.sending': async (driver) => {
      expect(driver.sends.pending).toHaveLength(1);
      const consent = driver.consentAtSend.at(-1) ?? MINIMAL_CONSENT;
      for (const event of driver.sends.inputs.at(-1)?.events ?? []) expect(isCategoryAllowed(event.category, consent)).toBe(true);
    },
    unavailable: async (driver) => {
      expect(driver.errors).toHaveBeenCalledWith('Tracker error', expect.any(Error));
      expect(actorOf(driver).getSnapshot().context.queue).toHaveLength(0);
    },
  },
  events: {
    [INIT_EVENT]: async (driver, _event, run) => {
      const logic = trackerMachine.provide({
        actors: { loadAnalytics: driver.loads.logic(), initReplay: driver.replays.logic(), sendEvents: driver.sends.logic(() => driver.consentAtSend.push(actorOf(driver).getSnapshot().context.consent ?? MINIMAL_CONSENT)) },
        actions: {
          startSession: (_, { sessionId }) => driver.sessions.push(`start ${sessionId ?? 'auto'}`),
          endSession: () => driver.sessions.push('end'),
          tellAnalyticsUserId: (_, userId) => driver.identified.push(userId),
        },
      });
      driver.actor = createActor(logic, { input: { userHash: USER_HASH, queueLimit: QUEUE_LIMIT }, inspect: run.inspect }).start();
    },
    'tracker.track': async (driver, event: EventObject) => {
      const raised = payload<{ event: QueuedEvent }>(event).event;
      driver.raised += 1;
      actorOf(driver).send({ type: 'tracker.track', event: { ...raised, occurredAt: new Date(Date.UTC(2026, 2, 2, 9, 0, driver.raised)).toISOString() } });
    },
    'tracker.consent': async (driver, event) => actorOf(driver).send({ type: 'tracker.consent', consent: payload<{ consent: Consent }>(event).consent }),
    'tracker.startSession': async (driver, event) => {
      const { sessionId } = payload<{ sessionId: number }>(event);
      actorOf(driver).send({ type: 'tracker.startSession', sessionId });
      expect(driver.sessions.at(-1)).toBe(`start ${sessionId}`);
    },
    'tracker.identify': async (driver, event) => {
      const { userHash } = payload<{ userHash: string }>(event);
      actorOf(driver).send({ type: 'tracker.identify', userHash });
      // Events sent from now on carry the account's id, and a loaded analytics service is told.
      expect(actorOf(driver).getSnapshot().context.userId).toBe(`webnode_${userHash}`);
      expect(driver.identified.at(-1)).toBe(`webnode_${userHash}`);
    },
    'tracker.endSession': async (driver) => {
      actorOf(driver).send({ type: 'tracker.endSession' });
      expect(driver.sessions.at(-1)).toBe('end');
    },
    'xstate.done.actor.loadAnalytics': (driver) => driver.loads.settle({ ok: true, value: undefined }),
    'xstate.error.actor.loadAnalytics': async (driver) => {
      await driver.loads.settle({ ok: false });
      await waitFor(actorOf(driver), (snapshot) => snapshot.matches('unavailable'));
    },
    'xstate.done.actor.initReplay': (driver) => driver.replays.settle({ ok: true, value: REPLAY }),
    'xstate.error.actor.initReplay': async (driver) => {
      await driver.replays.settle({ ok: false });
      await waitFor(actorOf(driver), (snapshot) => snapshot.matches('unavailable'));
    },
    'xstate.done.actor.sendEvents': (driver) => driver.sends.settle({ ok: true, value: undefined }),
    'xstate.error.actor.sendEvents': (driver) => driver.sends.settle({ ok: false }),
  },
};
