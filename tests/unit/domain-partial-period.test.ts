import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../server/domain/calendar';
import { calendarDaysBetween, partialPeriod, shareOfYearlyPrice } from '../../server/domain/checkout/partial-period';

/** "Five more mailboxes": its yearly price in each currency of the catalogue (server/db/checkout-catalogue.ts). */
const MAILBOXES_YEARLY = { EUR: 2490n, CZK: 59000n, USD: 2790n } as const;

describe('an add-on bought alone: its share of the yearly price until the package ends', () => {
  // A yearly package paid on 2027-01-01 runs until 2028-01-01 (365 days); day 100 is 2027-04-11.
  const paidUntil = new Date('2028-01-01T09:30:00Z');
  const day100 = new Date('2027-04-11T22:15:00Z');

  it('counts day 100 of a yearly package as 265 remaining days of a 365-day year', () => {
    expect(partialPeriod(day100, paidUntil)).toEqual({ days: 265, wholeYears: 0, restDays: 265, yearDays: 365 });
  });

  it.each([
    ['EUR', 1808n], // 2490 × 265 / 365 = 1807.81
    ['CZK', 42836n], // 59000 × 265 / 365 = 42835.62
    ['USD', 2026n], // 2790 × 265 / 365 = 2025.62
  ] as const)('costs exactly its share of the 265 remaining days in %s', (currency, cents) => {
    expect(shareOfYearlyPrice(MAILBOXES_YEARLY[currency], day100, paidUntil)).toBe(cents);
  });

  // A yearly package paid on 2027-06-01 runs until 2028-06-01: 366 days with 2028-02-29; day 100 is 2027-09-09.
  it.each([
    ['EUR', 1810n], // 2490 × 266 / 366 = 1809.67
    ['CZK', 42880n], // 59000 × 266 / 366 = 42879.78
    ['USD', 2028n], // 2790 × 266 / 366 = 2027.70
  ] as const)('counts a period with 29 February as a 366-day year: day 100 leaves 266 days in %s', (currency, cents) => {
    const leapUntil = new Date('2028-06-01T00:00:00Z');
    const leapDay100 = new Date('2027-09-09T12:00:00Z');
    expect(partialPeriod(leapDay100, leapUntil)).toEqual({ days: 266, wholeYears: 0, restDays: 266, yearDays: 366 });
    expect(shareOfYearlyPrice(MAILBOXES_YEARLY[currency], leapDay100, leapUntil)).toBe(cents);
  });

  it('rounds half a cent up, once', () => {
    // 1 × 183 / 366 = 0.5
    expect(shareOfYearlyPrice(1n, new Date('2027-12-01T00:00:00Z'), new Date('2028-06-01T00:00:00Z'))).toBe(1n);
    // 3 × 61 / 366 = 0.5 exactly; 3 × 60 / 366 = 0.49
    expect(shareOfYearlyPrice(3n, new Date('2028-04-01T00:00:00Z'), new Date('2028-06-01T00:00:00Z'))).toBe(1n);
    expect(shareOfYearlyPrice(3n, new Date('2028-04-02T00:00:00Z'), new Date('2028-06-01T00:00:00Z'))).toBe(0n);
  });

  it('charges nothing for a package that ends today or has ended', () => {
    expect(shareOfYearlyPrice(2490n, new Date('2028-01-01T23:59:00Z'), paidUntil)).toBe(0n);
    expect(shareOfYearlyPrice(2490n, new Date('2028-03-01T00:00:00Z'), paidUntil)).toBe(0n);
  });

  it('charges a whole year at the yearly price and each further whole year too', () => {
    expect(shareOfYearlyPrice(2490n, new Date('2027-01-01T18:00:00Z'), paidUntil)).toBe(2490n);
    expect(shareOfYearlyPrice(2490n, new Date('2026-01-01T00:00:00Z'), paidUntil)).toBe(4980n);
    // Day 100 of a 24-month package: a whole year and 265 days of the year before it.
    expect(shareOfYearlyPrice(2490n, new Date('2026-04-11T00:00:00Z'), paidUntil)).toBe(2490n + 1808n);
  });

  const date = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-12-31T23:59:59Z'), noInvalidDate: true });
  const yearly = fc.bigInt({ min: 0n, max: 10_000_000n });

  it('is never more than the yearly price per started year, never less than per whole year, and grows with the days', () => {
    fc.assert(
      fc.property(yearly, date, fc.integer({ min: 1, max: 1200 }), fc.integer({ min: 0, max: 1200 }), (price, now, days, more) => {
        const until = addDays(now, days);
        const share = shareOfYearlyPrice(price, now, until);
        const { wholeYears, restDays, yearDays } = partialPeriod(now, until);
        expect(wholeYears >= 0 && restDays >= 0 && restDays < yearDays && (yearDays === 365 || yearDays === 366)).toBe(true);
        expect(share >= price * BigInt(wholeYears) && share <= price * BigInt(wholeYears + (restDays > 0 ? 1 : 0))).toBe(true);
        expect(shareOfYearlyPrice(price, addDays(now, -more), until) >= share).toBe(true);
      }),
    );
  });

  it('counts every day from today to the package date exactly once', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 1, max: 1200 }), (now, days) => {
        const until = addDays(now, days);
        const { wholeYears, restDays } = partialPeriod(now, until);
        const yearsStart = addMonths(until, -12 * wholeYears);
        expect(calendarDaysBetween(now, until)).toBe(days);
        expect(restDays + calendarDaysBetween(yearsStart, until)).toBe(days);
      }),
    );
  });
});
