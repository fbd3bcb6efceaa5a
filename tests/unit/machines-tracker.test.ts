import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ALL_CONSENT, MINIMAL_CONSENT, type Consent } from '../../contracts/consent';
import type { TrackingEvent } from '../../contracts/tracking';
import { TRACKER_QUEUE_LIMIT, trackerMachine, trackerUserId, type OutgoingEvent, type QueuedEvent, type ReplayProperties } from '../../machines/tracker';

const REPLAY: ReplayProperties = { replayId: 'replay-1' };

/** Resolves a promise the test holds, so readiness happens exactly when the test says. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

function startTracker(options: { userHash?: string; failSends?: number } = {}) {
  const analytics = gate();
  const replay = gate();
  const sent: OutgoingEvent[][] = [];
  const told: Consent[] = [];
  let failures = options.failSends ?? 0;
  const logic = trackerMachine.provide({
    actors: {
      loadAnalytics: fromPromise(() => analytics.promise),
      initReplay: fromPromise(async () => {
        await replay.promise;
        return REPLAY;
      }),
      sendEvents: fromPromise(async ({ input }) => {
        if (failures > 0) {
          failures -= 1;
          throw new Error('HTTP 503');
        }
        sent.push(input.events);
      }),
    },
    actions: { tellAnalyticsConsent: (_, consent) => told.push(consent) },
  });
  const actor = createActor(logic, { input: { userHash: options.userHash ?? 'abc123' } }).start();
  return { actor, analytics, replay, sent, told, names: () => sent.flat().map((event) => event.name) };
}

let clock = 0;
const raised = (event: TrackingEvent): QueuedEvent => ({ ...event, occurredAt: new Date(Date.UTC(2026, 2, 2, 9, 0, clock++)).toISOString() });
const pageView = (path: string) => raised({ name: 'Page Viewed', properties: { path, title: 'T' } });
const consentGiven = (consent: Consent) => raised({ name: 'Consent Given', properties: { essential: true, functional: consent.functional } });

describe('tracker machine', () => {
  it('identifies the visitor as webnode_ + the user hash, or as nobody without one', () => {
    expect(trackerUserId('abc123')).toBe('webnode_abc123');
    expect(trackerUserId('')).toBe('');
    expect(trackerUserId(undefined)).toBe('');
  });

  it('is not ready until analytics is ready and replay initialised, then sends the queue in order with the replay properties', async () => {
    const { actor, analytics, replay, sent, names } = startTracker();
    actor.send({ type: 'tracker.track', event: pageView('/a') });
    actor.send({ type: 'tracker.consent', consent: ALL_CONSENT });
    actor.send({ type: 'tracker.track', event: pageView('/b') });
    analytics.open();
    await waitFor(actor, (s) => s.matches({ starting: { analytics: 'ready' } }));
    expect(actor.getSnapshot().matches('ready')).toBe(false);
    actor.send({ type: 'tracker.track', event: pageView('/c') });
    expect(sent).toEqual([]);
    replay.open();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.queue.length === 0 && sent.length > 0);
    expect(names()).toEqual(['Page Viewed', 'Page Viewed', 'Page Viewed']);
    expect(sent.flat().map((event) => event.properties.path)).toEqual(['/a', '/b', '/c']);
    for (const event of sent.flat()) {
      expect(event).toMatchObject({ userId: 'webnode_abc123', category: 'analytics', properties: REPLAY });
    }
  });

  it('sends nothing of a category the visitor did not consent to, before or after readiness', async () => {
    const { actor, analytics, replay, names } = startTracker();
    actor.send({ type: 'tracker.track', event: pageView('/before') });
    actor.send({ type: 'tracker.track', event: consentGiven(MINIMAL_CONSENT) });
    actor.send({ type: 'tracker.consent', consent: MINIMAL_CONSENT });
    analytics.open();
    replay.open();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'tracker.track', event: pageView('/after') });
    actor.send({ type: 'tracker.track', event: raised({ name: 'Integrity Token Invalid', properties: { orderIdentifier: 'ORD-1', operation: 'finishOrder' } }) });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.queue.length === 0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(names()).toEqual(['Consent Given', 'Integrity Token Invalid']);
  });

  it('tells the analytics service a changed consent and follows it from then on', async () => {
    const { actor, analytics, replay, told, names } = startTracker();
    actor.send({ type: 'tracker.consent', consent: ALL_CONSENT });
    analytics.open();
    replay.open();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'tracker.consent', consent: MINIMAL_CONSENT });
    expect(told).toEqual([MINIMAL_CONSENT]);
    actor.send({ type: 'tracker.track', event: pageView('/withdrawn') });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(names()).toEqual([]);
  });

  it('keeps at most 512 events, dropping the oldest with a log line', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { actor } = startTracker();
    for (let index = 0; index < TRACKER_QUEUE_LIMIT + 3; index += 1) actor.send({ type: 'tracker.track', event: pageView(`/${index}`) });
    const { queue } = actor.getSnapshot().context;
    expect(queue).toHaveLength(TRACKER_QUEUE_LIMIT);
    expect(queue[0]?.properties).toMatchObject({ path: '/3' });
    expect(queue.at(-1)?.properties).toMatchObject({ path: `/${TRACKER_QUEUE_LIMIT + 2}` });
    expect(log).toHaveBeenCalledTimes(3);
    expect(log.mock.calls[0]?.[0]).toContain('dropped the oldest event');
  });

  it("logs a send error as 'Tracker error' and goes on with the next events", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { actor, analytics, replay, names } = startTracker({ failSends: 1 });
    actor.send({ type: 'tracker.consent', consent: ALL_CONSENT });
    actor.send({ type: 'tracker.track', event: pageView('/lost') });
    analytics.open();
    replay.open();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.batch.length === 0);
    expect(error).toHaveBeenCalledWith('Tracker error', expect.any(Error));
    actor.send({ type: 'tracker.track', event: pageView('/next') });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.queue.length === 0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(names()).toEqual(['Page Viewed']);
  });

  it("gives up when a service cannot load: 'Tracker error', and nothing is kept", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const logic = trackerMachine.provide({
      actors: { loadAnalytics: fromPromise(async () => Promise.reject(new Error('blocked'))), initReplay: fromPromise(async () => REPLAY) },
    });
    const actor = createActor(logic, { input: { userHash: '' } }).start();
    actor.send({ type: 'tracker.track', event: pageView('/x') });
    actor.send({ type: 'tracker.consent', consent: ALL_CONSENT });
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(error).toHaveBeenCalledWith('Tracker error', expect.any(Error));
    actor.send({ type: 'tracker.track', event: pageView('/y') });
    expect(actor.getSnapshot().context.queue).toEqual([]);
  });

  it('passes manual session starts and ends to the analytics service once ready', async () => {
    const started: Array<number | undefined> = [];
    let ended = 0;
    const logic = trackerMachine.provide({
      actors: { loadAnalytics: fromPromise(async () => {}), initReplay: fromPromise(async () => REPLAY), sendEvents: fromPromise(async () => {}) },
      actions: { startSession: (_, { sessionId }) => started.push(sessionId), endSession: () => (ended += 1) },
    });
    const actor = createActor(logic, { input: { userHash: '' } }).start();
    actor.send({ type: 'tracker.consent', consent: ALL_CONSENT });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'tracker.startSession', sessionId: 1_767_225_600_000 });
    actor.send({ type: 'tracker.startSession' });
    actor.send({ type: 'tracker.endSession' });
    expect(started).toEqual([1_767_225_600_000, undefined]);
    expect(ended).toBe(1);
  });
});
