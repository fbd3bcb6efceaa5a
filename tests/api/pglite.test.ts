/**
 * The embedded database as the server runs it: statements through a PgliteRunner (prepared statements, one
 * protocol message each), on the database worker thread (openPglite) and in the calling thread (wrapPglite, as
 * the other tests use it). Both must behave as PostgreSQL does for the portal: typed values both ways, errors with
 * their SQLSTATE, transactions that keep their statements together while other queries wait, and prepared
 * statements that follow schema changes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPglite, pgliteOptions, wrapPglite } from '../../server/db/database';
import type { DatabaseHandle } from '../../server/db/database';
import { maintainEmbeddedDatabase } from '../../server/db/maintenance';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-pglite-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const places: [string, () => Promise<DatabaseHandle>][] = [
  ['on the database worker thread', () => openPglite(dataDir)],
  ['in the calling thread', async () => wrapPglite(await PGlite.create(pgliteOptions()))],
];

describe.each(places)('PGlite %s', (_place, open) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await open();
    await sql`create table pglite_probe (id int primary key, amount bigint, at timestamptz, data jsonb, tags text[], note text)`.execute(database.db);
  });
  afterAll(() => database.close());

  // The probe table is not in the portal's schema, so these statements are raw SQL.
  const count = async () => Number((await sql<{ n: number }>`select count(*)::int as n from pglite_probe`.execute(database.db)).rows[0]?.n);

  it('writes and reads back bigint, timestamps, JSON and arrays, the same on every execution of a prepared statement', async () => {
    const at = new Date('2026-11-24T10:20:30.456Z');
    for (const id of [1, 2, 3]) {
      await sql`insert into pglite_probe (id, amount, at, data, tags) values (${id}, ${9_007_199_254_740_993n + BigInt(id)}, ${at}, ${JSON.stringify({ id, nested: ['a'] })}, ${['x', `y${id}`]})`.execute(database.db);
    }
    for (const id of [1, 2, 3]) {
      const { rows } = await sql<{ amount: bigint; at: Date; data: unknown; tags: string[] }>`select amount, at, data, tags from pglite_probe where id = ${id}`.execute(database.db);
      expect(rows).toEqual([{ amount: 9_007_199_254_740_993n + BigInt(id), at, data: { id, nested: ['a'] }, tags: ['x', `y${id}`] }]);
    }
  });

  it('reports changed rows and refuses a duplicate key with its SQLSTATE and constraint', async () => {
    const updated = await sql`update pglite_probe set note = 'seen' where id <= ${2}`.execute(database.db);
    expect(updated.numAffectedRows).toBe(2n);
    const duplicate = sql`insert into pglite_probe (id) values (${1})`.execute(database.db);
    await expect(duplicate).rejects.toMatchObject({ code: '23505', constraint: 'pglite_probe_pkey' });
    // The failed statement left the session usable.
    expect(await count()).toBe(3);
  });

  it('keeps a transaction to itself: a query sent meanwhile runs after its commit and sees it', async () => {
    let seenByOther: number | undefined;
    let other: Promise<void> | undefined;
    await database.db.transaction().execute(async (trx) => {
      await sql`insert into pglite_probe (id) values (${10})`.execute(trx);
      other = count().then((n) => {
        seenByOther = n;
      });
      // Give the other query every chance to run inside the transaction if it could.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(seenByOther).toBeUndefined();
      await sql`insert into pglite_probe (id) values (${11})`.execute(trx);
    });
    await other;
    expect(seenByOther).toBe(5);
  });

  it('undoes a transaction that fails, and queries waiting for it then run', async () => {
    const waiting: Promise<number>[] = [];
    const failed = database.db.transaction().execute(async (trx) => {
      await sql`insert into pglite_probe (id) values (${20})`.execute(trx);
      waiting.push(count());
      await sql`insert into pglite_probe (id) values (${20})`.execute(trx);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect(await Promise.all(waiting)).toEqual([5]);
    expect(await count()).toBe(5);
  });

  it('runs transactions started together one after the other, never interleaved', async () => {
    await sql`create table pglite_counter (id int primary key, value int not null)`.execute(database.db);
    await sql`insert into pglite_counter values (1, 0)`.execute(database.db);
    // Read, then write what was read plus one: interleaved transactions would lose increments.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        database.db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ value: number }>`select value from pglite_counter where id = 1`.execute(trx);
          await sql`update pglite_counter set value = ${(rows[0]?.value ?? 0) + 1} where id = 1`.execute(trx);
        }),
      ),
    );
    const { rows } = await sql<{ value: number }>`select value from pglite_counter where id = 1`.execute(database.db);
    expect(rows[0]?.value).toBe(20);
  });

  it('keeps its prepared statements across a transaction that sets its own timeouts (pg-boss\'s scripts do)', async () => {
    const probe = sql<{ n: number }>`select count(*)::int as n from pglite_probe where note is distinct from ${'kept'}`;
    await probe.execute(database.db);
    await database.db.transaction().execute(async (trx) => {
      await sql`set local lock_timeout = '30s'`.execute(trx);
      await sql`set local idle_in_transaction_session_timeout = '30s'`.execute(trx);
    });
    const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(database.db);
    expect(prepared.rows.map((row) => row.statement)).toContain(probe.compile(database.db).sql);
  });

  it('follows a schema change: a prepared select * shows a column added afterwards', async () => {
    const row = () => sql<Record<string, unknown>>`select * from pglite_probe where id = ${1}`.execute(database.db);
    expect(Object.keys((await row()).rows[0] ?? {})).not.toContain('extra');
    await sql`alter table pglite_probe add column extra text default 'added'`.execute(database.db);
    expect((await row()).rows[0]).toMatchObject({ extra: 'added' });
  });

  it('is vacuumed and analysed by the portal\'s upkeep, which PGlite does not do by itself, each run logged', async () => {
    const planned = async () => Number((await sql<{ n: number }>`select reltuples::int as n from pg_class where relname = 'pglite_probe'`.execute(database.db)).rows[0]?.n);
    // Never analysed: PostgreSQL's "unknown" (-1) although the table has rows.
    expect(await planned()).toBe(-1);
    expect(await count()).toBeGreaterThan(0);
    const log = { info: vi.fn(), error: vi.fn() };
    const upkeep = maintainEmbeddedDatabase(database.db, log, { firstAfterMs: 0, everyMs: 60_000 });
    await vi.waitFor(() => expect(log.info).toHaveBeenCalledWith({ ms: expect.any(Number) }, 'embedded database vacuumed and analysed'), { timeout: 10_000 });
    await upkeep.stop();
    expect(log.error).not.toHaveBeenCalled();
    expect(await planned()).toBe(await count());
  });
});

describe('the database worker', () => {
  // The folder the tests above made (and closed): opening it again skips PGlite's initdb.
  it('answers every statement sent before the database is closed, and keeps the data in the folder', async () => {
    const first = await openPglite(dataDir);
    await sql`create table kept (id int primary key)`.execute(first.db);
    const inserts = Array.from({ length: 50 }, (_, id) => sql`insert into kept values (${id})`.execute(first.db));
    // Once Kysely has handed them over (its promises settle first), the statements are on their way or queued.
    await new Promise((resolve) => setImmediate(resolve));
    await first.close();
    await Promise.all(inserts);
    const second = await openPglite(dataDir);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from kept`.execute(second.db);
    await second.close();
    expect(rows[0]?.n).toBe(50);
  });
});
