import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PricingCatalogue } from '../../server/domain/checkout/types';
import { vatFor } from '../../server/domain/checkout/vat';
import { dayBefore, isIsoDay, parseRatePercent, periodsOverlap, sellerDate, vatRateAt, vatRateOn, withNewRate } from '../../server/domain/checkout/vat-rates';
import type { VatRatePeriod } from '../../server/domain/checkout/vat-rates';

const TODAY = '2026-11-27';
const since2000: VatRatePeriod[] = [{ rateBasisPoints: 2100, validFrom: '2000-01-01', validTo: null }];

const isoDay = (from: string, days: number) => {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A country's periods after rates were added one after another, each from a later future day. */
const scheduleArb = fc.array(fc.tuple(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 10_000 })), { minLength: 1, maxLength: 6 }).map((steps) => {
  let periods = since2000;
  let from = TODAY;
  for (const [gap, rateBasisPoints] of steps) {
    from = isoDay(from, gap);
    const added = withNewRate(periods, { rateBasisPoints, validFrom: from }, TODAY);
    if ('problems' in added) throw new Error(JSON.stringify(added.problems));
    periods = added.periods;
  }
  return periods;
});

describe('VAT rates as dated periods', () => {
  it('adds a rate from a future day, closing the open period the day before', () => {
    const added = withNewRate(since2000, { rateBasisPoints: 2300, validFrom: '2027-01-01' }, TODAY);
    expect(added).toEqual({
      periods: [
        { rateBasisPoints: 2100, validFrom: '2000-01-01', validTo: '2026-12-31' },
        { rateBasisPoints: 2300, validFrom: '2027-01-01', validTo: null },
      ],
      closed: { rateBasisPoints: 2100, validFrom: '2000-01-01', validTo: '2026-12-31' },
      added: { rateBasisPoints: 2300, validFrom: '2027-01-01', validTo: null },
    });
  });

  it('refuses a first day that is today or past, not a date, or not after a rate already set; and a rate outside 0 to 100 %', () => {
    const problems = (rateBasisPoints: number | undefined, validFrom: string, periods = since2000) => {
      const outcome = withNewRate(periods, { rateBasisPoints, validFrom }, TODAY);
      return 'problems' in outcome ? outcome.problems : {};
    };
    expect(problems(2300, TODAY).validFrom).toMatch(/must start after today \(2026-11-27\)/);
    expect(problems(2300, '2025-01-01').validFrom).toMatch(/must start after today/);
    expect(problems(2300, '2027-02-30').validFrom).toMatch(/as a date/);
    expect(problems(2300, 'soon').validFrom).toMatch(/as a date/);
    const scheduled = withNewRate(since2000, { rateBasisPoints: 2300, validFrom: '2027-07-01' }, TODAY);
    if ('problems' in scheduled) throw new Error('refused');
    expect(problems(2200, '2027-03-01', scheduled.periods).validFrom).toMatch(/has a rate from 2027-07-01.*overlap/);
    expect(problems(2200, '2027-07-01', scheduled.periods).validFrom).toMatch(/overlap/);
    expect(problems(undefined, '2027-01-01').rate).toMatch(/0 to 100/);
    expect(problems(10_001, '2027-01-01').rate).toMatch(/0 to 100/);
    expect(problems(-1, '2027-01-01').rate).toMatch(/0 to 100/);
    expect(problems(10_000, '2027-01-01')).toEqual({});
  });

  it('reads a percent as typed into basis points, and nothing outside 0 to 100 % or with more than two decimals', () => {
    expect(['21', '25.5', '8,1', '0', '100', ' 7.25 '].map(parseRatePercent)).toEqual([2100, 2550, 810, 0, 10_000, 725]);
    expect(['100.01', '101', '-1', '21.555', '', 'x', '21%'].map(parseRatePercent)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it('never lets periods overlap, and gives every day from the first on exactly one rate', () => {
    fc.assert(
      fc.property(scheduleArb, fc.integer({ min: 0, max: 12_000 }), (periods, offset) => {
        expect(periodsOverlap(periods)).toBe(false);
        const day = isoDay('2000-01-01', offset);
        const matching = periods.filter((period) => period.validFrom <= day && (period.validTo === null || day <= period.validTo));
        expect(matching).toHaveLength(1);
        expect(vatRateOn(periods, day)).toBe(matching[0]);
      }),
    );
  });

  it('leaves no gap: each closed period ends the day before the next one starts, and the last is open-ended', () => {
    fc.assert(
      fc.property(scheduleArb, (periods) => {
        periods.forEach((period, index) => {
          const next = periods[index + 1];
          expect(period.validTo).toBe(next ? dayBefore(next.validFrom) : null);
        });
      }),
    );
  });

  it('changes the rate at the seller\'s midnight (Prague), not at midnight UTC', () => {
    const added = withNewRate(since2000, { rateBasisPoints: 2300, validFrom: '2027-01-01' }, TODAY);
    if ('problems' in added) throw new Error('refused');
    // 23:30 UTC on 31 December is 00:30 on 1 January in Prague.
    expect(sellerDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(vatRateAt(added.periods, new Date('2026-12-31T22:59:59Z'))).toBe(2100);
    expect(vatRateAt(added.periods, new Date('2026-12-31T23:00:00Z'))).toBe(2300);
  });

  it('knows a calendar day from text that only looks like one', () => {
    expect(['2027-01-01', '2028-02-29'].map(isIsoDay)).toEqual([true, true]);
    expect(['2027-02-29', '2027-13-01', '27-01-01', '2027-1-1'].map(isIsoDay)).toEqual([false, false, false, false]);
  });
});

describe('the VAT of an order at a moment', () => {
  const catalogue = (vatPayer: boolean, countryCode = 'CZ'): PricingCatalogue =>
    ({
      vatCountries: new Map([
        ['CZ', { countryCode: 'CZ', countryName: 'Czechia', eu: true, vatPrefix: 'CZ', rates: [{ rateBasisPoints: 2100, validFrom: '2000-01-01', validTo: '2026-12-31' }, { rateBasisPoints: 2300, validFrom: '2027-01-01', validTo: null }] }],
        ['SK', { countryCode: 'SK', countryName: 'Slovakia', eu: true, vatPrefix: 'SK', rates: since2000.map((period) => ({ ...period, rateBasisPoints: 2300 })) }],
      ]),
      seller: { countryCode, vatPayer },
    }) as unknown as PricingCatalogue;

  it('is the rate valid on the day the order is priced', () => {
    expect(vatFor(catalogue(true), { country: 'CZ' }, new Date('2026-12-15T12:00:00Z')).rateBasisPoints).toBe(2100);
    expect(vatFor(catalogue(true), { country: 'CZ' }, new Date('2027-01-02T12:00:00Z')).rateBasisPoints).toBe(2300);
  });

  it('is the seller country\'s when the customer names none, and reverse charge needs a country other than the seller\'s', () => {
    const moment = new Date('2026-12-15T12:00:00Z');
    expect(vatFor(catalogue(true, 'SK'), {}, moment).rateBasisPoints).toBe(2300);
    // VIES confirmed the VAT ID (server/tax/): reverse charge then depends on the seller's country alone.
    const confirmed = { vatId: 'CZ25596641', status: 'valid' as const, consultationNumber: 'WAPI1', checkedAt: '2026-12-15T11:00:00.000Z' };
    expect(vatFor(catalogue(true, 'SK'), { country: 'CZ', companyBilling: 'true', dic: 'CZ25596641' }, moment, confirmed)).toMatchObject({ rateBasisPoints: 0, reverseCharge: true });
    expect(vatFor(catalogue(true, 'CZ'), { country: 'CZ', companyBilling: 'true', dic: 'CZ25596641' }, moment, confirmed)).toMatchObject({ rateBasisPoints: 2100, reverseCharge: false });
  });

  it('is none when the seller is not a VAT payer, whoever the customer is', () => {
    expect(vatFor(catalogue(false), { country: 'CZ' }, new Date('2027-01-02T12:00:00Z'))).toMatchObject({ rateBasisPoints: 0, reverseCharge: false, sellerVatPayer: false });
    expect(vatFor(catalogue(false), { country: 'SK', companyBilling: 'true', dic: 'SK2020123456' }, new Date('2027-01-02T12:00:00Z'))).toMatchObject({ rateBasisPoints: 0, reverseCharge: false, sellerVatPayer: false });
  });
});
