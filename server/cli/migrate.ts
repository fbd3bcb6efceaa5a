// `npm run db:migrate`: applies pending migrations to the configured database, then exits.
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

try {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const results = await migrateToLatest(database.db);
    const applied = results.map((result) => result.migrationName);
    console.log(applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'The database is up to date.');
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
