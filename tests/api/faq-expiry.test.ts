/**
 * The FAQ's "What happens when my package expires?" says what the service lifecycle does with its default settings
 * (docs/services.md): reminders 30, 14 and 3 days before and on the day, the free version, content kept 90 days, then
 * archived after a last e-mail a week before. Migration 0036 gives existing databases the same words, leaving an
 * answer an operator edited alone. PGlite by default, PostgreSQL under TEST_DATABASE_URL.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faq } from '../../server/db/catalogue';
import { DEFAULT_LIFECYCLE_SETTINGS } from '../../server/lifecycle/settings';
import { startTestApp } from './app';
import type { TestApp } from './app';

let harness: TestApp;
const db = () => harness.database.db;
const OLD_ANSWER = 'We remind you by e-mail before the end of the paid period. If you do not renew, your website switches to the free version and your content stays safe for 90 days.';
const seeded = faq.find((item) => item.identifier === 'expiry');
const storedAnswer = async () => (await db().selectFrom('faq_item').select('answer').where('identifier', '=', 'expiry').executeTakeFirstOrThrow()).answer;
const migration = readFileSync(new URL('../../server/db/migrations/0036_faq_expiry.sql', import.meta.url), 'utf8').replace(/^\s*--.*$/gm, '');

beforeAll(async () => {
  harness = await startTestApp();
}, 180_000);
afterAll(async () => harness.close());

describe('What happens when my package expires?', () => {
  it("names the reminders' days, the free version, the days the content is kept and the last e-mail of the default settings", () => {
    const { hostingReminderDays, hostingGraceDays, archiveNoticeDays } = DEFAULT_LIFECYCLE_SETTINGS;
    expect(hostingReminderDays).toEqual([30, 14, 3, 0]);
    expect(archiveNoticeDays).toBe(7);
    expect(seeded?.question).toBe('What happens when my package expires?');
    expect(seeded?.answer).toContain('30, 14 and 3 days before the end of the paid period, and on the day it ends');
    expect(seeded?.answer).toContain(`switches to the free version and your content stays safe for ${hostingGraceDays} days`);
    expect(seeded?.answer).toContain(`After the ${hostingGraceDays} days the website is archived; we e-mail you a week before.`);
  });

  it('is what a new database holds', async () => {
    expect(await storedAnswer()).toBe(seeded?.answer);
  });

  it('migration 0036 replaces the words seeded before, and leaves an answer an operator edited', async () => {
    await db().updateTable('faq_item').set({ answer: OLD_ANSWER }).where('identifier', '=', 'expiry').execute();
    await sql.raw(migration).execute(db());
    expect(await storedAnswer()).toBe(seeded?.answer);

    await db().updateTable('faq_item').set({ answer: 'Our own words.' }).where('identifier', '=', 'expiry').execute();
    await sql.raw(migration).execute(db());
    expect(await storedAnswer()).toBe('Our own words.');
  });
});
