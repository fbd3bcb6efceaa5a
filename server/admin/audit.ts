import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface AuditEntry {
  /** The operator's account; null when the command line did it (`npm run operator`, whoever runs the server). */
  accountId: string | null;
  /** A customer changing their own service (accountId: the customer's account); an operator otherwise. */
  byCustomer?: boolean;
  /** What was done, e.g. 'order.markPaid', 'statement.import', 'payment.refund', 'package.update', 'voucher.create'. */
  action: string;
  /** What it was done to: a kind ('order', 'package', 'voucher' ...) and its identifier. */
  subjectType: string;
  subjectId: string;
  /** The subject's data before and after, as plain JSON-able values (bigint amounts as strings); null when none. */
  before?: unknown;
  after?: unknown;
  /** Why, when the operator gave a reason. */
  reason?: string | null;
}

const json = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'bigint' ? inner.toString() : inner));

/**
 * Appends an operator's (or a customer's own service) action to the audit log. Call it with the transaction that makes the change, so that the log
 * holds exactly the changes that happened. Rows are never updated or deleted.
 */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry, now: Date): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      account_id: entry.accountId,
      actor: entry.accountId === null ? 'command line' : entry.byCustomer ? 'customer' : 'operator',
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      before: json(entry.before),
      after: json(entry.after),
      reason: entry.reason ?? null,
      created_at: now,
    })
    .execute();
}
