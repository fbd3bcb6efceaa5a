/**
 * VAT rates as dated data: each country's standard rate holds for the seller's calendar days from `validFrom` to
 * `validTo`, both included (`validTo` null: until a later rate is set). Days are ISO text, 'YYYY-MM-DD', which
 * compare as text. The periods of a country follow one another without overlapping, so a day has one rate.
 */

export interface VatRatePeriod {
  /** 2100 = 21 %. */
  rateBasisPoints: number;
  validFrom: string;
  validTo: string | null;
}

/** The seller's time zone: a rate changes at the seller's midnight, and the invoice's dates are the seller's days. */
export const SELLER_TIME_ZONE = 'Europe/Prague';
const sellerDays = new Intl.DateTimeFormat('en-CA', { timeZone: SELLER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The seller's calendar day of a moment, 'YYYY-MM-DD'. */
export function sellerDate(date: Date): string {
  return sellerDays.format(date);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar day in ISO form ('2027-02-30' is not). */
export function isIsoDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** The day before an ISO day. */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** The period whose days include `day`; undefined when none does. */
export function vatRateOn(periods: readonly VatRatePeriod[], day: string): VatRatePeriod | undefined {
  return periods.find((period) => period.validFrom <= day && (period.validTo === null || day <= period.validTo));
}

/**
 * The rate of the seller's day of `moment`: an order is priced at the rate of the moment it is finished. Before a
 * country's first period its first rate applies (the migrated rates start in 2000, so this is never met in use).
 */
export function vatRateAt(periods: readonly VatRatePeriod[], moment: Date): number {
  const day = sellerDate(moment);
  const period = vatRateOn(periods, day) ?? [...periods].sort((a, b) => a.validFrom.localeCompare(b.validFrom))[0];
  return period?.rateBasisPoints ?? 0;
}

/** Why a new rate is refused, by field: `validFrom` or `rate`. */
export type NewRateProblems = Partial<Record<'validFrom' | 'rate', string>>;

/** A rate typed as a percent ('21', '25.5', '8,1') in basis points, 0 to 100 % with at most two decimals; undefined otherwise. */
export function parseRatePercent(text: string): number | undefined {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= 10_000 ? basisPoints : undefined;
}

/**
 * A country's periods with a new rate from `validFrom` on: the new period is open-ended and the one it follows closes
 * the day before. The day must be after `today` (orders finished today and before keep their rate) and after the start
 * of every period the country has (a new rate may follow a rate already set for a future day, never come before it,
 * which would overlap it). Problems by field, or the new periods with the one closed.
 */
export function withNewRate(
  periods: readonly VatRatePeriod[],
  rate: { rateBasisPoints: number | undefined; validFrom: string },
  today: string,
): { problems: NewRateProblems } | { periods: VatRatePeriod[]; closed: VatRatePeriod | undefined; added: VatRatePeriod } {
  const problems: NewRateProblems = {};
  if (rate.rateBasisPoints === undefined || !Number.isInteger(rate.rateBasisPoints) || rate.rateBasisPoints < 0 || rate.rateBasisPoints > 10_000) {
    problems.rate = 'Enter the rate as a percent from 0 to 100 with at most two decimals, e.g. 21 or 25.5.';
  }
  const latest = [...periods].sort((a, b) => b.validFrom.localeCompare(a.validFrom))[0];
  if (!isIsoDay(rate.validFrom)) problems.validFrom = 'Enter the first day of the new rate as a date, e.g. 2027-01-01.';
  else if (rate.validFrom <= today) problems.validFrom = `A new rate must start after today (${today}): orders finished until then keep the rate they were priced at.`;
  else if (latest && rate.validFrom <= latest.validFrom) problems.validFrom = `This country has a rate from ${latest.validFrom}: a new rate must start after that day, or its period would overlap.`;
  if (problems.rate !== undefined || problems.validFrom !== undefined || rate.rateBasisPoints === undefined) return { problems };
  const added: VatRatePeriod = { rateBasisPoints: rate.rateBasisPoints, validFrom: rate.validFrom, validTo: null };
  const closed = latest && (latest.validTo === null || latest.validTo >= rate.validFrom) ? { ...latest, validTo: dayBefore(rate.validFrom) } : undefined;
  return {
    periods: [...periods.map((period) => (closed && period.validFrom === closed.validFrom ? closed : period)), added].sort((a, b) => a.validFrom.localeCompare(b.validFrom)),
    closed,
    added,
  };
}

/** Whether the periods overlap anywhere (a day with two rates). */
export function periodsOverlap(periods: readonly VatRatePeriod[]): boolean {
  const sorted = [...periods].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  return sorted.some((period, index) => {
    const next = sorted[index + 1];
    return next !== undefined && (period.validTo === null || period.validTo >= next.validFrom);
  });
}
