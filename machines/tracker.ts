/**
 * Visitor tracking (SPEC.md sections 1, 4 and 8): not ready until the analytics service is ready and the replay
 * service initialised, which the app starts once the visitor's consent is known. Until then events wait in a
 * queue (at most 512; the oldest is dropped with a log line); on ready they are sent in order, each with the
 * replay properties and the visitor's id ('webnode_' + the user hash). An event of a category the visitor did
 * not consent to is never queued nor sent. Pure logic: the services are provided by the app.
 */
import { and, assign, fromPromise, not, setup, stateIn } from 'xstate';
import { MINIMAL_CONSENT, type Consent } from '../contracts/consent';
import { EVENT_CATEGORIES, isCategoryAllowed, type TrackingCategory, type TrackingEvent, type TrackingEventName } from '../contracts/tracking';

/** SPEC.md section 9: the event queue cap. */
export const TRACKER_QUEUE_LIMIT = 512;
export const TRACKER_USER_ID_PREFIX = 'webnode_';

export type ReplayProperties = Record<string, string>;

/** An event as the app raised it, stamped with its time. */
export type QueuedEvent = TrackingEvent & { occurredAt: string };

/** An event as the services send it. */
export interface OutgoingEvent {
  name: TrackingEventName;
  category: TrackingCategory;
  properties: Record<string, string | number | boolean | null>;
  userId: string;
  occurredAt: string;
}

export interface TrackerInput {
  /** The user hash of the visitor when the tracker starts ('' when unknown); later changes come as tracker.identify. */
  userHash: string;
  /** How many events wait at most (default TRACKER_QUEUE_LIMIT); the path tests fill a shorter queue. */
  queueLimit?: number;
}

export interface TrackerContext {
  userId: string;
  consent: Consent | null;
  queue: QueuedEvent[];
  /** The events being sent right now. */
  batch: QueuedEvent[];
  replayProperties: ReplayProperties;
  queueLimit: number;
}

export type TrackerEvent =
  | { type: 'tracker.track'; event: QueuedEvent }
  | { type: 'tracker.consent'; consent: Consent }
  /** Who the visitor is: the signed-in account's user hash from the session ('' when signed out). */
  | { type: 'tracker.identify'; userHash: string }
  /** Manual session tracking; sessionId is a positive integer of at least 10 digits, or left to the service. */
  | { type: 'tracker.startSession'; sessionId?: number }
  | { type: 'tracker.endSession' };

/** 'webnode_' + the hash, or '' for a visitor the configuration does not name. */
export function trackerUserId(userHash: string | null | undefined): string {
  return userHash ? `${TRACKER_USER_ID_PREFIX}${userHash}` : '';
}

function isAllowed(event: QueuedEvent, consent: Consent): boolean {
  return isCategoryAllowed(EVENT_CATEGORIES[event.name], consent);
}

export function outgoingEvents(context: Pick<TrackerContext, 'batch' | 'userId' | 'replayProperties'>): OutgoingEvent[] {
  return context.batch.map((event) => ({
    name: event.name,
    category: EVENT_CATEGORIES[event.name],
    properties: { ...event.properties, ...context.replayProperties },
    userId: context.userId,
    occurredAt: event.occurredAt,
  }));
}

export const trackerMachine = setup({
  types: {
    input: {} as TrackerInput,
    context: {} as TrackerContext,
    events: {} as TrackerEvent,
  },
  actors: {
    // The app provides the services (the portal's collector, or RudderStack and Amplitude when configured).
    loadAnalytics: fromPromise<void, { consent: Consent; userId: string }>(async () => {
      throw new Error('loadAnalytics is not provided');
    }),
    initReplay: fromPromise<ReplayProperties, { consent: Consent }>(async () => {
      throw new Error('initReplay is not provided');
    }),
    sendEvents: fromPromise<void, { events: OutgoingEvent[] }>(async () => {
      throw new Error('sendEvents is not provided');
    }),
  },
  actions: {
    enqueue: assign({
      queue: ({ context }, event: QueuedEvent) => [...context.queue, event].slice(-context.queueLimit),
    }),
    logDroppedEvent: ({ context }) => {
      console.log(`Tracker queue full (${context.queueLimit} events): dropped the oldest event, ${context.queue[0]?.name ?? 'unknown'}`);
    },
    /** Keeps the consent and forgets queued events it does not allow. */
    storeConsent: assign(({ context }, consent: Consent) => ({ consent, queue: context.queue.filter((event) => isAllowed(event, consent)) })),
    storeReplayProperties: assign({ replayProperties: (_, properties: ReplayProperties) => properties }),
    takeBatch: assign(({ context }) => ({ batch: context.queue, queue: [] })),
    clearBatch: assign({ batch: [] }),
    // SPEC.md section 8: a send error is logged as Tracker error.
    logTrackerError: (_, params: { error: unknown }) => {
      console.error('Tracker error', params.error);
    },
    storeUserId: assign({ userId: (_, userHash: string) => trackerUserId(userHash) }),
    // The app tells a loaded analytics service who the visitor now is (RudderStack's identify).
    tellAnalyticsUserId: (_, _userId: string) => {},
    tellAnalyticsConsent: (_, _consent: Consent) => {},
    startSession: (_, _params: { sessionId?: number }) => {},
    endSession: () => {},
  },
  guards: {
    // Before the consent is known every event waits; afterwards only what it allows.
    // Nothing is kept once a service failed to load (unavailable); before the consent is known every event waits,
    // afterwards only what it allows.
    isAllowed: and([not(stateIn('unavailable')), ({ context, event }) => event.type === 'tracker.track' && (context.consent === null || isAllowed(event.event, context.consent))]),
    isAllowedButQueueFull: and(['isAllowed', ({ context }) => context.queue.length >= context.queueLimit]),
    hasQueuedEvents: ({ context }) => context.queue.length > 0,
    isNewUserHash: ({ context, event }) => event.type === 'tracker.identify' && trackerUserId(event.userHash) !== context.userId,
  },
}).createMachine({
  id: 'tracker',
  context: ({ input }) => ({ userId: trackerUserId(input.userHash), consent: null, queue: [], batch: [], replayProperties: {}, queueLimit: input.queueLimit ?? TRACKER_QUEUE_LIMIT }),
  initial: 'waitingForConsent',
  on: {
    'tracker.track': [
      { guard: 'isAllowedButQueueFull', actions: ['logDroppedEvent', { type: 'enqueue', params: ({ event }) => event.event }] },
      { guard: 'isAllowed', actions: { type: 'enqueue', params: ({ event }) => event.event } },
    ],
    'tracker.consent': { actions: { type: 'storeConsent', params: ({ event }) => event.consent } },
    // Signing in or out changes the id of the events sent from then on.
    'tracker.identify': {
      guard: 'isNewUserHash',
      actions: [{ type: 'storeUserId', params: ({ event }) => event.userHash }, { type: 'tellAnalyticsUserId', params: ({ event }) => trackerUserId(event.userHash) }],
    },
  },
  states: {
    waitingForConsent: {
      on: {
        'tracker.consent': { target: 'starting', actions: { type: 'storeConsent', params: ({ event }) => event.consent } },
      },
    },
    starting: {
      type: 'parallel',
      states: {
        analytics: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadAnalytics',
                src: 'loadAnalytics',
                input: ({ context }) => ({ consent: context.consent ?? MINIMAL_CONSENT, userId: context.userId }),
                onDone: 'ready',
                onError: { target: '#tracker.unavailable', actions: { type: 'logTrackerError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            ready: { type: 'final' },
          },
        },
        replay: {
          initial: 'initialising',
          states: {
            initialising: {
              invoke: {
                id: 'initReplay',
                src: 'initReplay',
                input: ({ context }) => ({ consent: context.consent ?? MINIMAL_CONSENT }),
                onDone: { target: 'initialised', actions: { type: 'storeReplayProperties', params: ({ event }) => event.output } },
                onError: { target: '#tracker.unavailable', actions: { type: 'logTrackerError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            initialised: { type: 'final' },
          },
        },
      },
      onDone: 'ready',
    },
    ready: {
      initial: 'idle',
      on: {
        'tracker.consent': {
          actions: [
            { type: 'storeConsent', params: ({ event }) => event.consent },
            { type: 'tellAnalyticsConsent', params: ({ event }) => event.consent },
          ],
        },
        'tracker.startSession': { actions: { type: 'startSession', params: ({ event }) => ({ ...(event.sessionId === undefined ? {} : { sessionId: event.sessionId }) }) } },
        'tracker.endSession': { actions: 'endSession' },
      },
      states: {
        idle: {
          always: { guard: 'hasQueuedEvents', target: 'sending' },
        },
        sending: {
          entry: 'takeBatch',
          invoke: {
            id: 'sendEvents',
            src: 'sendEvents',
            input: ({ context }) => ({ events: outgoingEvents(context) }),
            onDone: { target: 'idle', actions: 'clearBatch' },
            onError: { target: 'idle', actions: [{ type: 'logTrackerError', params: ({ event }) => ({ error: event.error }) }, 'clearBatch'] },
          },
        },
      },
    },
    // A service failed to load (an ad blocker, the network): nothing can be sent, so nothing is kept.
    unavailable: {
      entry: assign({ queue: [] }),
    },
  },
});
