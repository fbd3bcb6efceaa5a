import type { RecordedEvent } from '../../../../contracts/tracking';
import { requestJson } from '../../../app/api/request-json';

/** GET /api/events: the newest events the collector stored (not in production). */
export async function fetchEvents(): Promise<RecordedEvent[]> {
  const body = (await requestJson('/api/events')) as { events: RecordedEvent[] };
  return body.events;
}
