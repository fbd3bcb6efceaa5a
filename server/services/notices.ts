/**
 * What the daily job sends or does once per service and period (service_notices, migration 0033): the notice is
 * claimed by inserting its (service, period end, kind) row, and the e-mail is enqueued in the same transaction only
 * when the claim is new, so a rerun, a second instance or a crash before the commit never sends it twice.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import type { Mail } from '../mail/types';

/**
 * The job's notices, the renewal step's reminders by their day ('reminder:30', 'reminder:-3'), and the e-mails that a
 * saved card could not pay the automatic renewal ('cardNeedsYou') or expires before it ('cardExpires').
 */
export type NoticeKind = 'freeVersion' | 'archiveNotice' | 'archived' | 'redemption' | 'released' | 'downgraded' | 'cardNeedsYou' | 'cardExpires' | `reminder:${number}`;

/** Claims the notice; true when this transaction is the first to, and so is the one to act on it. */
export async function claimNotice(trx: Transaction<Database>, serviceId: string, periodEnd: Date, kind: NoticeKind, now: Date): Promise<boolean> {
  const claimed = await trx
    .insertInto('service_notices')
    .values({ id: randomUUID(), service_id: serviceId, period_end: periodEnd, kind, created_at: now })
    .onConflict((conflict) => conflict.columns(['service_id', 'period_end', 'kind']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The customer a service's notices go to. */
export async function serviceOwner(trx: Transaction<Database>, accountId: string): Promise<{ email: string; name: string } | undefined> {
  const row = await trx.selectFrom('accounts').select(['email', 'fullname']).where('id', '=', accountId).executeTakeFirst();
  return row ? { email: row.email, name: row.fullname } : undefined;
}

type NoticeMail = Omit<Mail, 'key' | 'to'>;

/** Claims the notice and, when the claim is new, e-mails the owner; answers whether it was sent now. */
export async function sendNoticeOnce(
  trx: Transaction<Database>,
  service: { id: string; accountId: string; periodEnd: Date },
  kind: NoticeKind,
  mail: (owner: { name: string }) => NoticeMail,
  now: Date,
): Promise<boolean> {
  if (!(await claimNotice(trx, service.id, service.periodEnd, kind, now))) return false;
  const owner = await serviceOwner(trx, service.accountId);
  if (!owner) return true;
  const key = `service-notice:${service.id}:${service.periodEnd.toISOString()}:${kind}`;
  await enqueueMail(trx, { key, to: owner.email, ...mail(owner) } as Mail, now);
  return true;
}
