import type { Kysely } from 'kysely';
import type { OutboxMessage } from '../../contracts/mail';
import { OUTBOX_LIMIT } from '../../contracts/mail';
import type { Database } from '../db/schema';
import type { OutboxFacts } from './delivery-health';
import { decodeMailJson } from './outbox';
import { messageIdFor } from './transport';
import type { MailAttachmentRef } from './types';

/** The newest messages first, with links to their attachments. */
export async function recentMail(db: Kysely<Database>, from: string, limit = OUTBOX_LIMIT): Promise<OutboxMessage[]> {
  const rows = await db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').orderBy('key').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    to: row.recipient,
    template: row.template,
    subject: row.subject,
    status: row.status,
    transport: row.transport,
    attempts: row.attempts,
    lastError: row.last_error,
    messageId: messageIdFor(row.key, from),
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    html: row.html,
    text: row.text,
    attachments: decodeMailJson<MailAttachmentRef[]>(row.attachments).map((ref, index) => ({ kind: ref.kind, url: `/api/outbox/${row.id}/attachments/${index}` })),
  }));
}

/** The reference of a message's n-th attachment, or undefined when there is no such message or attachment. */
export async function findAttachmentRef(db: Kysely<Database>, id: string, index: number): Promise<MailAttachmentRef | undefined> {
  const row = await db.selectFrom('mail_outbox').select('attachments').where('id', '=', id).executeTakeFirst();
  return row ? decodeMailJson<MailAttachmentRef[]>(row.attachments)[index] : undefined;
}

/**
 * What deliveryHealth (delivery-health.ts) decides from. The newest delivery comes from its index; the rest from the
 * few messages not delivered yet. A row last tried before migration 0024 counts from when its last attempt fell due.
 */
export async function outboxFacts(db: Kysely<Database>): Promise<OutboxFacts> {
  const sent = await db.selectFrom('mail_outbox').select((eb) => eb.fn.max('sent_at').as('at')).executeTakeFirst();
  const undelivered = await db
    .selectFrom('mail_outbox')
    .select((eb) => ['status', eb.fn.countAll<string>().as('n'), eb.fn.max(eb.fn.coalesce('last_attempt_at', 'next_attempt_at')).as('tried')])
    .where('status', 'in', ['pending', 'failed'])
    .where('last_error', 'is not', null)
    .groupBy('status')
    .execute();
  const failed = undelivered.find((group) => group.status === 'failed');
  const delayed = undelivered.find((group) => group.status === 'pending');
  const time = (value: Date | string | null | undefined) => (value === null || value === undefined ? null : new Date(value));
  const tried = [failed?.tried, delayed?.tried].map(time).filter((at): at is Date => at !== null);
  return {
    lastSentAt: time(sent?.at),
    lastFailedAttemptAt: tried.length > 0 ? new Date(Math.max(...tried.map((at) => at.getTime()))) : null,
    lastGivenUpAt: time(failed?.tried),
    failed: Number(failed?.n ?? 0),
    delayed: Number(delayed?.n ?? 0),
  };
}
