/**
 * Production reads the Czech National Bank's daily rate file (CNB_RATES_URL) on the portal's scheduling helper: at
 * start and then every hour, each read stored (a day's rates once), a failed read logged and tried again at the next
 * run. The CNB declares the rates once a working day after 14:30 (Prague), so the day's rates are in within the hour.
 */
import type { Kysely } from 'kysely';
import { systemClock } from '../clock';
import type { Database } from '../db/schema';
import { scheduleMaintenance } from '../db/maintenance';
import type { MaintenanceLog, MaintenanceSchedule } from '../db/maintenance';
import { parseCnbDailyRates } from '../domain/cnb-rates';
import type { CnbDailyRates } from '../domain/cnb-rates';
import { storeDailyRates } from './repository';

/** The CNB's address of the current daily rates in its text format (Czech version, decimal commas). */
export const CNB_DAILY_RATES_URL = 'https://www.cnb.cz/cs/financni-trhy/devizovy-trh/kurzy-devizoveho-trhu/kurzy-devizoveho-trhu/denni_kurz.txt';

export const CNB_RATES_TIMING = {
  /** Soon after a start, so that a new installation has rates before its first foreign-currency invoice. */
  firstAfterMs: 5_000,
  /** The file changes once a working day; an hourly read takes it within the hour and retries a failed one. */
  everyMs: 60 * 60_000,
} as const;

/** A read that takes longer than this is given up, and retried at the next run. */
const FETCH_TIMEOUT_MS = 30_000;

/** The daily file at `url`, read and checked; an error that says what went wrong (no answer, its status, its format). */
export async function fetchCnbRates(url: string, fetchRates: typeof fetch = fetch): Promise<CnbDailyRates> {
  const response = await fetchRates(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'text/plain' } });
  if (!response.ok) throw new Error(`The Czech National Bank's rates at ${url} answered HTTP ${response.status}.`);
  return parseCnbDailyRates(await response.text());
}

export interface CnbRatesOptions {
  db: Kysely<Database>;
  /** CNB_RATES_URL. */
  url: string;
  log: MaintenanceLog;
  now?: () => Date;
  fetch?: typeof fetch;
}

/** One read: fetched, checked and stored, and logged. Throws (storing nothing) when the file cannot be read or is not the rates. */
export async function updateCnbRates(options: CnbRatesOptions): Promise<CnbDailyRates> {
  const daily = await fetchCnbRates(options.url, options.fetch);
  const stored = await storeDailyRates(options.db, daily, (options.now ?? systemClock)());
  options.log.info({ date: daily.date, sequence: daily.sequence, currencies: daily.rates.length, stored }, "Czech National Bank's rates read");
  return daily;
}

/** updateCnbRates on `timing`'s schedule; a failed read is logged for the operator and the next run tries again. */
export function keepCnbRates(options: CnbRatesOptions, timing: { firstAfterMs: number; everyMs: number } = CNB_RATES_TIMING): MaintenanceSchedule {
  return scheduleMaintenance(() => updateCnbRates(options).then(() => undefined), {
    ...timing,
    onError: (error) =>
      options.log.error(
        { err: error, url: options.url },
        "Czech National Bank's rates not read; tried again at the next run. Until then invoices in EUR and USD state VAT in CZK at the last rate stored",
      ),
  });
}
