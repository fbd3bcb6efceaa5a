/**
 * The one writer of a service's status (server/lifecycle/service-status.ts): a look stores the status due and every
 * step passed, a renewal moves the paid period, and of two changes made from the same read exactly one is stored.
 * PGlite by default, PostgreSQL under TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database';
import { changeService } from '../../server/lifecycle/service-status';
import { createTestDatabase } from './db';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const aPackageService = async () => {
  const row = await database.db.selectFrom('services').select(['id', 'kind', 'status', 'paid_until', 'dropped']).where('kind', '=', 'package').executeTakeFirstOrThrow();
  const paidUntil = new Date('2027-02-01T00:00:00.000Z'); // periods end at midnight UTC (contracts/calendar.ts)
  await database.db.updateTable('services').set({ status: 'active', paid_until: paidUntil }).where('id', '=', row.id).execute();
  return { ...row, status: 'active' as const, paid_until: paidUntil };
};

describe('changing a service', () => {
  it('stores the status a late look finds due, from what was stored', async () => {
    const service = await aPackageService();
    const change = await changeService(database.db, service, { type: 'service.dayPassed', now: '2027-02-02T06:00:00.000Z' }, new Date('2027-02-02T06:00:00.000Z'));
    expect(change?.steps).toEqual(['grace']);
    const stored = await database.db.selectFrom('services').select(['status', 'paid_until']).where('id', '=', service.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('grace');
    expect(stored.paid_until.toISOString()).toBe('2027-02-01T00:00:00.000Z');
  });

  it('answers null and stores nothing when the look finds nothing due', async () => {
    const service = await aPackageService();
    expect(await changeService(database.db, service, { type: 'service.dayPassed', now: '2026-06-01T06:00:00.000Z' }, new Date())).toBeNull();
  });

  it('stores one of two changes made from the same read: a renewal and a look', async () => {
    const service = await aPackageService();
    const now = new Date('2027-01-10T06:00:00.000Z');
    const renewal = await changeService(database.db, service, { type: 'service.renewed', now: now.toISOString(), months: 12 }, now);
    const look = await changeService(database.db, service, { type: 'service.dayPassed', now: now.toISOString() }, now);
    expect(renewal?.to.paidUntil.toISOString()).toBe('2028-02-01T00:00:00.000Z');
    expect(look).toBeNull();
    const stored = await database.db.selectFrom('services').select(['status', 'paid_until']).where('id', '=', service.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'active', paid_until: new Date('2028-02-01T00:00:00.000Z') });
  });
});
