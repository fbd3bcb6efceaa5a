/**
 * The service lifecycle's dates (machines/serviceLifecycle.ts): the status due at any moment follows from the end of
 * the paid period alone, at the boundaries the policy names (30 days before, the end, 90 days of grace for a website,
 * 30 of grace and 30 of redemption for a domain and its private registration), whether the daily job looked every day
 * or once after months; and renewals count from the old date, or from the payment day for a website back from grace.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../contracts/calendar';
import { runsByDomainDates } from '../../contracts/services';
import { DEFAULT_SERVICE_LIFECYCLE_SETTINGS, moveService, type ServiceKind, type ServiceStatus } from '../../machines/serviceLifecycle';

const DAY = 86_400_000;
const PAID_UNTIL = new Date('2027-01-15T00:00:00.000Z');

/** The status the policy gives `days` (fractional) after the end of the paid period, written out as a table. */
function dueStatus(kind: ServiceKind, days: number): ServiceStatus {
  if (days < -30) return 'active';
  if (days < 0) return 'expiring';
  if (!runsByDomainDates(kind)) return days < 90 ? 'grace' : 'expired';
  if (days < 30) return 'grace';
  return days < 60 ? 'redemption' : 'released';
}

const kinds = fc.constantFrom<ServiceKind>('package', 'addon', 'plugin', 'private_registration', 'domain');
/** Milliseconds from the end of the paid period, within 400 days either side. */
const offsets = fc.integer({ min: -400 * DAY, max: 400 * DAY });

describe('serviceLifecycle dates', () => {
  it('at the boundaries: a millisecond before each one the earlier status, at it the next', () => {
    const cases: [ServiceKind, number, ServiceStatus][] = [
      ['package', -30, 'expiring'],
      ['package', 0, 'grace'],
      ['package', 90, 'expired'],
      ['domain', -30, 'expiring'],
      ['domain', 0, 'grace'],
      ['domain', 30, 'redemption'],
      ['domain', 60, 'released'],
      ['private_registration', 0, 'grace'],
      ['private_registration', 30, 'redemption'],
      ['private_registration', 60, 'released'],
    ];
    for (const [kind, days, status] of cases) {
      const boundary = addDays(PAID_UNTIL, days);
      const look = (now: Date) => moveService({ kind, paidUntil: PAID_UNTIL, status: 'active' }, { type: 'service.dayPassed', now: now.toISOString() }).status;
      expect(look(boundary), `${kind} at ${days} days`).toBe(status);
      expect(look(new Date(boundary.getTime() - 1)), `${kind} just before ${days} days`).toBe(dueStatus(kind, days - 1 / DAY));
    }
  });

  it('one look after any time gives the status the table gives, each step forward', () => {
    fc.assert(
      fc.property(kinds, offsets, (kind, offset) => {
        const days = offset / DAY;
        const now = new Date(PAID_UNTIL.getTime() + offset);
        const outcome = moveService({ kind, paidUntil: PAID_UNTIL, status: 'active' }, { type: 'service.dayPassed', now: now.toISOString() });
        expect(outcome.status).toBe(dueStatus(kind, days));
        const order: ServiceStatus[] = runsByDomainDates(kind) ? ['active', 'expiring', 'grace', 'redemption', 'released'] : ['active', 'expiring', 'grace', 'expired'];
        // Each step goes forward (a look past the end goes from active straight to grace), never back.
        const positions = ['active', ...outcome.steps].map((status) => order.indexOf(status as ServiceStatus));
        expect(positions.every((position, index) => index === 0 || position > (positions[index - 1] ?? -1))).toBe(true);
        expect(outcome.paidUntil).toBe(PAID_UNTIL.toISOString());
      }),
    );
  });

  it('looking every day or once at the end comes to the same status', () => {
    fc.assert(
      fc.property(kinds, fc.integer({ min: -60, max: 120 }), fc.integer({ min: 1, max: 20 }), (kind, lastDay, stride) => {
        let stored = { kind, paidUntil: PAID_UNTIL, status: 'active' as ServiceStatus };
        for (let day = -60; day <= lastDay; day += stride) {
          stored = { ...stored, status: moveService(stored, { type: 'service.dayPassed', now: addDays(PAID_UNTIL, day).toISOString() }).status };
        }
        const end = addDays(PAID_UNTIL, lastDay).toISOString();
        const daily = moveService(stored, { type: 'service.dayPassed', now: end }).status;
        expect(daily).toBe(moveService({ kind, paidUntil: PAID_UNTIL, status: 'active' }, { type: 'service.dayPassed', now: end }).status);
      }),
    );
  });

  it('a renewal continues from the old date, except a website back from grace, which runs from the payment day; a private registration as its domain', () => {
    const renew = (kind: ServiceKind, status: ServiceStatus, now: string) => moveService({ kind, paidUntil: PAID_UNTIL, status }, { type: 'service.renewed', now, months: 12 });
    expect(renew('package', 'expiring', '2026-12-20T10:00:00.000Z')).toMatchObject({ status: 'active', paidUntil: addMonths(PAID_UNTIL, 12).toISOString(), steps: ['active'] });
    expect(renew('package', 'grace', '2027-03-01T10:00:00.000Z')).toMatchObject({ status: 'active', paidUntil: '2028-03-01T00:00:00.000Z' });
    expect(renew('domain', 'redemption', '2027-02-25T10:00:00.000Z')).toMatchObject({ status: 'active', paidUntil: '2028-01-15T00:00:00.000Z' });
    // A private registration runs until its domain's date: renewed in grace or redemption, from the old date too.
    expect(renew('private_registration', 'grace', '2027-02-01T10:00:00.000Z')).toMatchObject({ status: 'active', paidUntil: '2028-01-15T00:00:00.000Z' });
    expect(renew('private_registration', 'redemption', '2027-02-25T10:00:00.000Z')).toMatchObject({ status: 'active', paidUntil: '2028-01-15T00:00:00.000Z' });
    expect(renew('private_registration', 'released', '2027-06-01T10:00:00.000Z')).toMatchObject({ status: 'released', steps: [] });
    expect(renew('package', 'expired', '2027-06-01T10:00:00.000Z')).toMatchObject({ status: 'expired', steps: [] });
    expect(renew('domain', 'released', '2027-06-01T10:00:00.000Z')).toMatchObject({ status: 'released', steps: [] });
  });

  it('a private registration dropped (its domain renewed without it) ends at its paid date, with no grace or redemption', () => {
    const drop = (status: ServiceStatus) => moveService({ kind: 'private_registration', paidUntil: PAID_UNTIL, status }, { type: 'service.dropped' });
    // Running, it runs on to its date; past its date (grace, redemption), it ends now.
    expect(drop('active')).toEqual({ status: 'active', paidUntil: PAID_UNTIL.toISOString(), dropped: true, steps: ['active'] });
    expect(drop('expiring')).toEqual({ status: 'expiring', paidUntil: PAID_UNTIL.toISOString(), dropped: true, steps: ['expiring'] });
    expect(drop('grace')).toMatchObject({ status: 'released', dropped: true, steps: ['released'] });
    expect(drop('redemption')).toMatchObject({ status: 'released', dropped: true, steps: ['released'] });
    expect(drop('released')).toMatchObject({ status: 'released', dropped: false, steps: [] });
    // A domain, a website's service: nothing to drop.
    expect(moveService({ kind: 'domain', paidUntil: PAID_UNTIL, status: 'expiring' }, { type: 'service.dropped' }).steps).toEqual([]);
    expect(moveService({ kind: 'package', paidUntil: PAID_UNTIL, status: 'expiring' }, { type: 'service.dropped' }).steps).toEqual([]);

    const look = (days: number, status: ServiceStatus = 'active') => moveService({ kind: 'private_registration', paidUntil: PAID_UNTIL, status, dropped: true }, { type: 'service.dayPassed', now: addDays(PAID_UNTIL, days).toISOString() });
    expect(look(-31).steps).toEqual([]);
    expect(look(-30).steps).toEqual(['expiring']);
    expect(look(-1 / DAY, 'expiring').steps).toEqual([]);
    expect(look(0, 'expiring').steps).toEqual(['released']);
    // A look after months goes straight to released, never through grace or redemption.
    expect(look(45).steps).toEqual(['released']);
    expect(look(45, 'expiring').steps).toEqual(['released']);

    // A renewal or an operator's extension undoes it: it runs by its domain's dates again.
    const stored = { kind: 'private_registration' as const, paidUntil: PAID_UNTIL, status: 'expiring' as const, dropped: true };
    expect(moveService(stored, { type: 'service.renewed', now: '2027-01-10T10:00:00.000Z', months: 12 })).toMatchObject({ status: 'active', dropped: false, paidUntil: '2028-01-15T00:00:00.000Z' });
    expect(moveService(stored, { type: 'service.extended', now: '2027-01-10T10:00:00.000Z', paidUntil: '2027-06-01T00:00:00.000Z' })).toMatchObject({ status: 'active', dropped: false });
  });

  it('the operator\'s settings move the boundaries', () => {
    const settings = { ...DEFAULT_SERVICE_LIFECYCLE_SETTINGS, renewalLeadDays: 45, hostingGraceDays: 10 };
    const look = (days: number) => moveService({ kind: 'package', paidUntil: PAID_UNTIL, status: 'active' }, { type: 'service.dayPassed', now: addDays(PAID_UNTIL, days).toISOString() }, settings).status;
    expect([look(-46), look(-45), look(9), look(10)]).toEqual(['active', 'expiring', 'grace', 'expired']);
  });
});
