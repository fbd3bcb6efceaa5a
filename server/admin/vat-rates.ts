/**
 * The back office's VAT rates (docs/admin.md, "VAT rates"): each country's standard rate per period of days, and the
 * seller's country and VAT status the checkout applies them with. An operator adds a rate from a future day; the rate
 * in force until then ends the day before. The change, its audit entry and a raised catalogue version are one
 * transaction, so every instance prices orders finished from that day on at the new rate.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { english } from '../i18n';
import { ratePercentText } from '../domain/checkout/vat';
import { parseRatePercent, sellerDate, withNewRate } from '../domain/checkout/vat-rates';
import type { VatRatePeriod } from '../domain/checkout/vat-rates';
import { currentSeller } from '../tax/seller';
import { recordAudit } from './audit';
import { raiseCatalogueVersion } from './catalogue';
import type { CatalogueChange } from './catalogue';
import { CatalogueEditError, FieldProblems } from './catalogue-input';

type Executor = Kysely<Database> | Transaction<Database>;

export interface AdminVatRate {
  /** The percent as operators type it: '21', '25.5'. */
  rate: string;
  validFrom: string;
  validTo: string | null;
}

export interface AdminVatCountry {
  countryCode: string;
  countryName: string;
  eu: boolean;
  /** Oldest first; the last is open-ended. */
  rates: AdminVatRate[];
}

export interface AdminVatRates {
  /** The seller's day today: a new rate starts after it. */
  today: string;
  sellerCountry: string;
  sellerVatPayer: boolean;
  countries: AdminVatCountry[];
}

const shown = (period: VatRatePeriod): AdminVatRate => ({ rate: ratePercentText(period.rateBasisPoints), validFrom: period.validFrom, validTo: period.validTo });

async function countryPeriods(db: Executor, countryCode: string): Promise<VatRatePeriod[]> {
  const rows = await db.selectFrom('vat_rate_period').selectAll().where('country_code', '=', countryCode).orderBy('valid_from').execute();
  return rows.map((row) => ({ rateBasisPoints: row.rate_basis_points, validFrom: row.valid_from, validTo: row.valid_to }));
}

async function readCountry(db: Executor, countryCode: string): Promise<AdminVatCountry | undefined> {
  const country = await db.selectFrom('vat_rate').selectAll().where('country_code', '=', countryCode).executeTakeFirst();
  if (!country) return undefined;
  return { countryCode: country.country_code, countryName: country.country_name, eu: country.eu, rates: (await countryPeriods(db, countryCode)).map(shown) };
}

/** Every country by name, with its rates, and the seller's settings. */
export async function readVatRates(db: Kysely<Database>, now: Date): Promise<AdminVatRates> {
  const [countries, periods, seller] = await Promise.all([
    db.selectFrom('vat_rate').selectAll().execute(),
    db.selectFrom('vat_rate_period').selectAll().orderBy('valid_from').execute(),
    currentSeller(db),
  ]);
  return {
    today: sellerDate(now),
    sellerCountry: seller.countryCode,
    sellerVatPayer: seller.vatPayer,
    countries: countries
      .sort((a, b) => a.country_name.localeCompare(b.country_name, 'en'))
      .map((country) => ({
        countryCode: country.country_code,
        countryName: country.country_name,
        eu: country.eu,
        rates: periods.filter((row) => row.country_code === country.country_code).map((row) => shown({ rateBasisPoints: row.rate_basis_points, validFrom: row.valid_from, validTo: row.valid_to })),
      })),
  };
}

/** A country's periods as the audit log shows them, one line each: first day -> '21 % to 2026-12-31' ('23 %' when open-ended). */
function auditedRates(country: AdminVatCountry): Record<string, string> {
  return Object.fromEntries(country.rates.map((rate) => [rate.validFrom, rate.validTo ? `${rate.rate} % to ${rate.validTo}` : `${rate.rate} %`]));
}

export interface NewVatRate {
  countryCode: string;
  /** A percent as typed: '23', '25.5'. */
  rate: string;
  /** The first day, 'YYYY-MM-DD'. */
  validFrom: string;
}

/**
 * Adds a country's rate from a future day (the seller's days), ending the rate in force the day before. Refused at the
 * field: a day that is not after today or not after a rate already set for later (the periods would overlap), a rate
 * outside 0 to 100 %. Answers the country with its rates.
 */
export async function addVatRate(change: CatalogueChange, input: NewVatRate): Promise<AdminVatCountry> {
  const today = sellerDate(change.now);
  const saved = await change.db.transaction().execute(async (trx) => {
    // First: the catalogue version's row lock puts changes on every instance one after another.
    await raiseCatalogueVersion(trx);
    const before = await readCountry(trx, input.countryCode);
    if (!before) return undefined;
    const outcome = withNewRate(await countryPeriods(trx, input.countryCode), { rateBasisPoints: parseRatePercent(input.rate), validFrom: input.validFrom.trim() }, today);
    if ('problems' in outcome) {
      const problems = new FieldProblems();
      for (const [field, message] of Object.entries(outcome.problems)) problems.add(field, message);
      problems.throwIfAny();
      return undefined;
    }
    if (outcome.closed) {
      await trx.updateTable('vat_rate_period').set({ valid_to: outcome.closed.validTo }).where('country_code', '=', input.countryCode).where('valid_from', '=', outcome.closed.validFrom).execute();
    }
    await trx
      .insertInto('vat_rate_period')
      .values({ country_code: input.countryCode, rate_basis_points: outcome.added.rateBasisPoints, valid_from: outcome.added.validFrom, valid_to: null })
      .execute();
    const after = await readCountry(trx, input.countryCode);
    await recordAudit(trx, { accountId: change.operatorId, action: 'vatRate.add', subjectType: 'vat_rate', subjectId: input.countryCode, before: auditedRates(before), after: after && auditedRates(after) }, change.now);
    return after;
  });
  if (!saved) throw new CatalogueEditError('NOT_FOUND', english('error.NOT_FOUND.vatRate', { country: input.countryCode }));
  return saved;
}
