import type { CollectedEvent } from '../../../../contracts/tracking';
import { requestJson } from '../../../app/api/request-json';

/** POST /api/events: one batch to the portal's own collector. */
export async function postEvents(events: CollectedEvent[]): Promise<void> {
  await requestJson('/api/events', { method: 'POST', body: { events } });
}
