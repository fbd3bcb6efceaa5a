import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { DEFAULT_SELLER_COUNTRY } from '../domain/checkout/vat';

/**
 * Who issues the invoices: SELLER_NAME, SELLER_ADDRESS, SELLER_VAT_ID, SELLER_COMPANY_ID, SELLER_COUNTRY and
 * SELLER_VAT_PAYER (docs/configuration.md).
 */
export interface Seller {
  name: string;
  addressLines: readonly string[];
  /** DIČ / VAT ID, e.g. CZ12345679. */
  vatId: string;
  /** IČO. */
  companyId: string;
  /** Where the seller is established: its VAT applies to customers who name no country, and reverse charge needs another. */
  countryCode: string;
  /** A seller that is not a VAT payer charges no VAT, and its invoices say so. */
  vatPayer: boolean;
}

/** Clearly a demonstration company: a real deployment sets its own. */
export const DEMO_SELLER: Seller = {
  name: 'Demo Hosting Portal s.r.o. (demo)',
  addressLines: ['Ukázková 1', '110 00 Praha 1', 'Czechia'],
  vatId: 'CZ12345679',
  companyId: '12345679',
  countryCode: DEFAULT_SELLER_COUNTRY,
  vatPayer: true,
};

/**
 * The configured seller is kept in the settings table at start-up, so the transaction that issues an invoice reads it
 * from the database like everything else it snapshots (several instances share one).
 */
const SELLER_SETTING = 'invoiceSeller';

// A seller stored before the country and VAT status were settings is today's Czech VAT payer.
const sellerSchema = z.object({
  name: z.string().min(1),
  addressLines: z.array(z.string()),
  vatId: z.string().min(1),
  companyId: z.string().min(1),
  countryCode: z.string().regex(/^[A-Z]{2}$/).default(DEFAULT_SELLER_COUNTRY),
  vatPayer: z.boolean().default(true),
});

export async function storeSeller(db: Kysely<Database>, seller: Seller, now: Date): Promise<void> {
  const value = JSON.stringify(seller);
  await db
    .insertInto('settings')
    .values({ key: SELLER_SETTING, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}

/** The seller the invoices name now; the demonstration seller until one is stored. */
export async function currentSeller(db: Kysely<Database>): Promise<Seller> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', SELLER_SETTING).executeTakeFirst();
  const parsed = sellerSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEMO_SELLER;
}
