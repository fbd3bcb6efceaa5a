/**
 * Money is an integer amount of the currency's minor unit (cents, haléře) plus an ISO 4217 code.
 * Arithmetic stays in bigint; only formatting for people, at the edge, turns it into text with Intl.
 */
export interface Money {
  amountMinor: bigint;
  currency: string;
}

const fractionDigitsCache = new Map<string, number>();
const formatterCache = new Map<string, Intl.NumberFormat>();

/** Digits after the decimal point of the currency's minor unit: 2 for EUR, 0 for JPY. */
export function minorUnitDigits(currency: string): number {
  let digits = fractionDigitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    fractionDigitsCache.set(currency, digits);
  }
  return digits;
}

/** The exact decimal value of an amount in minor units, e.g. 1999n with 2 digits -> "19.99". */
export function toDecimalString(amountMinor: bigint, digits: number): string {
  const sign = amountMinor < 0n ? '-' : '';
  const magnitude = (amountMinor < 0n ? -amountMinor : amountMinor).toString().padStart(digits + 1, '0');
  if (digits === 0) return sign + magnitude;
  return `${sign}${magnitude.slice(0, -digits)}.${magnitude.slice(-digits)}`;
}

/**
 * The largest amount the portal records, in minor units: 2^53 - 1 (90,071,992,547,409.91 EUR). Within the database's
 * bigint, and exact as a JavaScript number, so an amount can leave the API as a JSON number without losing a cent.
 */
const MAX_AMOUNT_MINOR = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * A decimal amount as written by people and banks ("121", "121.5", "-15.00") in the currency's minor units; else why
 * it is none: 'not-an-amount' (not one, or more decimals than the currency has) or 'too-large' (beyond
 * MAX_AMOUNT_MINOR either way), which each caller words for its own field. No float on the way.
 */
export function parseDecimalAmount(text: string, currency: string): bigint | 'not-an-amount' | 'too-large' {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  const digits = minorUnitDigits(currency);
  if (!match || (match[3] ?? '').length > digits) return 'not-an-amount';
  const minor = BigInt((match[2] ?? '0') + (match[3] ?? '').padEnd(digits, '0'));
  if (minor > MAX_AMOUNT_MINOR) return 'too-large';
  return match[1] === '-' ? -minor : minor;
}

/** The largest amount the portal records in the currency, as a decimal ('90071992547409.91' EUR): what a 'too-large' amount's refusal names. */
export const largestAmount = (currency: string): string => toDecimalString(MAX_AMOUNT_MINOR, minorUnitDigits(currency));

/**
 * Formats money for a locale: "€7.99", "199 Kč", "US$22.99". Whole amounts drop their zero fraction so that
 * "299 Kč" does not read "299,00 Kč". Formats the decimal string, so no amount passes through a float.
 */
export function formatMoney(money: Money, locale: string): string {
  return currencyFormatter(locale, money.currency).format(decimal(money));
}

/** The parts of formatMoney's text (currency, integer, group, decimal, fraction, literal...), for styling. */
export function formatMoneyParts(money: Money, locale: string): { type: string; value: string }[] {
  return currencyFormatter(locale, money.currency)
    .formatToParts(decimal(money))
    .map(({ type, value }) => ({ type, value }));
}

function decimal(money: Money): `${number}` {
  return toDecimalString(money.amountMinor, minorUnitDigits(money.currency)) as `${number}`;
}

function currencyFormatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatterCache.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, trailingZeroDisplay: 'stripIfInteger' });
    formatterCache.set(key, formatter);
  }
  return formatter;
}

/** Whole percent saved by paying `price` instead of `original`, rounded to the nearest percent. */
export function discountPercent(price: bigint, original: bigint): number {
  if (original <= 0n || price >= original) return 0;
  return Number(((original - price) * 200n + original) / (original * 2n));
}

