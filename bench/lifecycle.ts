// The daily lifecycle job over many services (issue figure 8): one run as of a day on which about one service in
// thirty-six has lapsed and one in twelve is in its renewal window, then a second run as of the same moment, with
// nothing left due. On the embedded database in a data folder of its own, through the portal's worker thread, as
// the portal runs it. BENCH_LIFECYCLE_SERVICES sets how many (100,000 by default). Run alone with
// `npx tsx bench/lifecycle.ts` (or `npx tsx bench/run.ts --only lifecycle`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openPglite } from '../server/db/database';
import { prepareDatabase } from '../server/setup/prepare';
import { addDays } from '../server/domain/calendar';
import { registerOrderReactionsOfTheApp } from '../server/order-reactions';
import { runDailyLifecycle } from '../server/services/daily';
import { DAILY_STEPS } from '../server/daily-steps';
import { printMachineLoad, verdict } from './lib';

const SERVICES = Number(process.env.BENCH_LIFECYCLE_SERVICES ?? 100_000);
const AS_OF = new Date('2027-06-01T01:00:00.000Z');
/** docs/scaling.md: the daily job fits well inside its hour's lease; a day with nothing due costs next to nothing. */
const TARGETS = { fullRunMs: 15 * 60_000, nothingDueMs: 10_000 };

export async function benchLifecycle(): Promise<void> {
  console.log(`bench: the daily lifecycle job over ${SERVICES.toLocaleString('en')} services (PGlite)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-lifecycle-'));
  const database = await openPglite(dataDir);
  try {
    registerOrderReactionsOfTheApp();
    await prepareDatabase(database.db, 'demo');
    const { db } = database;
    const account = await db.selectFrom('accounts').select('id').where('role', '=', 'customer').orderBy('created_at').executeTakeFirstOrThrow();
    const mini = await db.selectFrom('package').select('id').where('identifier', '=', 'mini').executeTakeFirstOrThrow();
    const websites = Math.floor(SERVICES / 2);
    // Half website packages, half domains; their paid dates spread over a year that began ten days ago.
    const spread = (i: string) => sql`${addDays(AS_OF, -10)}::timestamptz + ((${sql.raw(i)} % 365) * interval '1 day')`;
    await sql`insert into websites (id, account_id, name, package_id, package_paid_until, created_at)
      select gen_random_uuid(), ${account.id}, 'bench-' || i, ${mini.id}, ${spread('i')}, now() from generate_series(1, ${websites}) i`.execute(db);
    await sql`insert into services (id, account_id, website_id, kind, package_id, paid_until, created_at, updated_at)
      select gen_random_uuid(), account_id, id, 'package', package_id, package_paid_until, now(), now() from websites where name like 'bench-%'`.execute(db);
    await sql`insert into services (id, account_id, kind, domain, paid_until, created_at, updated_at)
      select gen_random_uuid(), ${account.id}, 'domain', 'bench-' || i || '.com', ${spread('i')}, now(), now() from generate_series(1, ${SERVICES - websites}) i`.execute(db);
    await sql`analyze`.execute(db);

    const timed = async () => {
      const started = performance.now();
      const run = await runDailyLifecycle(db, AS_OF, DAILY_STEPS);
      return { ms: performance.now() - started, counts: run.counts };
    };
    const first = await timed();
    const changed = Object.entries(first.counts).filter(([kind]) => kind !== 'looked').map(([kind, value]) => `${kind} ${value}`).join(', ');
    console.log(`  first run: ${(first.ms / 1000).toFixed(1)} s, ${(first.ms / SERVICES).toFixed(3)} ms per service held, ${(first.ms / Math.max(1, first.counts.looked ?? 0)).toFixed(2)} ms per service looked at (${first.counts.looked ?? 0}; ${changed}) ${verdict(first.ms <= TARGETS.fullRunMs)} (target: ${TARGETS.fullRunMs / 60_000} min)`);
    const second = await timed();
    console.log(`  second run, nothing due: ${(second.ms / 1000).toFixed(2)} s, ${(second.ms / SERVICES).toFixed(4)} ms per service held (looked at ${second.counts.looked ?? 0}) ${verdict(second.ms <= TARGETS.nothingDueMs)} (target: ${TARGETS.nothingDueMs / 1000} s)`);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('lifecycle.ts')) {
  printMachineLoad();
  await benchLifecycle();
}
