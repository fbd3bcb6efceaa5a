// Starts the portal: configuration, database, migrations, seed, HTTP. Everything else lives in app.ts.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import type { DatabaseHandle } from './db/database';
import { maintainEmbeddedDatabase } from './db/maintenance';
import type { MaintenanceSchedule } from './db/maintenance';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed';
import { logDestination } from './http/log-destination';
import { resolveSessionSecret } from './session-secret';

// A shutdown that hangs (a request that never ends) must not keep an orchestrator waiting forever.
const SHUTDOWN_TIMEOUT_MS = 10_000;

let database: DatabaseHandle | undefined;
let app: FastifyInstance | undefined;
let maintenance: MaintenanceSchedule | undefined;

try {
  const config = loadConfig();
  database = await openDatabase(config);
  await migrateToLatest(database.db);
  await seedDatabase(database.db);
  app = await buildApp({
    db: database.db,
    sessionSecret: await resolveSessionSecret(config, database),
    defaultCurrency: config.pricelistCurrency,
    staticDir: config.staticDir,
    logger: { level: config.logLevel, stream: logDestination() },
    production: config.production,
    sessionIdleMinutes: config.sessionIdleMinutes,
    trustProxy: config.trustProxy,
    payments: config.payments,
    seller: config.seller,
    mail: config.mail,
    tracking: config.tracking,
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined }, 'portal started');
  // PGlite has no autovacuum: the embedded database is vacuumed and analysed by the portal itself.
  if (database.kind === 'pglite') maintenance = maintainEmbeddedDatabase(database.db, app.log);
} catch (error) {
  // Configuration, data folder lock and migration errors are written for people: print the message alone.
  console.error(error instanceof Error ? error.message : error);
  if (app) app.log.error({ err: error }, 'start failed');
  await app?.close();
  await database?.close();
  process.exit(1);
}

let stopping = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  app?.log.info({ signal }, 'stopping');
  setTimeout(() => {
    console.error(`The portal did not stop within ${SHUTDOWN_TIMEOUT_MS / 1000} s; exiting anyway.`);
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  try {
    // Stop taking requests and finish the ones in flight before the database goes away.
    await app?.close();
    await maintenance?.stop();
    await database?.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}

process.once('SIGTERM', (signal) => void shutdown(signal));
process.once('SIGINT', (signal) => void shutdown(signal));
