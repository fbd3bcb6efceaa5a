// Starts the portal: configuration, database, migrations, seed, HTTP. Everything else lives in app.ts.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { writeBytesWhole } from './backup/backup-file';
import { serveBackups } from './backup/backup-socket';
import { BACKUP_FOLDER, keepDailyBackups } from './backup/daily';
import { dumpPostgres } from './backup/postgres';
import type { BackupSocket } from './backup/backup-socket';
import { loadConfig } from './config';
import { systemClock } from './clock';
import { openDatabase } from './db/database';
import type { DatabaseHandle } from './db/database';
import { maintainEmbeddedDatabase } from './db/maintenance';
import type { MaintenanceSchedule } from './db/maintenance';
import { prepareDatabase } from './setup/prepare';
import { keepCnbRates } from './exchange-rates/fetch';
import { logDestination } from './http/log-destination';
import { warmUp } from './http/warm-up';
import { dailySteps } from './daily-steps';
import { portalJobs } from './scheduled-jobs';
import { startScheduler } from './scheduler';
import type { Scheduler } from './scheduler';
import { resolveSessionSecret } from './session-secret';

// A shutdown that hangs (a request that never ends) must not keep an orchestrator waiting forever.
const SHUTDOWN_TIMEOUT_MS = 10_000;
// When it strikes, the database still gets this long to close, so that its last writes reach the disk.
const FINAL_CLOSE_MS = 5_000;

let database: DatabaseHandle | undefined;
let app: FastifyInstance | undefined;
let maintenance: MaintenanceSchedule | undefined;
let backups: BackupSocket | undefined;
let dailyBackups: MaintenanceSchedule | undefined;
let exchangeRates: MaintenanceSchedule | undefined;
let scheduler: Scheduler | undefined;

try {
  const config = loadConfig();
  database = await openDatabase(config);
  await prepareDatabase(database.db, config.mode);
  app = await buildApp({
    db: database.db,
    sessionSecret: await resolveSessionSecret(config, database),
    defaultCurrency: config.pricelistCurrency,
    staticDir: config.staticDir,
    logger: { level: config.logLevel, stream: logDestination() },
    production: config.production,
    mode: config.mode,
    sessionIdleMinutes: config.sessionIdleMinutes,
    trustProxy: config.trustProxy,
    payments: config.payments,
    seller: config.seller,
    mail: config.mail,
    tracking: config.tracking,
    operatorTwoFactor: config.operatorTwoFactor,
    vies: config.vies,
  });
  // The port opens, and /healthz answers, only once the hot paths are warm.
  const warming = Date.now();
  await warmUp(app);
  app.log.info({ ms: Date.now() - warming }, 'warmed up');
  // The jobs that run once across instances, on pg-boss: the daily lifecycle job, the hourly expiry of bank transfers
  // past their days (docs/decisions.md, "The scheduler"). Started before the port opens, so that a SIGTERM soon after
  // /healthz answers does not come while pg-boss starts, before the shutdown below listens for it.
  scheduler = await startScheduler({ db: database.db, jobs: portalJobs(database.db, app.log, dailySteps(database.db, config)), clock: systemClock, log: app.log });
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ mode: config.mode, database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined }, 'portal started');
  // PGlite has no autovacuum: the embedded database is vacuumed and analysed by the portal itself.
  if (database.kind === 'pglite') maintenance = maintainEmbeddedDatabase(database.db, app.log);
  // Only this process may read the embedded database: `npm run backup` asks it for a snapshot (docs/operations.md).
  const { snapshot } = database;
  if (snapshot) backups = await serveBackups(config.dataDir, snapshot, app.log);
  if (config.backups.daily) {
    const { databaseUrl } = config;
    const take = async (file: string) => {
      if (snapshot) await writeBytesWhole(file, await snapshot());
      else if (databaseUrl) await dumpPostgres(databaseUrl, file);
    };
    dailyBackups = keepDailyBackups({ folder: join(config.dataDir, BACKUP_FOLDER), kind: database.kind, retain: config.backups.retain, take, log: app.log });
  }
  // Invoices in EUR and USD state VAT in CZK at the Czech National Bank's rate; demo mode has the seed's sample rates.
  if (config.mode === 'production') exchangeRates = keepCnbRates({ db: database.db, url: config.cnbRatesUrl, log: app.log });
} catch (error) {
  // Configuration, data folder lock, migration and demo data errors are written for people: print the message alone.
  console.error(error instanceof Error ? error.message : error);
  if (app) app.log.error({ err: error }, 'start failed');
  await backups?.close();
  await app?.close();
  await scheduler?.stop();
  await database?.close();
  process.exit(1);
}

let stopping = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  app?.log.info({ signal }, 'stopping');
  setTimeout(() => {
    console.error(`The portal did not stop within ${SHUTDOWN_TIMEOUT_MS / 1000} s; closing the database and exiting anyway.`);
    // The requests still running lose their database; its writes so far reach the disk and the data folder is released.
    const final = setTimeout(() => process.exit(1), FINAL_CLOSE_MS);
    void Promise.allSettled([backups?.close(), database?.close()]).then(() => {
      clearTimeout(final);
      process.exit(1);
    });
  }, SHUTDOWN_TIMEOUT_MS).unref();
  try {
    // Stop taking requests and finish the ones in flight before the database goes away.
    await backups?.close();
    await app?.close();
    await maintenance?.stop();
    await dailyBackups?.stop();
    await exchangeRates?.stop();
    await scheduler?.stop();
    await database?.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}

process.once('SIGTERM', (signal) => void shutdown(signal));
process.once('SIGINT', (signal) => void shutdown(signal));
