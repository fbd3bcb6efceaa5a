/**
 * The back office's lifecycle page (docs/admin.md, "Lifecycle"): the settings of the service lifecycle, changed by an
 * operator (checked by field, stored and audited as 'lifecycle.settings' in one transaction), and the daily job's
 * latest runs with what each did.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { lifecycleSettingsProblems, loadLifecycleSettings, storeLifecycleSettings, type LifecycleSettings } from '../lifecycle/settings';
import { recordAudit } from './audit';
import { FieldProblems } from './catalogue-input';

/** How many of the latest runs the page lists. */
export const LISTED_RUNS = 30;

export interface LifecycleRun {
  id: string;
  asOf: Date;
  startedAt: Date;
  finishedAt: Date | null;
  outcome: 'running' | 'finished' | 'failed';
  /** What the run did, by kind ('reminders', 'renewalOrders' ...), as the job counted it. */
  counts: { name: string; count: number }[];
  error: string | null;
}

export interface AdminLifecycle {
  settings: LifecycleSettings;
  updatedAt: Date | null;
  /** The operator who changed the settings last; null while they are the defaults, or theirs was removed. */
  updatedBy: string | null;
  runs: LifecycleRun[];
}

/** A run's counts as stored (JSON text of kind -> number); anything else in it is left out. */
function countsOf(text: string): LifecycleRun['counts'] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return [];
  return Object.entries(parsed).flatMap(([name, count]) => (typeof count === 'number' && Number.isFinite(count) ? [{ name, count }] : []));
}

export async function readLifecycle(db: Kysely<Database>): Promise<AdminLifecycle> {
  const [settings, row, runs] = await Promise.all([
    loadLifecycleSettings(db),
    db.selectFrom('lifecycle_settings').leftJoin('accounts', 'accounts.id', 'lifecycle_settings.updated_by').select(['lifecycle_settings.updated_at', 'accounts.email']).executeTakeFirst(),
    db.selectFrom('lifecycle_runs').selectAll().orderBy('started_at', 'desc').orderBy('id').limit(LISTED_RUNS).execute(),
  ]);
  return {
    settings,
    updatedAt: row?.updated_at ?? null,
    updatedBy: row?.email ?? null,
    runs: runs.map((run) => ({ id: run.id, asOf: run.as_of, startedAt: run.started_at, finishedAt: run.finished_at, outcome: run.outcome, counts: countsOf(run.counts), error: run.error })),
  };
}

/** The settings as the operator typed them: whole days, and the reminder days as a list separated by commas. */
export type LifecycleSettingsInput = Record<keyof LifecycleSettings, string>;

const WHOLE = /^-?\d{1,6}$/;
const DAYS_FIELDS = ['renewalLeadDays', 'hostingGraceDays', 'domainGraceDays', 'redemptionDays', 'archiveNoticeDays', 'draftRetentionDays'] as const;
const REMINDER_FIELDS = ['hostingReminderDays', 'domainReminderDays'] as const;

/** The typed settings as numbers; text that is no whole number becomes NaN, which the ranges refuse by field. */
function parsed(input: LifecycleSettingsInput): LifecycleSettings {
  const whole = (text: string) => (WHOLE.test(text.trim()) ? Number(text.trim()) : Number.NaN);
  const list = (text: string) => (text.trim() === '' ? [] : text.split(',').map(whole));
  return {
    ...(Object.fromEntries(DAYS_FIELDS.map((field) => [field, whole(input[field])])) as Pick<LifecycleSettings, (typeof DAYS_FIELDS)[number]>),
    ...(Object.fromEntries(REMINDER_FIELDS.map((field) => [field, list(input[field])])) as Pick<LifecycleSettings, (typeof REMINDER_FIELDS)[number]>),
  };
}

/**
 * Stores the settings an operator typed, after checking each field against its range (refused by field, nothing
 * written), with 'lifecycle.settings' in the audit log (before and after) in the same transaction.
 */
export async function saveLifecycleSettings(db: Kysely<Database>, operatorId: string, input: LifecycleSettingsInput, now: Date): Promise<void> {
  const settings = parsed(input);
  const problems = new FieldProblems();
  for (const [field, message] of Object.entries(lifecycleSettingsProblems(settings))) problems.add(field, message);
  problems.throwIfAny();
  await db.transaction().execute(async (trx) => {
    const before = await loadLifecycleSettings(trx);
    await storeLifecycleSettings(trx, settings, operatorId, now);
    const after = await loadLifecycleSettings(trx);
    await recordAudit(trx, { accountId: operatorId, action: 'lifecycle.settings', subjectType: 'lifecycle_settings', subjectId: 'settings', before, after }, now);
  });
}
