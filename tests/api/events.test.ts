import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EVENTS_PER_BATCH, type CollectedEvent } from '../../contracts/tracking';
import { startTestApp, type TestApp } from './app';
import { client, send, signInDemo, type Client } from './accounts';

let harness: TestApp;
beforeAll(async () => {
  harness = await startTestApp();
});
afterAll(async () => {
  await harness.close();
});

const event = (overrides: Partial<CollectedEvent> = {}): CollectedEvent => ({
  name: 'Page Viewed',
  category: 'analytics',
  properties: { path: '/pricelist', title: 'Hosting packages and prices', replayId: 'r-1' },
  userId: 'webnode_abc123',
  anonymousId: 'anon-1',
  sessionId: 1_767_225_600_000,
  occurredAt: '2026-03-02T09:00:00.000Z',
  ...overrides,
});

async function listed(query = '?anonymousId=anon-1') {
  const response = await send(harness.app, client(), 'GET', `/api/events${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { events: (CollectedEvent & { receivedAt: string })[] }).events;
}

describe('POST /api/events', () => {
  it('stores a valid batch and lists it on GET /api/events', async () => {
    const batch = [
      event({ name: 'Consent Given', category: 'essential', properties: { essential: true, functional: true } }),
      event({ occurredAt: '2026-03-02T09:00:01.000Z' }),
      event({ name: 'Package Chosen', properties: { packageIdentifier: 'mini', project: null }, sessionId: null, userId: '', occurredAt: '2026-03-02T09:00:02.000Z' }),
    ];
    const response = await send(harness.app, client(), 'POST', '/api/events', { events: batch });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 3 });
    const events = await listed();
    expect(events.slice(0, 3).map((stored) => stored.name)).toEqual(['Package Chosen', 'Page Viewed', 'Consent Given']);
    expect((await listed('?userId=webnode_abc123')).map((stored) => stored.name)).toEqual(['Page Viewed', 'Consent Given']);
    expect(events[0]).toMatchObject({ userId: '', sessionId: null, properties: { packageIdentifier: 'mini', project: null } });
    expect(events[1]).toMatchObject({ userId: 'webnode_abc123', anonymousId: 'anon-1', sessionId: 1_767_225_600_000, properties: { replayId: 'r-1' } });
  });

  it('records the account of a signed-in sender', async () => {
    const demo = await signInDemo(harness.app, client('192.0.2.9'));
    const response = await send(harness.app, demo, 'POST', '/api/events', { events: [event({ occurredAt: '2026-03-02T10:00:00.000Z' })] });
    expect(response.statusCode).toBe(202);
    const rows = await harness.database.db.selectFrom('tracking_events').select('account_id').where('occurred_at', '=', new Date('2026-03-02T10:00:00.000Z')).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.account_id).not.toBeNull();
  });

  it.each([
    ['an empty batch', { events: [] }, 'events'],
    ['no events list', { event: event() }, 'events'],
    ['an unknown event name', { events: [event({ name: 'Hacked' as CollectedEvent['name'] })] }, 'events.0.name'],
    ['a wrong category for the event', { events: [event({ category: 'essential' })] }, 'events.0.category'],
    ['a nested property', { events: [{ ...event(), properties: { nested: { a: 1 } } }] }, 'events.0.properties.nested'],
    ['a time that is not ISO', { events: [event({ occurredAt: 'yesterday' })] }, 'events.0.occurredAt'],
    ['a negative session id', { events: [event({ sessionId: -5 })] }, 'events.0.sessionId'],
    ['an unknown field', { events: [{ ...event(), ip: '1.2.3.4' }] }, 'events.0'],
    ['too many events', { events: Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => event({ properties: {} })) }, 'events'],
  ])('refuses %s with 400 INVALID_EVENTS naming the field', async (_case, body, parameter) => {
    const before = (await listed()).length;
    const response = await send(harness.app, client(), 'POST', '/api/events', body);
    expect(response.statusCode).toBe(400);
    const error = (response.json() as { error: { code: string; parameter: string; message: string } }).error;
    expect(error.code).toBe('INVALID_EVENTS');
    expect(error.parameter).toBe(parameter);
    expect(error.message).toContain(`Invalid event batch at ${parameter}`);
    expect((await listed()).length).toBe(before);
  });

  it('refuses a body over 64 KB with 413 PAYLOAD_TOO_LARGE', async () => {
    const big = event({ properties: Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`p${index}`, 'x'.repeat(1000)])) });
    const response = await send(harness.app, client(), 'POST', '/api/events', { events: [big, big] });
    expect(response.statusCode).toBe(413);
    expect((response.json() as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a body that is not JSON with a 4xx, not a server error', async () => {
    const response = await harness.app.inject({ method: 'POST', url: '/api/events', headers: { 'content-type': 'application/json' }, payload: '{"events": [' });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/events', () => {
  it("lists only the viewer's own events: its anonymous id, its tracker user id, its signed-in account", async () => {
    await send(harness.app, client('192.0.2.40'), 'POST', '/api/events', { events: [event({ anonymousId: 'visitor-a', userId: '', occurredAt: '2026-03-02T11:00:00.000Z' })] });
    await send(harness.app, client('192.0.2.41'), 'POST', '/api/events', { events: [event({ anonymousId: 'visitor-b', userId: 'webnode_b', occurredAt: '2026-03-02T11:00:01.000Z' })] });
    const demo = await signInDemo(harness.app, client('192.0.2.42'));
    await send(harness.app, demo, 'POST', '/api/events', { events: [event({ anonymousId: 'visitor-c', userId: '', occurredAt: '2026-03-02T11:00:02.000Z' })] });
    const ids = async (who: Client, query: string) =>
      ((await send(harness.app, who, 'GET', `/api/events${query}`)).json() as { events: { anonymousId: string }[] }).events.map((stored) => stored.anonymousId);

    expect(await ids(client('192.0.2.43'), '?anonymousId=visitor-a')).toEqual(['visitor-a']);
    expect(await ids(client('192.0.2.43'), '?userId=webnode_b')).toEqual(['visitor-b']);
    // The signed-in account's events from any browser, and nobody else's.
    expect(await ids(demo, '')).toEqual(expect.arrayContaining(['visitor-c']));
    expect(await ids(demo, '')).not.toEqual(expect.arrayContaining(['visitor-a']));
    // A visitor who names nothing sees nothing.
    expect(await ids(client('192.0.2.43'), '')).toEqual([]);
    const tooLong = await send(harness.app, client('192.0.2.43'), 'GET', `/api/events?anonymousId=${'a'.repeat(201)}`);
    expect(tooLong.statusCode).toBe(400);
    expect((tooLong.json() as { error: { code: string } }).error.code).toBe('INVALID_QUERY');
  });

  it('is not served in production', async () => {
    const production = await startTestApp({ mode: 'production' });
    try {
      const response = await send(production.app, client(), 'GET', '/api/events');
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
