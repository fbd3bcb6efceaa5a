/**
 * A fresh, migrated and seeded database per test file.
 * - TEST_DATABASE_URL set (e.g. postgres://portal:portal@127.0.0.1:5499/postgres): a uniquely named PostgreSQL
 *   database created through that admin connection and dropped (with force) on close. A seeded one is copied from
 *   a template database migrated and seeded once per catalogue hash (PostgreSQL's CREATE DATABASE ... TEMPLATE),
 *   instead of running the migrations and the seed's password hashing for every file.
 * - Otherwise in-memory PGlite. Creating a PGlite cluster takes seconds, so the first test file builds a
 *   template (empty, or migrated and seeded), keeps its dump in the OS temp folder under a hash of the
 *   migrations and the seed, and every file after that loads the dump in well under a second.
 */
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgres, pgliteOptions, wrapPglite } from '../../server/db/database';
import type { DatabaseHandle } from '../../server/db/database';
import { JOB_QUEUE_SCHEMA_VERSION, migrateToLatest } from '../../server/db/migrate';
import { seedDatabase } from '../../server/setup/seed';

export interface TestDatabaseOptions {
  /** An empty database: no migrations, no seed. */
  empty?: boolean;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? (await createPostgresTestDatabase(adminUrl, options)).database : await createPgliteDatabase(options);
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh PostgreSQL database and its connection string, for the tests that hand it to PostgreSQL's own tools. */
export async function createPostgresTestDatabase(adminUrl: string, options: TestDatabaseOptions = {}): Promise<{ database: DatabaseHandle; url: string }> {
  return createPostgresDatabase(adminUrl, options.empty ? null : await postgresTemplate(adminUrl));
}

async function createPostgresDatabase(adminUrl: string, template: string | null): Promise<{ database: DatabaseHandle; url: string }> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const url = databaseUrl(adminUrl, name);
  const database = openPostgres(url);
  const close = async () => {
    await database.close();
    await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
  };
  return { url, database: { ...database, close } };
}

/**
 * The name of a migrated and seeded database to copy, made once per catalogue hash. An advisory lock keeps two test
 * processes from making it at once; it is made under a partial name and renamed, so a run that stops halfway never
 * leaves a broken template behind. Nobody stays connected to it (PostgreSQL copies only an unused database).
 */
async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `portal_template_${catalogueHash()}`;
  return withAdmin(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock(2026112401)');
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        const partial = `${name}_partial`;
        await admin.query(`drop database if exists ${partial} with (force)`);
        await admin.query(`create database ${partial}`);
        const database = openPostgres(databaseUrl(adminUrl, partial));
        try {
          await seed(database);
        } finally {
          await database.close();
        }
        await admin.query(`alter database ${partial} rename to ${name}`);
      }
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock(2026112401)');
    }
  });
}

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

// A dump only loads into the PGlite version that wrote it.
const pgliteVersion = (JSON.parse(readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8')) as { version: string }).version;

async function createPgliteDatabase(options: TestDatabaseOptions): Promise<DatabaseHandle> {
  const dump = options.empty ? await template('empty', async () => {}) : await seededTemplate();
  return wrapPglite(await PGlite.create({ ...pgliteOptions(), loadDataDir: new Blob([new Uint8Array(dump)]) }));
}

async function seed(database: DatabaseHandle): Promise<void> {
  await migrateToLatest(database.db);
  await seedDatabase(database.db);
}

const templatePath = (name: string) => join(tmpdir(), `portal-test-template-${pgliteVersion}-${name}.tar`);
const seededTemplate = () => template(`seeded-${catalogueHash()}`, seed);

/** The file of a migrated and seeded embedded database's dump (PGlite's dumpDataDir): `npm run restore` fills a data folder from it. */
export async function seededPgliteDumpFile(): Promise<string> {
  await seededTemplate();
  return templatePath(`seeded-${catalogueHash()}`);
}

/**
 * The dump of an in-memory cluster prepared once and kept in the OS temp folder under `name`. Test files run in
 * several processes at once, and a dump made twice differs (the seed's random ids, its moment): one process makes it
 * while the others wait, under a lock file naming its process, and each process reads it once, so that every database
 * a run creates is a copy of the same dump.
 */
function template(name: string, prepare: (database: DatabaseHandle) => Promise<void>): Promise<Buffer> {
  let dump = dumps.get(name);
  if (!dump) {
    dump = readOrMakeTemplate(templatePath(name), prepare);
    dumps.set(name, dump);
  }
  return dump;
}

const dumps = new Map<string, Promise<Buffer>>();

async function readOrMakeTemplate(path: string, prepare: (database: DatabaseHandle) => Promise<void>): Promise<Buffer> {
  const lock = `${path}.lock`;
  for (;;) {
    if (existsSync(path)) return readFileSync(path);
    let descriptor: number;
    try {
      descriptor = openSync(lock, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Another process is making it; a lock left by a process that has ended is taken over.
      if (!lockHolderAlive(lock)) rmSync(lock, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      writeFileSync(descriptor, String(process.pid));
      if (existsSync(path)) return readFileSync(path);
      const dump = await dumpOf(prepare);
      // Written aside and renamed, so a test run that stops halfway never leaves a broken template behind.
      const partial = `${path}.${process.pid}.partial`;
      writeFileSync(partial, dump);
      renameSync(partial, path);
      return dump;
    } finally {
      closeSync(descriptor);
      rmSync(lock, { force: true });
    }
  }
}

/** The dump (PGlite's dumpDataDir) of an in-memory cluster once `prepare` has run on it. */
async function dumpOf(prepare: (database: DatabaseHandle) => Promise<void>): Promise<Buffer> {
  const pglite = await PGlite.create(pgliteOptions());
  const database = wrapPglite(pglite);
  await prepare(database);
  const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  await database.close();
  return dump;
}

/**
 * Writes a migrated and seeded embedded database's dump, made now, to `file`: the browser tests' portals of their own
 * start from it (e2e/support/own-portal.ts) instead of each migrating and seeding its database.
 */
export async function writeSeededDump(file: string): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, await dumpOf(seed));
  renameSync(partial, file);
}

function lockHolderAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(lock, 'utf8'));
  } catch {
    return true; // gone meanwhile, or not yet written: look again
  }
  if (!Number.isInteger(pid) || pid <= 0) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Changes whenever a migration, the seed, the demo catalogue, the password hashing cost or the day changes. */
function catalogueHash(): string {
  const root = new URL('../../server/db/', import.meta.url);
  const migrations = new URL('migrations/', root);
  const files = [
    ...readdirSync(migrations)
      .sort()
      .map((name) => new URL(name, migrations)),
    new URL('../setup/seed.ts', root),
    new URL('../services/record.ts', root),
    new URL('catalogue.ts', root),
    new URL('migrate.ts', root),
    new URL('checkout-catalogue.ts', root),
    new URL('domain-catalogue.ts', root),
    new URL('../domain/domains/registry.ts', root),
    new URL('../domain/money.ts', root),
    new URL('../auth/password.ts', root),
    new URL('../exchange-rates/sample-denni_kurz.txt', root),
  ];
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(file));
  // The seed's demo passwords are hashed at the run's cost (PASSWORD_HASH_LOG2N): a template made at another keeps it.
  hash.update(`cost:${process.env.PASSWORD_HASH_LOG2N ?? ''}`);
  // pg-boss's schema is installed by migrate(): another pg-boss schema version makes another template.
  hash.update(`pg-boss:${JOB_QUEUE_SCHEMA_VERSION}`);
  // The seed's dates count from the day it ran (a demo package paid for so many days more): a template of an earlier
  // day, left in the temp folder by an earlier run, would date the demo data back.
  hash.update(`day:${new Date().toISOString().slice(0, 10)}`);
  return hash.digest('hex').slice(0, 16);
}
