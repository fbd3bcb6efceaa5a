import type { Kysely } from 'kysely';
import type { PortalMode } from '../mode';
import { migrateToLatest } from '../db/migrate';
import { seedDatabase } from './seed';
import { refuseDemoData, seedProductionCatalogue } from './seed-production';
import type { Database } from '../db/schema';

/**
 * What every start does to the database before using it, and what a command that writes to it does first, so that a
 * command run on a new database (the first operator, before the portal's first start) leaves it as a start would:
 * migrated, and seeded for the mode (a production database that got an account first would otherwise never get its
 * catalogue). Production refuses a database with demo data.
 */
export async function prepareDatabase(db: Kysely<Database>, mode: PortalMode): Promise<void> {
  await migrateToLatest(db);
  if (mode === 'demo') {
    await seedDatabase(db);
  } else {
    await seedProductionCatalogue(db);
    await refuseDemoData(db);
  }
}
