/**
 * An add-on or plugin bought alone for a website's paid package runs until the package's date and costs that time's
 * share of its yearly price (docs/decisions.md, "Add-ons bought alone"): whole UTC calendar days from today to the
 * package's `paid_until`, each whole year before that date at the yearly price and the rest as its part of the year
 * it falls in, 365 or 366 days long, rounded half up once.
 */
import { addMonths, startOfUtcDay } from '../calendar';
import { mulDivRoundHalfUp } from './arithmetic';

const DAY_MS = 86_400_000;

/** Whole UTC calendar days from `from`'s day to `until`'s day (0 or less when `until` is not a later day). */
export function calendarDaysBetween(from: Date, until: Date): number {
  return Math.round((startOfUtcDay(until).getTime() - startOfUtcDay(from).getTime()) / DAY_MS);
}

/** The time from `now` to `until` as whole years ending at `until` and the days before them, in a year of `yearDays`. */
export interface PartialPeriod {
  /** Whole UTC days from today to `until`. */
  days: number;
  /** Whole years (12 calendar months) that end at `until` and start today or later. */
  wholeYears: number;
  /** The days before those years, from today. */
  restDays: number;
  /** The length of the year the rest falls in: the 12 months ending where the whole years start, 365 or 366 days. */
  yearDays: number;
}

export function partialPeriod(now: Date, until: Date): PartialPeriod {
  const today = startOfUtcDay(now);
  let end = startOfUtcDay(until);
  let wholeYears = 0;
  while (addMonths(end, -12) >= today) {
    end = addMonths(end, -12);
    wholeYears += 1;
  }
  return { days: calendarDaysBetween(today, until), wholeYears, restDays: Math.max(0, calendarDaysBetween(today, end)), yearDays: calendarDaysBetween(addMonths(end, -12), end) };
}

/**
 * What an add-on priced `yearly` (minor units) costs from `now` until `until`: the yearly price for every whole year
 * and `yearly × restDays / yearDays` for the rest, rounded half up; nothing when `until` is today or earlier.
 */
export function shareOfYearlyPrice(yearly: bigint, now: Date, until: Date): bigint {
  const period = partialPeriod(now, until);
  if (period.days <= 0) return 0n;
  return yearly * BigInt(period.wholeYears) + mulDivRoundHalfUp(yearly, BigInt(period.restDays), BigInt(period.yearDays));
}
