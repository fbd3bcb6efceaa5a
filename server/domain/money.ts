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
 * An amount typed by a person in the currency's major unit ("12.5", "12,50", "1200") as minor units; undefined
 * when it is not a plain non-negative number with at most the currency's fraction digits. No float on the way.
 */
export function parseDecimalAmount(text: string, digits: number): bigint | undefined {
  const match = /^(\d{1,12})(?:[.,](\d*))?$/.exec(text.trim());
  if (!match?.[1]) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return undefined;
  return BigInt(match[1] + fraction.padEnd(digits, '0'));
}

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

