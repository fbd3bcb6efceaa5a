/**
 * The Czech National Bank's daily exchange rates ("kurzy devizového trhu") in the text format it publishes
 * (denni_kurz.txt): a first line with the day the rates were declared for and their number within the year
 * ("27.11.2026 #229"), the header "země|měna|množství|kód|kurz", then a line per currency
 * ("EMU|euro|1|EUR|24,335"): how many units of the currency ("množství", 100 for the forint or the yen) cost the
 * rate in CZK, with a decimal comma. Rates stay exact decimal strings ("24.335"); amounts are converted in bigint.
 */
import { minorUnitDigits } from './money';

export interface CnbRate {
  /** "EMU", "USA". */
  country: string;
  /** "euro", "dolar". */
  currencyName: string;
  /** How many units of the currency the rate is for: 1, or 100 for the forint or the yen. */
  amount: number;
  /** ISO 4217 code: "EUR". */
  currency: string;
  /** CZK for `amount` units, an exact decimal with a point: "24.335". */
  rate: string;
}

export interface CnbDailyRates {
  /** The day the rates were declared for, "YYYY-MM-DD". */
  date: string;
  /** Their number within the year (#229). */
  sequence: number;
  rates: CnbRate[];
}

export const CNB_HEADER = 'země|měna|množství|kód|kurz';

/** A file that is not the CNB's daily rates as published: its message says which line and why. */
export class CnbRatesFormatError extends Error {
  override name = 'CnbRatesFormatError';
}

const FIRST_LINE = /^(\d{2})\.(\d{2})\.(\d{4}) #(\d{1,4})$/;
const RATE = /^(\d+)(?:,(\d+))?$/;

/** A real calendar day as "YYYY-MM-DD", else undefined. */
function calendarDay(day: string, month: string, year: string): string | undefined {
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : undefined;
}

/**
 * The rates of a daily file, or a CnbRatesFormatError naming the line at fault: a file cut short, an error page
 * answered in its place or a changed format is refused whole, never stored in part.
 */
export function parseCnbDailyRates(text: string): CnbDailyRates {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  const refuse = (line: number, why: string): never => {
    throw new CnbRatesFormatError(`Not the Czech National Bank's daily rates: line ${line} ${why}.`);
  };
  const first = FIRST_LINE.exec(lines[0] ?? '');
  if (!first) return refuse(1, `should be the day and number of the rates, such as "27.11.2026 #229" (got ${JSON.stringify((lines[0] ?? '').slice(0, 40))})`);
  const [, day = '', month = '', year = '', sequence = ''] = first;
  const date = calendarDay(day, month, year) ?? refuse(1, `names no calendar day (${day}.${month}.${year})`);
  if (lines[1] !== CNB_HEADER) refuse(2, `should be the header "${CNB_HEADER}"`);
  if (lines.length < 3) refuse(3, 'should hold a rate: the file has none');
  const rates: CnbRate[] = [];
  const seen = new Set<string>();
  lines.slice(2).forEach((line, index) => {
    const number = index + 3;
    const fields = line.split('|');
    if (fields.length !== 5) refuse(number, `should have 5 fields separated by "|" (got ${fields.length})`);
    const [country = '', currencyName = '', amount = '', currency = '', rate = ''] = fields;
    if (country === '' || currencyName === '') refuse(number, 'should name the country and the currency');
    if (!/^[1-9]\d{0,6}$/.test(amount)) refuse(number, `should give the amount as a whole number (got "${amount}")`);
    if (!/^[A-Z]{3}$/.test(currency)) refuse(number, `should give a three-letter currency code (got "${currency}")`);
    if (seen.has(currency)) refuse(number, `repeats ${currency}`);
    const decimal = RATE.exec(rate);
    if (!decimal) refuse(number, `should give the rate as a number with a decimal comma, such as 24,335 (got "${rate}")`);
    const [, whole = '', fraction] = decimal ?? [];
    const canonical = `${BigInt(whole).toString()}${fraction === undefined ? '' : `.${fraction}`}`;
    if (/^[0.]+$/.test(canonical)) refuse(number, `gives ${currency} a rate of nothing`);
    seen.add(currency);
    rates.push({ country, currencyName, amount: Number(amount), currency, rate: canonical });
  });
  return { date, sequence: Number(sequence), rates };
}

/** The file as the CNB publishes it (what parseCnbDailyRates reads back): for stand-ins and samples. */
export function formatCnbDailyRates(daily: CnbDailyRates): string {
  const [year, month, day] = daily.date.split('-');
  const lines = [`${day}.${month}.${year} #${daily.sequence}`, CNB_HEADER, ...daily.rates.map((rate) => [rate.country, rate.currencyName, rate.amount, rate.currency, rate.rate.replace('.', ',')].join('|'))];
  return `${lines.join('\n')}\n`;
}

/** A stored rate of a currency on a day. */
export interface DatedRate {
  /** "YYYY-MM-DD". */
  date: string;
  currency: string;
  amount: number;
  rate: string;
}

/**
 * The rate for a taxable supply on `day` ("YYYY-MM-DD"): the last one declared on or before that day (a weekend or a
 * holiday takes the working day's before it; a day whose rates are not out yet, the last ones known). Undefined
 * when none is.
 */
export function rateForDay<T extends DatedRate>(rates: readonly T[], currency: string, day: string): T | undefined {
  let best: T | undefined;
  for (const rate of rates) {
    if (rate.currency !== currency || rate.date > day) continue;
    if (best === undefined || rate.date > best.date) best = rate;
  }
  return best;
}

/** n / d rounded half away from zero (d > 0). */
function divideRounded(n: bigint, d: bigint): bigint {
  const magnitude = ((n < 0n ? -n : n) * 2n + d) / (2n * d);
  return n < 0n ? -magnitude : magnitude;
}

/** An amount of the rate's currency, in its minor units, in CZK haléře at the rate, rounded half away from zero. */
export function toCzkMinor(amountMinor: bigint, rate: Pick<DatedRate, 'currency' | 'amount' | 'rate'>): bigint {
  const [whole = '0', fraction = ''] = rate.rate.split('.');
  const rateScaled = BigInt(whole + fraction);
  const numerator = amountMinor * rateScaled * 10n ** BigInt(minorUnitDigits('CZK'));
  const denominator = 10n ** BigInt(fraction.length) * BigInt(rate.amount) * 10n ** BigInt(minorUnitDigits(rate.currency));
  return divideRounded(numerator, denominator);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Exchange rate of the Czech National Bank of 26 Nov 2026: 1 EUR = 24.335 CZK" (no Intl: documents keep their bytes). */
export function exchangeRateText(rate: DatedRate): string {
  const [year, month, day] = rate.date.split('-');
  return `Exchange rate of the Czech National Bank of ${Number(day)} ${MONTHS[Number(month) - 1] ?? month} ${year}: ${rate.amount} ${rate.currency} = ${rate.rate} CZK`;
}
