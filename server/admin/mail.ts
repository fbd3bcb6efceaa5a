/**
 * The back office's e-mail (docs/admin.md, "E-mail"): the messages that failed for good or are delayed (still being
 * retried after a failed attempt), newest first, one page at a time; resending a failed one, audited; and whether
 * delivery is failing, for the console's warning.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { english } from '../i18n';
import { deliveryHealth, type DeliveryHealth } from '../mail/delivery-health';
import { outboxFacts } from '../mail/repository';
import { requeueFailedMail, type OutboxRow } from '../mail/resend';
import { recordAudit } from './audit';
import { AdminFilterError, checkPage, given, likeText } from './filters';

export const MAIL_PAGE_SIZE = 25;

/** failed: given up (all attempts used, or refused for good); delayed: pending after a failed attempt. */
export type MailProblem = 'failed' | 'delayed';
export type AdminMailStatus = MailProblem | 'pending' | 'sent';

export interface AdminMailFilter {
  problem?: MailProblem | null | undefined;
  /** Part of the recipient's address, any case. */
  recipient?: string | null | undefined;
}

export interface AdminMailMessage {
  id: string;
  createdAt: Date;
  recipient: string;
  template: string;
  /** Rendered at the first attempt; null when rendering never got that far. */
  subject: string | null;
  status: AdminMailStatus;
  attempts: number;
  lastError: string | null;
  lastAttemptAt: Date | null;
  /** When the worker tries again; null unless it will (failed or sent). */
  nextAttemptAt: Date | null;
  sentAt: Date | null;
}

export function mailStatus(row: Pick<OutboxRow, 'status' | 'last_error'>): AdminMailStatus {
  if (row.status === 'pending') return row.last_error === null ? 'pending' : 'delayed';
  return row.status;
}

function adminMailMessage(row: OutboxRow): AdminMailMessage {
  const status = mailStatus(row);
  return {
    id: row.id,
    createdAt: row.created_at,
    recipient: row.recipient,
    template: row.template,
    subject: row.subject,
    status,
    attempts: row.attempts,
    lastError: row.last_error,
    lastAttemptAt: row.last_attempt_at,
    nextAttemptAt: status === 'pending' || status === 'delayed' ? row.next_attempt_at : null,
    sentAt: row.sent_at,
  };
}

export async function listMailProblems(db: Kysely<Database>, filter: AdminMailFilter, page: number): Promise<{ messages: AdminMailMessage[]; total: number; page: number; pageSize: number }> {
  checkPage(page);
  const problem = given(filter.problem ?? undefined);
  if (problem !== undefined && problem !== 'failed' && problem !== 'delayed') throw new AdminFilterError('INVALID_FILTER', english('error.INVALID_FILTER.mailProblem'));
  const recipient = given(filter.recipient);
  if (recipient !== undefined && recipient.length > 254) throw new AdminFilterError('INVALID_FILTER', english('error.INVALID_FILTER.addressTooLong'));
  let query = db.selectFrom('mail_outbox').where('last_error', 'is not', null);
  query = problem === undefined ? query.where('status', 'in', ['failed', 'pending']) : query.where('status', '=', problem === 'failed' ? 'failed' : 'pending');
  if (recipient) query = query.where((eb) => eb(eb.fn('lower', ['recipient']), 'like', `%${likeText(recipient)}%`));
  const counted = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(MAIL_PAGE_SIZE)
    .offset((page - 1) * MAIL_PAGE_SIZE)
    .execute();
  return { messages: rows.map(adminMailMessage), total: Number(counted.n), page, pageSize: MAIL_PAGE_SIZE };
}

const when = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Why a message that is not failed cannot be resent. */
function refusal(row: OutboxRow | undefined): AdminFilterError {
  if (!row) return new AdminFilterError('MAIL_NOT_FOUND', english('error.MAIL_NOT_FOUND'));
  if (row.status === 'sent') return new AdminFilterError('MAIL_NOT_FAILED', english('error.MAIL_NOT_FAILED.sent', { at: when(row.sent_at ?? row.created_at) }));
  return new AdminFilterError('MAIL_NOT_FAILED', english('error.MAIL_NOT_FAILED.waiting'));
}

/** What the audit log keeps of a message before and after a resend. */
const audited = (row: OutboxRow) => ({ key: row.key, recipient: row.recipient, template: row.template, status: row.status, attempts: row.attempts, lastError: row.last_error });

/**
 * Puts a failed message back in the queue and writes `mail.resend` to the audit log, in one transaction. Anything
 * but a failed message is refused with the reason, and nothing is written: pressing twice, or two operators at once,
 * resend it once.
 */
export async function resendMail(db: Kysely<Database>, operatorId: string, id: string, now: Date): Promise<AdminMailMessage> {
  const result = await db.transaction().execute(async (trx) => {
    const requeued = await requeueFailedMail(trx, id, now);
    if (requeued.requeued) {
      await recordAudit(trx, { accountId: operatorId, action: 'mail.resend', subjectType: 'mail', subjectId: id, before: audited(requeued.before), after: audited(requeued.after) }, now);
    }
    return requeued;
  });
  if (!result.requeued) throw refusal(result.current);
  return adminMailMessage(result.after);
}

/** Whether delivery is failing now, with how many messages failed and are delayed. */
export async function mailHealth(db: Kysely<Database>, now: Date): Promise<DeliveryHealth> {
  return deliveryHealth(await outboxFacts(db), now);
}
