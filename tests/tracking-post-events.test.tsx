/** The collector's batches survive the page reloading or leaving right after them (the checkout's stale-token reload). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postEvents } from '../src/features/tracking/api/post-events';

type Batch = Parameters<typeof postEvents>[0];
const event = (name: string, properties: Record<string, unknown> = {}) => ({ name, properties, occurredAt: '2026-11-24T00:00:00.000Z', anonymousId: 'a-1', sessionId: null }) as unknown as Batch[number];

describe('postEvents', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends a batch with keepalive, so a reload in the same tick does not cancel it', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ accepted: 1 }));
    await postEvents([event('Integrity Token Invalid')]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', keepalive: true });
  });

  it('sends a batch over the browsers\' keepalive limit as an ordinary request instead of failing it', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ accepted: 1 }));
    await postEvents([event('Big', { text: 'x'.repeat(70_000) })]);
    expect(fetch.mock.calls[0]?.[1]).not.toHaveProperty('keepalive');
  });
});
