import type { OutboxAnswer } from '../../../../contracts/mail';
import { requestJson } from '../../../app/api/request-json';

/** GET /api/outbox: the newest messages of the mail outbox (demo mode only), and whether they are kept here unsent. */
export async function fetchOutbox(): Promise<OutboxAnswer> {
  return (await requestJson('/api/outbox')) as OutboxAnswer;
}
