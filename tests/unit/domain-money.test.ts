import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercent, formatMoney, minorUnitDigits, parseDecimalAmount, toDecimalString } from '../../server/domain/money';

describe('money', () => {
  it('knows how many minor-unit digits a currency has', () => {
    expect(minorUnitDigits('EUR')).toBe(2);
    expect(minorUnitDigits('CZK')).toBe(2);
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('KWD')).toBe(3);
  });

  it('turns minor units into the exact decimal, whatever the size of the amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 0, max: 3 }), (amount, digits) => {
        const decimal = toDecimalString(amount, digits);
        expect(decimal).toMatch(digits === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${digits}}$`));
        expect(BigInt(decimal.replace('.', ''))).toBe(amount);
      }),
    );
  });

  it('formats for the locale, dropping a zero fraction only from whole amounts', () => {
    expect(formatMoney({ amountMinor: 1999n, currency: 'EUR' }, 'en')).toBe('€19.99');
    expect(formatMoney({ amountMinor: 1900n, currency: 'EUR' }, 'en')).toBe('€19');
    expect(formatMoney({ amountMinor: 1950n, currency: 'EUR' }, 'en')).toBe('€19.50');
    expect(formatMoney({ amountMinor: 29900n, currency: 'CZK' }, 'cs')).toBe('299\u00a0Kč');
    expect(formatMoney({ amountMinor: 123456789n, currency: 'USD' }, 'en-US')).toBe('$1,234,567.89');
  });

  it('never loses a cent to floating point, even beyond 2^53 minor units', () => {
    expect(formatMoney({ amountMinor: 9007199254740993n, currency: 'USD' }, 'en-US')).toBe('$90,071,992,547,409.93');
  });

  it('reads decimal amounts people type, up to 2^53 - 1 minor units (exact as a number, within the database)', () => {
    expect(parseDecimalAmount(' 121.5 ', 'EUR')).toBe(12_150n);
    expect(parseDecimalAmount('-15', 'EUR')).toBe(-1_500n);
    expect(parseDecimalAmount('1.001', 'EUR')).toBe('not-an-amount');
    expect(parseDecimalAmount('12,00', 'EUR')).toBe('not-an-amount');
    expect(parseDecimalAmount('90071992547409.91', 'EUR')).toBe(9_007_199_254_740_991n);
    expect(parseDecimalAmount('-90071992547409.91', 'EUR')).toBe(-9_007_199_254_740_991n);
    expect(parseDecimalAmount('9007199254740991', 'JPY')).toBe(9_007_199_254_740_991n);
    for (const [tooLarge, currency] of [['90071992547409.92', 'EUR'], ['-90071992547409.92', 'EUR'], ['99999999999999999999', 'EUR'], ['9007199254740992', 'JPY']] as const) {
      expect(parseDecimalAmount(tooLarge, currency)).toBe('too-large');
    }
  });

  it('computes the discount in whole percent, rounded half up', () => {
    expect(discountPercent(1199n, 1599n)).toBe(25);
    expect(discountPercent(75n, 100n)).toBe(25);
    expect(discountPercent(745n, 1000n)).toBe(26);
    expect(discountPercent(755n, 1000n)).toBe(25);
    expect(discountPercent(100n, 100n)).toBe(0);
    expect(discountPercent(120n, 100n)).toBe(0);
  });

  it('keeps every discount between 0 and 100 percent', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 12n }), (price, original) => {
        const percent = discountPercent(price, original);
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});
