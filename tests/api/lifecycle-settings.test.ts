/**
 * The service lifecycle's settings (server/lifecycle/settings.ts): the migration's row holds the trade's defaults,
 * stored settings read back as stored (reminder days largest first, once each), and settings out of range are refused
 * by field before anything is stored. PGlite by default, PostgreSQL under TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database';
import { DEFAULT_LIFECYCLE_SETTINGS, lifecycleSettingsProblems, loadLifecycleSettings, storeLifecycleSettings } from '../../server/lifecycle/settings';
import { createTestDatabase } from './db';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('lifecycle settings', () => {
  it('start at the trade defaults: 30 days lead, 90 days kept, 30 + 30 for domains, reminders 30/14/3/0 and 30/7/-3', async () => {
    expect(await loadLifecycleSettings(database.db)).toEqual(DEFAULT_LIFECYCLE_SETTINGS);
    expect(DEFAULT_LIFECYCLE_SETTINGS).toMatchObject({ renewalLeadDays: 30, hostingGraceDays: 90, domainGraceDays: 30, redemptionDays: 30, hostingReminderDays: [30, 14, 3, 0], domainReminderDays: [30, 7, -3] });
  });

  it('read back what was stored, reminder days largest first and once each, with who changed them', async () => {
    const changed = { ...DEFAULT_LIFECYCLE_SETTINGS, renewalLeadDays: 45, hostingReminderDays: [0, 45, 7, 7], domainReminderDays: [-5, 14] };
    expect(lifecycleSettingsProblems(changed)).toEqual({});
    await storeLifecycleSettings(database.db, changed, null, new Date('2026-06-01T10:00:00Z'));
    expect(await loadLifecycleSettings(database.db)).toEqual({ ...changed, hostingReminderDays: [45, 7, 0], domainReminderDays: [14, -5] });
    const row = await database.db.selectFrom('lifecycle_settings').select(['updated_at', 'updated_by']).executeTakeFirstOrThrow();
    expect(row.updated_at?.toISOString()).toBe('2026-06-01T10:00:00.000Z');
    expect(row.updated_by).toBeNull();
  });

  it('refuse days out of range, fractions, too many reminders and a notice later than the days kept, by field', () => {
    const problems = lifecycleSettingsProblems({
      ...DEFAULT_LIFECYCLE_SETTINGS,
      renewalLeadDays: 0,
      hostingGraceDays: 10,
      domainGraceDays: 1.5,
      archiveNoticeDays: 10,
      hostingReminderDays: [1, 2, 3, 4, 5, 6, 7],
      domainReminderDays: [200],
    });
    expect(Object.keys(problems).sort()).toEqual(['archiveNoticeDays', 'domainGraceDays', 'domainReminderDays', 'hostingReminderDays', 'renewalLeadDays']);
    expect(problems.renewalLeadDays).toBe('Enter a whole number of days from 1 to 120.');
    expect(problems.archiveNoticeDays).toBe('The notice before archiving must come within the days a lapsed website is kept.');
  });
});
