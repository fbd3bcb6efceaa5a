import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { parseCnbDailyRates, rateForDay } from '../domain/cnb-rates';
import type { CnbDailyRates, DatedRate } from '../domain/cnb-rates';

/** Stores the rates of a daily file; a day's rates already stored stay as they are. Answers how many were new. */
export async function storeDailyRates(db: Kysely<Database>, daily: CnbDailyRates, now: Date): Promise<number> {
  if (daily.rates.length === 0) return 0;
  const inserted = await db
    .insertInto('cnb_rates')
    .values(daily.rates.map((rate) => ({ rate_date: daily.date, currency: rate.currency, amount: rate.amount, rate: rate.rate, sequence: daily.sequence, stored_at: now })))
    .onConflict((oc) => oc.columns(['currency', 'rate_date']).doNothing())
    .returning('currency')
    .execute();
  return inserted.length;
}

/**
 * The rate of `currency` for a supply on `day` ("YYYY-MM-DD") among the stored ones (rateForDay's rule: the last
 * declared on or before that day, however long ago); the index on (currency, rate_date) finds that one row.
 */
export async function storedRateForDay(db: Kysely<Database>, currency: string, day: string): Promise<DatedRate | undefined> {
  const rows = await db
    .selectFrom('cnb_rates')
    .select([sql<string>`to_char(rate_date, 'YYYY-MM-DD')`.as('date'), 'currency', 'amount', 'rate'])
    .where('currency', '=', currency)
    .where('rate_date', '<=', day)
    .orderBy('rate_date', 'desc')
    .limit(1)
    .execute();
  return rateForDay(rows, currency, day);
}

/** The bundled daily file of demo mode (illustrative figures in the CNB's format): demo invoices need no network. */
export const SAMPLE_RATES_FILE = new URL('./sample-denni_kurz.txt', import.meta.url);

/** Stores the bundled sample's rates (demo seed); a second run adds nothing. */
export async function storeSampleRates(db: Kysely<Database>, now: Date): Promise<number> {
  return storeDailyRates(db, parseCnbDailyRates(readFileSync(SAMPLE_RATES_FILE, 'utf8')), now);
}
