/**
 * The service lifecycle's settings (docs/services.md): the days of the policy the serviceLifecycle machine runs, the
 * reminder days, the notice before archiving and how long drafts are kept. One row (migration 0033) with the trade's
 * defaults; operators change it in the console (server/admin/lifecycle-settings.ts, audited).
 */
import type { Kysely, Transaction } from 'kysely';
import { DEFAULT_SERVICE_LIFECYCLE_SETTINGS } from '../../machines/serviceLifecycle';
import type { ServiceLifecycleSettings } from '../../machines/serviceLifecycle';
import type { Database } from '../db/schema';
import { english } from '../i18n';

export interface LifecycleSettings extends ServiceLifecycleSettings {
  /** Reminder e-mails for website services, in days before `paid_until` (0: on the day). Largest first. */
  hostingReminderDays: number[];
  /** Reminder e-mails for domains, in days before expiry; negative: after it. Largest first. */
  domainReminderDays: number[];
  /** The last e-mail before a website is archived goes this many days before. */
  archiveNoticeDays: number;
  /** Draft orders untouched for this many days are deleted. */
  draftRetentionDays: number;
}

export const DEFAULT_LIFECYCLE_SETTINGS: LifecycleSettings = {
  ...DEFAULT_SERVICE_LIFECYCLE_SETTINGS,
  hostingReminderDays: [30, 14, 3, 0],
  domainReminderDays: [30, 7, -3],
  archiveNoticeDays: 7,
  draftRetentionDays: 90,
};

/** What an operator may set, each with its allowed range (the database's checks say the same). */
export const LIFECYCLE_SETTING_RANGES = {
  renewalLeadDays: [1, 120],
  hostingGraceDays: [1, 365],
  domainGraceDays: [0, 120],
  redemptionDays: [0, 120],
  archiveNoticeDays: [1, 60],
  draftRetentionDays: [7, 3650],
  reminderDay: [-60, 120],
} as const;

type Executor = Kysely<Database> | Transaction<Database>;

const sortedDays = (days: readonly number[]) => [...new Set(days)].sort((a, b) => b - a);

/** The settings in force (the defaults when the row is somehow missing). */
export async function loadLifecycleSettings(db: Executor): Promise<LifecycleSettings> {
  const row = await db.selectFrom('lifecycle_settings').selectAll().where('id', '=', true).executeTakeFirst();
  if (!row) return DEFAULT_LIFECYCLE_SETTINGS;
  return {
    renewalLeadDays: row.renewal_lead_days,
    hostingGraceDays: row.hosting_grace_days,
    domainGraceDays: row.domain_grace_days,
    redemptionDays: row.redemption_days,
    hostingReminderDays: sortedDays(row.hosting_reminder_days),
    domainReminderDays: sortedDays(row.domain_reminder_days),
    archiveNoticeDays: row.archive_notice_days,
    draftRetentionDays: row.draft_retention_days,
  };
}

/** The problems of a proposed setting, by field (the server catalogue's English, in Czech for a Czech back office); empty when it can be stored. */
export function lifecycleSettingsProblems(settings: LifecycleSettings): Partial<Record<keyof LifecycleSettings, string>> {
  const problems: Partial<Record<keyof LifecycleSettings, string>> = {};
  const whole = (field: Exclude<keyof LifecycleSettings, 'hostingReminderDays' | 'domainReminderDays'>, range: readonly [number, number]) => {
    const value = settings[field];
    if (!Number.isInteger(value) || value < range[0] || value > range[1]) problems[field] = english('error.INVALID_INPUT.wholeDays', { low: range[0], high: range[1] });
  };
  whole('renewalLeadDays', LIFECYCLE_SETTING_RANGES.renewalLeadDays);
  whole('hostingGraceDays', LIFECYCLE_SETTING_RANGES.hostingGraceDays);
  whole('domainGraceDays', LIFECYCLE_SETTING_RANGES.domainGraceDays);
  whole('redemptionDays', LIFECYCLE_SETTING_RANGES.redemptionDays);
  whole('archiveNoticeDays', LIFECYCLE_SETTING_RANGES.archiveNoticeDays);
  whole('draftRetentionDays', LIFECYCLE_SETTING_RANGES.draftRetentionDays);
  const [low, high] = LIFECYCLE_SETTING_RANGES.reminderDay;
  for (const field of ['hostingReminderDays', 'domainReminderDays'] as const) {
    const days = settings[field];
    if (days.length > 6 || days.some((day) => !Number.isInteger(day) || day < low || day > high)) {
      problems[field] = english('error.INVALID_INPUT.reminderDays', { low, high });
    }
  }
  if (!problems.hostingGraceDays && !problems.archiveNoticeDays && settings.archiveNoticeDays >= settings.hostingGraceDays) {
    problems.archiveNoticeDays = english('error.INVALID_INPUT.archiveNotice');
  }
  return problems;
}

/** Stores settings already checked by `lifecycleSettingsProblems`; the caller audits the change in the same transaction. */
export async function storeLifecycleSettings(db: Executor, settings: LifecycleSettings, accountId: string | null, now: Date): Promise<void> {
  await db
    .updateTable('lifecycle_settings')
    .set({
      renewal_lead_days: settings.renewalLeadDays,
      hosting_grace_days: settings.hostingGraceDays,
      domain_grace_days: settings.domainGraceDays,
      redemption_days: settings.redemptionDays,
      hosting_reminder_days: sortedDays(settings.hostingReminderDays),
      domain_reminder_days: sortedDays(settings.domainReminderDays),
      archive_notice_days: settings.archiveNoticeDays,
      draft_retention_days: settings.draftRetentionDays,
      updated_at: now,
      updated_by: accountId,
    })
    .where('id', '=', true)
    .execute();
}
