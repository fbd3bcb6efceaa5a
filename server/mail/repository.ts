import type { Kysely } from 'kysely';
import type { OutboxMessage } from '../../contracts/mail';
import { OUTBOX_LIMIT } from '../../contracts/mail';
import type { Database } from '../db/schema';
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
