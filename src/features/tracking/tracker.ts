/**
 * The app's tracker: the tracker machine provided with the services, and `track(event)`, the one entry point
 * views and other features call. Events raised before the tracker actor exists wait here (at most 512) and go
 * to it, in order, when it starts.
 */
import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { TrackingEvent } from '../../../contracts/tracking';
import type { pricelistMachine } from '../../../machines/pricelist';
import { TRACKER_QUEUE_LIMIT, trackerMachine, type QueuedEvent } from '../../../machines/tracker';
import { validateManualSessionId } from './analytics-settings';
import type { AnalyticsService, ReplayService, TrackingServices } from './services';

/** The machine with the services provided; each logic keeps its own loaded services. */
export function createTrackerLogic(services: TrackingServices) {
  let analytics: AnalyticsService | null = null;
  let replay: ReplayService | null = null;
  return trackerMachine.provide({
    actors: {
      loadAnalytics: fromPromise(async ({ input }) => {
        analytics = await services.loadAnalytics(input);
      }),
      initReplay: fromPromise(async ({ input }) => {
        replay = await services.initReplay(input);
        return replay.properties();
      }),
      sendEvents: fromPromise(async ({ input }) => {
        if (!analytics) throw new Error('The analytics service is not loaded');
        await analytics.send(input.events);
      }),
    },
    actions: {
      tellAnalyticsConsent: (_, consent) => analytics?.setConsent(consent),
      tellAnalyticsUserId: (_, userId) => analytics?.identify?.(userId),
      startSession: (_, { sessionId }) => analytics?.startSession(sessionId),
      endSession: () => analytics?.endSession(),
    },
  });
}

export type TrackerActor = ActorRefFrom<ReturnType<typeof createTrackerLogic>>;

let current: TrackerActor | null = null;
let early: QueuedEvent[] = [];

/** Records an event (SPEC.md section 1): sent once the trackers are ready, and only with consent for its category. */
export function track(event: TrackingEvent): void {
  const stamped = { ...event, occurredAt: new Date().toISOString() } as QueuedEvent;
  if (current) current.send({ type: 'tracker.track', event: stamped });
  else early = [...early, stamped].slice(-TRACKER_QUEUE_LIMIT);
}

/** Manual session tracking, when automatic tracking is off (session timeout 0). */
export function startTrackingSession(sessionId?: number): void {
  if (sessionId !== undefined) {
    const checked = validateManualSessionId(sessionId);
    if (!checked.ok) {
      console.error(`Tracker error: ${checked.error}`);
      return;
    }
  }
  current?.send({ type: 'tracker.startSession', ...(sessionId === undefined ? {} : { sessionId }) });
}

export function endTrackingSession(): void {
  current?.send({ type: 'tracker.endSession' });
}

/** The app's tracker actor while it runs; returns the function that detaches it. */
export function attachTracker(actor: TrackerActor): () => void {
  current = actor;
  for (const event of early) actor.send({ type: 'tracker.track', event });
  early = [];
  return () => {
    if (current === actor) current = null;
  };
}

/** 'Price List Viewed' once the price list is shown; returns the unsubscribe for an effect's cleanup. */
export function trackPricelistViewed(pricelist: ActorRefFrom<typeof pricelistMachine>): () => void {
  let viewed = false;
  const view = (snapshot: SnapshotFrom<typeof pricelistMachine>) => {
    if (viewed || !snapshot.matches('ready')) return;
    viewed = true;
    const { project, currency } = snapshot.context.query;
    track({ name: 'Price List Viewed', properties: { project: project ?? null, currency: snapshot.context.pricelist?.metadata.currency ?? currency ?? null } });
  };
  const subscription = pricelist.subscribe(view);
  // A server-rendered page starts ready, so no later snapshot says so. Checked after this commit's other effects,
  // so the page's 'Page Viewed' (the app's, an ancestor's effect) still comes first.
  let open = true;
  queueMicrotask(() => {
    if (open) view(pricelist.getSnapshot());
  });
  return () => {
    open = false;
    subscription.unsubscribe();
  };
}
