// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { ALL_CONSENT, MINIMAL_CONSENT } from '../../contracts/consent';
import type { CollectedEvent } from '../../contracts/tracking';
import type { OutgoingEvent } from '../../machines/tracker';
import { ANONYMOUS_ID_KEY, SESSION_KEY, createCollector, type CollectorOptions } from '../../src/features/tracking/collector';

const outgoing = (index: number): OutgoingEvent => ({
  name: 'Page Viewed',
  category: 'analytics',
  properties: { path: `/${index}` },
  userId: '',
  occurredAt: new Date(Date.UTC(2026, 2, 2, 9, 0, index)).toISOString(),
});

function collector(options: Partial<CollectorOptions> = {}) {
  const batches: CollectedEvent[][] = [];
  let time = 1_767_225_600_000;
  const service = createCollector({
    consent: ALL_CONSENT,
    now: () => time,
    send: async (events) => {
      batches.push(events);
    },
    ...options,
  });
  return { service, batches, advance: (ms: number) => (time += ms) };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the portal's own collector", () => {
  it('sends in batches of at most 100, in order', async () => {
    const { service, batches } = collector();
    await service.send(Array.from({ length: 250 }, (_, index) => outgoing(index)));
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(batches.flat().map((event) => event.properties.path)).toEqual(Array.from({ length: 250 }, (_, index) => `/${index}`));
  });

  it('with consent keeps one anonymous id and one session until 30 minutes pass without an event', async () => {
    const { service, batches, advance } = collector();
    await service.send([outgoing(1)]);
    advance(1_799_000);
    await service.send([outgoing(2)]);
    advance(1_800_001);
    await service.send([outgoing(3)]);
    const [first, second, third] = batches.flat();
    expect(first?.anonymousId).toBe(localStorage.getItem(ANONYMOUS_ID_KEY));
    expect(second?.anonymousId).toBe(first?.anonymousId);
    expect(second?.sessionId).toBe(first?.sessionId);
    expect(third?.sessionId).not.toBe(first?.sessionId);
    expect(String(third?.sessionId)).toHaveLength(13);
  });

  it('without consent stores nothing and sends no session', async () => {
    const { service, batches } = collector({ consent: MINIMAL_CONSENT });
    await service.send([outgoing(1)]);
    expect(batches[0]?.[0]?.sessionId).toBeNull();
    expect(localStorage.getItem(ANONYMOUS_ID_KEY)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('forgets the stored ids when the consent is withdrawn', async () => {
    const { service } = collector();
    await service.send([outgoing(1)]);
    service.setConsent(MINIMAL_CONSENT);
    expect(localStorage.getItem(ANONYMOUS_ID_KEY)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('with automatic tracking off, sessions are started and ended by hand', async () => {
    const { service, batches } = collector({ sessions: { autoTrack: false, timeout: 0, cutOff: 43_200_000 } });
    await service.send([outgoing(1)]);
    service.startSession(1_767_225_600_123);
    await service.send([outgoing(2)]);
    service.endSession();
    await service.send([outgoing(3)]);
    expect(batches.flat().map((event) => event.sessionId)).toEqual([null, 1_767_225_600_123, null]);
  });
});
