import type { Kysely } from 'kysely';
import { demoAccount, demoOperator } from '../db/catalogue';
import { vouchers as demoVouchers } from '../db/checkout-catalogue';
import type { Database } from '../db/schema';
import { insertCatalogue, insertCheckoutCatalogue, insertPackageLimits, SEED_MARKER_KEY } from './seed';

/**
 * Production's seed: into an empty database (no package, account or order, never seeded) the catalogue alone, in one
 * transaction: the price list's packages, features, FAQ and texts, the package limits, and what the checkout prices
 * with (add-ons, plugins, TLDs, VAT rates). No demo accounts, operator, vouchers, orders or registry names. A database
 * that holds anything is left as it is. Answers whether it wrote. Natural keys keep two instances starting at once
 * on one empty database from writing anything twice.
 */
export async function seedProductionCatalogue(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const seeded = await trx.selectFrom('settings').select('key').where('key', '=', SEED_MARKER_KEY).executeTakeFirst();
    const pkg = await trx.selectFrom('package').select('id').limit(1).executeTakeFirst();
    const account = await trx.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
    const order = await trx.selectFrom('orders').select('id').limit(1).executeTakeFirst();
    if (seeded || pkg || account || order) return false;
    await insertCatalogue(trx);
    await insertPackageLimits(trx);
    await insertCheckoutCatalogue(trx);
    return true;
  });
}

export class DemoDataError extends Error {
  override name = 'DemoDataError';
}

/**
 * Production refuses a database that still opens a demo door (one a demo run seeded): an account whose password the
 * README prints, or a demo voucher code that is not switched off. Throws a DemoDataError naming each.
 */
export async function refuseDemoData(db: Kysely<Database>): Promise<void> {
  const emails = [demoOperator.email, demoAccount.email];
  const accounts = await db.selectFrom('accounts').select('email').where('email', 'in', emails).orderBy('email').execute();
  const codes = demoVouchers.map((voucher) => voucher.code);
  const vouchers = await db.selectFrom('voucher').select('code').where('code', 'in', codes).where('disabled_at', 'is', null).orderBy('code').execute();
  const doors = [
    ...accounts.map((row) => `the demo account ${row.email}, whose password is published`),
    ...vouchers.map((row) => `the demo voucher ${row.code}`),
  ];
  if (doors.length === 0) return;
  throw new DemoDataError(
    `This database holds demo data that production must not serve:\n${doors.map((door) => `  ${door}`).join('\n')}\n` +
      'Start production on an empty database (another DATA_DIR, or a new DATABASE_URL): it gets the catalogue alone.',
  );
}
