import type { RecordedEvent } from '../../../../contracts/tracking';
import { requestJson } from '../../../app/api/request-json';
import { ANONYMOUS_ID_KEY } from '../collector';

/**
 * GET /api/events: the viewer's own newest events (not in production): those of this browser's stored anonymous id
 * and of the signed-in account.
 */
export async function fetchEvents(): Promise<RecordedEvent[]> {
  const anonymousId = localStorage.getItem(ANONYMOUS_ID_KEY);
  const body = (await requestJson(anonymousId ? `/api/events?${new URLSearchParams({ anonymousId }).toString()}` : '/api/events')) as { events: RecordedEvent[] };
  return body.events;
}
