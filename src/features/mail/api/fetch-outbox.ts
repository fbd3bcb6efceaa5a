import type { OutboxMessage } from '../../../../contracts/mail';
import { requestJson } from '../../../app/api/request-json';

/** GET /api/outbox: the newest messages of the mail outbox (not in production). */
export async function fetchOutbox(): Promise<OutboxMessage[]> {
  const body = (await requestJson('/api/outbox')) as { messages: OutboxMessage[] };
  return body.messages;
}
