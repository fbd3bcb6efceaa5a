/**
 * Putting a message that failed for good back in the queue (the back office's Resend, server/admin/mail.ts). Only a
 * failed message changes, by a conditional update: of two operators resending it at once (or one pressing twice),
 * one puts it back; the other finds it waiting already. It gets a fresh round of attempts, due at once.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, MailOutboxTable } from '../db/schema';
import { isUuid } from '../db/uuid';
import { announceMailQueued } from './outbox';

export type OutboxRow = Selectable<MailOutboxTable>;

export type Requeued = { requeued: true; before: OutboxRow; after: OutboxRow } | { requeued: false; current: OutboxRow | undefined };

const findRow = (db: Kysely<Database>, id: string) => db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();

/** In the caller's transaction; the worker is woken once the request's work is committed. */
export async function requeueFailedMail(db: Kysely<Database>, id: string, now: Date): Promise<Requeued> {
  const before = isUuid(id) ? await findRow(db, id) : undefined;
  if (before?.status !== 'failed') return { requeued: false, current: before };
  const after = await db
    .updateTable('mail_outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, claimed_until: null, last_error: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .returningAll()
    .executeTakeFirst();
  if (!after) return { requeued: false, current: await findRow(db, id) };
  announceMailQueued();
  return { requeued: true, before, after };
}
