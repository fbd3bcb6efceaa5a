/**
 * The serviceLifecycle machine's paths against its actor, one model per branch: a website's package (bought until
 * 15 Jan 2027) and a domain (registered until the same day); and a domain's private registration, which walks the
 * domain's branch (it runs until its domain's date, whenever it is renewed). The daily look is sent as of the days that matter
 * (a quiet day, the renewal window, the end of the period, the end of the grace, the end of redemption); renewals,
 * an operator's extension (to a later date, or refused to a past one) and an operator's end at each step; and a private
 * registration dropped (its domain renewed without it), which ends at its date with no grace. Each
 * state checks what the status means (the package running, the free version, the restoration fee) and the end of
 * the paid period after a renewal: from the old date, or from the payment day for a website back from grace.
 * Read by serviceLifecycle.test.ts; the daily job that stores these steps is server/lifecycle.
 */
import { expect } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { serviceLifecycleMachine, type ServiceLifecycleContext, type ServiceLifecycleInput } from '../../machines/serviceLifecycle';
import { INIT_EVENT, type ViewModel } from './harness';
import { settle } from './held-actors';

interface ServiceDriver {
  actor: AnyActorRef | null;
  /** The end of the paid period the path's last change must have left. */
  expectedPaidUntil: string;
}

const PAID_UNTIL = '2027-01-15T00:00:00.000Z';
const QUIET_DAY = { $name: 'a quiet day', now: '2026-11-01T03:00:00.000Z' };
const WINDOW = { $name: 'the renewal window', now: '2026-12-20T03:00:00.000Z' };
const ENDED = { $name: 'the period ended', now: '2027-01-15T03:00:00.000Z' };
const RENEWED_EARLY = { $name: 'renewed before the end', now: '2026-12-28T10:00:00.000Z', months: 12 };
const RENEWED_LATE = { $name: 'renewed after the end', now: '2027-02-20T10:00:00.000Z', months: 12 };
const EXTENDED_LATER = { $name: 'to a later date', now: '2027-02-01T10:00:00.000Z', paidUntil: '2027-08-01T00:00:00.000Z' };
const EXTENDED_PAST = { $name: 'to a past date', now: '2027-02-01T10:00:00.000Z', paidUntil: '2027-01-01T00:00:00.000Z' };

type Sent = { type: string; now: string; months?: number; paidUntil?: string };
const current = (driver: ServiceDriver) => driver.actor?.getSnapshot() as { context: ServiceLifecycleContext; hasTag(tag: string): boolean; can(event: Sent): boolean };

/**
 * What a renewal leaves, written out by date: a website back from grace runs 12 months from the payment day; any
 * other renewal (a domain's always) continues 12 months from the old end.
 */
const RENEWAL_RESULT = { fromOldDate: '2028-01-15T00:00:00.000Z', fromPaymentDay: { [RENEWED_EARLY.now]: '2027-12-28T00:00:00.000Z', [RENEWED_LATE.now]: '2028-02-20T00:00:00.000Z' } };

/** Nothing moves a finished service: no renewal, no extension, no look. */
function expectFinished(driver: ServiceDriver): void {
  const snapshot = current(driver);
  for (const event of [
    { type: 'service.renewed', ...RENEWED_LATE },
    { type: 'service.extended', ...EXTENDED_LATER },
    { type: 'service.dayPassed', now: '2030-01-01T00:00:00.000Z' },
    { type: 'service.ended', now: '' },
    { type: 'service.dropped', now: '' },
  ])
    expect(snapshot.can(event)).toBe(false);
}

function serviceModel(input: ServiceLifecycleInput, lateDays: { $name: string; now: string }[]): ViewModel<typeof serviceLifecycleMachine, ServiceDriver> {
  return {
    machine: serviceLifecycleMachine,
    input,
    eventCases: {
      'service.dayPassed': [QUIET_DAY, WINDOW, ENDED, ...lateDays],
      'service.renewed': [RENEWED_EARLY, RENEWED_LATE],
      'service.extended': [EXTENDED_LATER, EXTENDED_PAST],
    },
    // The status and whether it was dropped tell states apart; the end of the period follows from the path.
    serializeContext: (context) => ({ kind: context.kind, dropped: context.dropped }),
    createDriver: () => ({ actor: null, expectedPaidUntil: PAID_UNTIL }),
    dispose: (driver) => driver.actor?.stop(),
    states: {
      sorting: async () => {
        throw new Error('sorting is left in the same step it is entered');
      },
      'hosting.active': async (driver, snapshot) => {
        expect(snapshot.hasTag('running') && snapshot.hasTag('renewable')).toBe(true);
        expect(snapshot.hasTag('endingSoon')).toBe(false);
        expect(snapshot.context.paidUntil).toBe(driver.expectedPaidUntil);
      },
      'hosting.expiring': async (_driver, snapshot) => {
        expect(snapshot.hasTag('running') && snapshot.hasTag('endingSoon')).toBe(true);
        expect(snapshot.context.paidUntil).toBe(PAID_UNTIL);
      },
      'hosting.grace': async (_driver, snapshot) => {
        expect(snapshot.hasTag('freeVersion') && snapshot.hasTag('renewable')).toBe(true);
        expect(snapshot.hasTag('running')).toBe(false);
      },
      'hosting.expired': async (driver, snapshot) => {
        expectFinished(driver);
        expect(snapshot.hasTag('renewable')).toBe(false);
        expect(snapshot.hasTag('freeVersion')).toBe(true);
      },
      'domain.active': async (driver, snapshot) => {
        expect(snapshot.hasTag('running')).toBe(true);
        // Only a private registration is dropped; it runs to its own date.
        if (snapshot.context.dropped) expect(snapshot.context.kind).toBe('private_registration');
        // A domain renews from its old expiry date, whenever the renewal is paid.
        expect(snapshot.context.paidUntil).toBe(driver.expectedPaidUntil);
      },
      'domain.expiring': async (_driver, snapshot) => {
        expect(snapshot.hasTag('running') && snapshot.hasTag('endingSoon')).toBe(true);
      },
      'domain.grace': async (_driver, snapshot) => {
        expect(snapshot.hasTag('running')).toBe(false);
        expect(snapshot.hasTag('restorationFee')).toBe(false);
        expect(snapshot.hasTag('renewable')).toBe(true);
      },
      'domain.redemption': async (_driver, snapshot) => {
        expect(snapshot.hasTag('restorationFee') && snapshot.hasTag('renewable')).toBe(true);
      },
      'domain.released': async (driver, snapshot) => {
        expectFinished(driver);
        expect(snapshot.hasTag('renewable')).toBe(false);
      },
    },
    events: {
      [INIT_EVENT]: async (driver, _event, run) => {
        driver.actor = createActor(serviceLifecycleMachine, { input, inspect: run.inspect }).start();
        await settle();
      },
      'service.dayPassed': async (driver, event) => {
        driver.actor?.send(event);
        await settle();
      },
      'service.renewed': async (driver, event) => {
        const backFromGrace = current(driver).hasTag('freeVersion');
        driver.expectedPaidUntil = backFromGrace ? (RENEWAL_RESULT.fromPaymentDay[(event as unknown as Sent).now] ?? '') : RENEWAL_RESULT.fromOldDate;
        driver.actor?.send(event);
        await settle();
        // Renewed, it is no longer dropped.
        expect(current(driver).context.dropped).toBe(false);
      },
      'service.dropped': async (driver, event) => {
        const before = current(driver);
        const runningBefore = before.hasTag('running');
        driver.actor?.send(event);
        await settle();
        const after = current(driver);
        // Dropped while running, it runs on to its own date; past its date, it has ended.
        expect(after.context.dropped).toBe(true);
        expect(after.context.paidUntil).toBe(before.context.paidUntil);
        expect(after.hasTag('running')).toBe(runningBefore);
        if (!runningBefore) expect(after.hasTag('renewable')).toBe(false);
      },
      'service.extended': async (driver, event) => {
        const { now, paidUntil } = event as unknown as Sent;
        const before = current(driver).context.paidUntil;
        driver.actor?.send(event);
        await settle();
        // A date in the past changes nothing; a later one is the new end.
        if (paidUntil && paidUntil > now) driver.expectedPaidUntil = paidUntil;
        expect(current(driver).context.paidUntil).toBe(paidUntil && paidUntil > now ? paidUntil : before);
        if (paidUntil && paidUntil > now) expect(current(driver).context.dropped).toBe(false);
      },
      'service.ended': async (driver, event) => {
        driver.actor?.send(event);
        await settle();
      },
    },
  };
}

export const hostingModel = serviceModel({ kind: 'package', paidUntil: PAID_UNTIL }, [{ $name: 'the grace over', now: '2027-04-20T03:00:00.000Z' }]);
const DOMAIN_LATE_DAYS = [
  { $name: 'the grace over', now: '2027-02-20T03:00:00.000Z' },
  { $name: 'redemption over', now: '2027-03-20T03:00:00.000Z' },
];
export const domainModel = serviceModel({ kind: 'domain', paidUntil: PAID_UNTIL }, DOMAIN_LATE_DAYS);
export const privateRegistrationModel = serviceModel({ kind: 'private_registration', paidUntil: PAID_UNTIL }, DOMAIN_LATE_DAYS);
