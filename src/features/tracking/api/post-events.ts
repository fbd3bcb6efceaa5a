import type { CollectedEvent } from '../../../../contracts/tracking';
import { requestJson } from '../../../app/api/request-json';

/**
 * POST /api/events: one batch to the portal's own collector. keepalive: a batch sent just before the page
 * reloads or leaves (the checkout's stale-token reload) still arrives.
 */
export async function postEvents(events: CollectedEvent[]): Promise<void> {
  await requestJson('/api/events', { method: 'POST', body: { events }, keepalive: true });
}
