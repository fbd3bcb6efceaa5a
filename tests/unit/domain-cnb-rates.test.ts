import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CNB_HEADER, CnbRatesFormatError, exchangeRateText, formatCnbDailyRates, parseCnbDailyRates, rateForDay, toCzkMinor } from '../../server/domain/cnb-rates';
import type { CnbDailyRates } from '../../server/domain/cnb-rates';

const PUBLISHED = ['27.11.2026 #229', CNB_HEADER, 'Austrálie|dolar|1|AUD|15,112', 'EMU|euro|1|EUR|24,335', 'Japonsko|jen|100|JPY|14,870', 'USA|dolar|1|USD|21,052', ''].join('\n');

describe("the Czech National Bank's daily rate file", () => {
  it('reads the day, the number and each rate with its amount, the decimal comma made a point', () => {
    expect(parseCnbDailyRates(PUBLISHED)).toEqual({
      date: '2026-11-27',
      sequence: 229,
      rates: [
        { country: 'Austrálie', currencyName: 'dolar', amount: 1, currency: 'AUD', rate: '15.112' },
        { country: 'EMU', currencyName: 'euro', amount: 1, currency: 'EUR', rate: '24.335' },
        { country: 'Japonsko', currencyName: 'jen', amount: 100, currency: 'JPY', rate: '14.870' },
        { country: 'USA', currencyName: 'dolar', amount: 1, currency: 'USD', rate: '21.052' },
      ],
    });
  });

  it('reads Windows line ends and a byte order mark as well', () => {
    expect(parseCnbDailyRates(`\uFEFF${PUBLISHED.replaceAll('\n', '\r\n')}`).rates).toHaveLength(4);
  });

  const daily = fc.record({
    date: fc.date({ min: new Date('1991-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
    sequence: fc.integer({ min: 1, max: 366 }),
    rates: fc.uniqueArray(
      fc.record({
        country: fc.string({ minLength: 1, maxLength: 30 }).filter((text) => !/[|\r\n]/.test(text) && text.trim() !== ''),
        currencyName: fc.string({ minLength: 1, maxLength: 20 }).filter((text) => !/[|\r\n]/.test(text) && text.trim() !== ''),
        amount: fc.constantFrom(1, 100, 1000),
        currency: fc.stringMatching(/^[A-Z]{3}$/),
        rate: fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 6n }), fc.integer({ min: 1, max: 999 })).map(([whole, fraction]) => `${whole}.${String(fraction).padStart(3, '0')}`),
      }),
      { minLength: 1, maxLength: 40, selector: (rate) => rate.currency },
    ),
  });

  it('reads back exactly what was written, for any day and rates (round trip)', () => {
    fc.assert(
      fc.property(daily, (rates: CnbDailyRates) => {
        expect(parseCnbDailyRates(formatCnbDailyRates(rates))).toEqual(rates);
      }),
    );
  });

  it('writes back byte for byte the file it read', () => {
    expect(formatCnbDailyRates(parseCnbDailyRates(PUBLISHED))).toBe(PUBLISHED);
  });

  it.each([
    ['an empty answer', '', 'line 1 should be the day and number of the rates'],
    ['an error page', '<!DOCTYPE html><html><body>Service unavailable</body></html>', 'line 1 should be the day and number of the rates'],
    ['a day that does not exist', PUBLISHED.replace('27.11.2026', '31.11.2026'), 'line 1 names no calendar day (31.11.2026)'],
    ['another header', PUBLISHED.replace(CNB_HEADER, 'Country|Currency|Amount|Code|Rate'), 'line 2 should be the header'],
    ['no rates', `27.11.2026 #229\n${CNB_HEADER}\n`, 'line 3 should hold a rate'],
    ['a line cut short', PUBLISHED.replace('USA|dolar|1|USD|21,052', 'USA|dolar|1|US'), 'line 6 should have 5 fields'],
    ['a decimal point', PUBLISHED.replace('24,335', '24.335'), 'line 4 should give the rate as a number with a decimal comma, such as 24,335 (got "24.335")'],
    ['an empty rate', PUBLISHED.replace('24,335', ''), 'line 4 should give the rate as a number'],
    ['a zero rate', PUBLISHED.replace('24,335', '0,000'), 'line 4 gives EUR a rate of nothing'],
    ['an amount that is no whole number', PUBLISHED.replace('|100|JPY', '|1,5|JPY'), 'line 5 should give the amount as a whole number'],
    ['a lower-case code', PUBLISHED.replace('|EUR|', '|eur|'), 'line 4 should give a three-letter currency code'],
    ['a currency twice', PUBLISHED.replace('|AUD|', '|EUR|'), 'line 4 repeats EUR'],
    ['a blank line among the rates', PUBLISHED.replace('EMU|', '\nEMU|'), 'line 4 should have 5 fields'],
  ])('refuses %s with a message naming the line', (_, text, message) => {
    expect(() => parseCnbDailyRates(text)).toThrow(CnbRatesFormatError);
    expect(() => parseCnbDailyRates(text)).toThrow(message);
  });

  it('never takes a file with a line changed into one that is not a rate line', () => {
    // (An empty last line is the end of the file: a file cut at a line's end cannot be told from a shorter one.)
    fc.assert(
      fc.property(daily, fc.nat(), fc.string().filter((text) => text.trim() !== '' && text.split('|').length !== 5), (rates, at, line) => {
        const lines = formatCnbDailyRates(rates).split('\n');
        lines[2 + (at % rates.rates.length)] = line;
        expect(() => parseCnbDailyRates(lines.join('\n'))).toThrow(CnbRatesFormatError);
      }),
    );
  });
});

describe('the rate of a taxable supply', () => {
  const stored = [
    { date: '2026-11-20', currency: 'EUR', amount: 1, rate: '24.310' },
    { date: '2026-11-26', currency: 'EUR', amount: 1, rate: '24.335' },
    { date: '2026-11-27', currency: 'USD', amount: 1, rate: '21.052' },
    { date: '2026-11-27', currency: 'EUR', amount: 1, rate: '24.350' },
  ];

  it('is the one declared on the day itself', () => {
    expect(rateForDay(stored, 'EUR', '2026-11-27')?.rate).toBe('24.350');
  });

  it('on a day without rates (a weekend, a holiday, or before they are out) is the last one declared before', () => {
    expect(rateForDay(stored, 'EUR', '2026-11-29')?.date).toBe('2026-11-27');
    expect(rateForDay(stored, 'EUR', '2026-11-25')?.date).toBe('2026-11-20');
    expect(rateForDay(stored, 'USD', '2026-11-30')?.rate).toBe('21.052');
  });

  it('is none before the first rate of the currency, and never a later one', () => {
    expect(rateForDay(stored, 'EUR', '2026-11-19')).toBeUndefined();
    expect(rateForDay(stored, 'USD', '2026-11-26')).toBeUndefined();
  });

  it('is always the latest of the rates on or before the day, whatever their order', () => {
    const rate = fc.record({ date: fc.constantFrom('2026-11-02', '2026-11-03', '2026-11-05', '2026-11-09'), currency: fc.constantFrom('EUR', 'USD'), amount: fc.constant(1), rate: fc.constant('1.000') });
    fc.assert(
      fc.property(fc.array(rate), fc.constantFrom('2026-11-01', '2026-11-03', '2026-11-04', '2026-11-10'), (rates, day) => {
        const chosen = rateForDay(rates, 'EUR', day);
        const candidates = rates.filter((each) => each.currency === 'EUR' && each.date <= day).map((each) => each.date);
        expect(chosen?.date).toBe(candidates.sort().at(-1));
      }),
    );
  });
});

describe('amounts in CZK', () => {
  it('multiplies by the rate per its amount, to the haléř, rounded half away from zero', () => {
    expect(toCzkMinor(10000n, { currency: 'EUR', amount: 1, rate: '24.335' })).toBe(243350n);
    expect(toCzkMinor(1n, { currency: 'EUR', amount: 1, rate: '24.335' })).toBe(24n);
    // 0.03 EUR = 0.73005 CZK, 0.02 EUR = 0.4867 CZK
    expect(toCzkMinor(3n, { currency: 'EUR', amount: 1, rate: '24.335' })).toBe(73n);
    expect(toCzkMinor(2n, { currency: 'USD', amount: 1, rate: '24.335' })).toBe(49n);
    expect(toCzkMinor(-2n, { currency: 'USD', amount: 1, rate: '24.335' })).toBe(-49n);
    // 1,000 yen (no minor unit) at 14.870 CZK per 100 yen
    expect(toCzkMinor(1000n, { currency: 'JPY', amount: 100, rate: '14.870' })).toBe(14870n);
  });

  it('is exact for any amount: never a float on the way', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 53n }), fc.integer({ min: 1, max: 99_999 }), (cents, thousandths) => {
        const czk = toCzkMinor(cents, { currency: 'EUR', amount: 1, rate: `${Math.floor(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, '0')}` });
        const exact = cents * BigInt(thousandths);
        // czk haléře = exact / 1000, rounded: within half a haléř.
        expect(czk * 1000n - exact <= 500n && exact - czk * 1000n < 500n).toBe(true);
      }),
    );
  });

  it('are stated with the rate and the day it was declared for', () => {
    expect(exchangeRateText({ date: '2026-11-26', currency: 'EUR', amount: 1, rate: '24.335' })).toBe('Exchange rate of the Czech National Bank of 26 Nov 2026: 1 EUR = 24.335 CZK');
    expect(exchangeRateText({ date: '2027-01-04', currency: 'HUF', amount: 100, rate: '6.120' })).toBe('Exchange rate of the Czech National Bank of 4 Jan 2027: 100 HUF = 6.120 CZK');
  });
});
