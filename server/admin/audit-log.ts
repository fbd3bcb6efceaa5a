/**
 * Reading the audit log (docs/admin.md, "Audit log"): newest first, filtered by operator, action, subject and days,
 * one page at a time. The log itself is written only by recordAudit (audit.ts) and never changed.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { english } from '../i18n';
import { AdminFilterError, checkPage, dayRange, given, jsonText, likeText } from './filters';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilter {
  /** Part of the operator's e-mail, or of COMMAND_LINE_ACTOR for the command line's entries, any case. */
  operator?: string | null | undefined;
  /** The action exactly, e.g. 'order.markPaid'. */
  action?: string | null | undefined;
  /** The subject's kind ('order', 'package' ...) and identifier, each exactly. */
  subjectType?: string | null | undefined;
  subjectId?: string | null | undefined;
  /** Calendar days 'YYYY-MM-DD' (UTC), both included. */
  from?: string | null | undefined;
  until?: string | null | undefined;
}

/** How the log names what the command line did (`npm run operator`): it has no operator account. */
export const COMMAND_LINE_ACTOR = 'Command line (npm run operator)';

export interface AuditRow {
  id: string;
  at: Date;
  /** The operator's e-mail, or COMMAND_LINE_ACTOR. */
  operatorEmail: string;
  action: string;
  subjectType: string;
  subjectId: string;
  /** JSON text, or null when there was nothing before (or after). */
  before: string | null;
  after: string | null;
  reason: string | null;
}

export async function listAuditLog(db: Kysely<Database>, filter: AuditFilter, page: number): Promise<{ entries: AuditRow[]; total: number; page: number; pageSize: number }> {
  checkPage(page);
  for (const value of [filter.operator, filter.action, filter.subjectType, filter.subjectId]) {
    if (value && value.length > 254) throw new AdminFilterError('INVALID_FILTER', english('error.INVALID_FILTER.filterTooLong'));
  }
  const { from, until } = dayRange(filter.from, filter.until);
  const operator = given(filter.operator);
  const action = given(filter.action);
  const subjectType = given(filter.subjectType);
  const subjectId = given(filter.subjectId);
  let query = db.selectFrom('audit_log').leftJoin('accounts', 'accounts.id', 'audit_log.account_id');
  if (operator) {
    // The command line's entries have no account: they match the words the log shows for them.
    const commandLine = COMMAND_LINE_ACTOR.toLowerCase().includes(operator.toLowerCase());
    query = query.where((eb) => {
      const byEmail = eb(eb.fn('lower', ['accounts.email']), 'like', `%${likeText(operator)}%`);
      return commandLine ? eb.or([byEmail, eb('audit_log.account_id', 'is', null)]) : byEmail;
    });
  }
  if (action) query = query.where('audit_log.action', '=', action);
  if (subjectType) query = query.where('audit_log.subject_type', '=', subjectType);
  if (subjectId) query = query.where('audit_log.subject_id', '=', subjectId);
  if (from) query = query.where('audit_log.created_at', '>=', from);
  if (until) query = query.where('audit_log.created_at', '<', until);
  const counted = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select(['audit_log.id', 'audit_log.created_at', 'accounts.email', 'audit_log.actor', 'audit_log.action', 'audit_log.subject_type', 'audit_log.subject_id', 'audit_log.before', 'audit_log.after', 'audit_log.reason'])
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.seq', 'desc')
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.created_at,
      operatorEmail: row.email === null ? COMMAND_LINE_ACTOR : row.actor === 'customer' ? `${row.email} (customer)` : row.email,
      action: row.action,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      before: jsonText(row.before),
      after: jsonText(row.after),
      reason: row.reason,
    })),
    total: Number(counted.n),
    page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
