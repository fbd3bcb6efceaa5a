/**
 * The scheduler on pg-boss (server/scheduler.ts): several instances on one database run each job's slot once, and
 * not before its hour; a failed run is tried again after its delay on any instance; a run whose instance died is run
 * again once its lease is over; and the daily lifecycle job looked at by two instances at once is one run. PGlite by
 * default, PostgreSQL under TEST_DATABASE_URL. The portal's clock (moved by the test) decides which slot is due;
 * pg-boss's delays and leases are the database's time, kept short here, and the test waits for a job's state with a
 * deadline instead of sleeping.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database';
import { dueSlot } from '../../server/domain/schedule';
import { registerOrderReactionsOfTheApp } from '../../server/order-reactions';
import { portalJobs } from '../../server/scheduled-jobs';
import { startJobQueue } from '../../server/db/job-queue';
import { slotJobId, startScheduler } from '../../server/scheduler';
import type { ScheduledJob, Scheduler } from '../../server/scheduler';
import { createTestDatabase } from './db';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  registerOrderReactionsOfTheApp();
}, 120_000);
afterAll(() => database.close());

const quiet = { info: () => {}, error: () => {} };
const MINUTE = 60_000;
const DAILY = { every: 'day', atHour: 3, timeZone: 'Europe/Prague' } as const;

/** A clock the test moves, shared by the instances as the database's time is. */
function movingClock(start: string) {
  let current = new Date(start);
  return { now: () => new Date(current), move: (ms: number) => (current = new Date(current.getTime() + ms)) };
}

let started: Scheduler[] = [];
afterEach(async () => {
  await Promise.all(started.map((scheduler) => scheduler.stop()));
  started = [];
});

/** `count` instances' schedulers over the same jobs, looking only when the test says; their workers poll twice a second. */
async function instances(count: number, jobs: ScheduledJob[], clock: { now: () => Date }): Promise<Scheduler[]> {
  const made = await Promise.all(Array.from({ length: count }, () => startScheduler({ db: database.db, jobs, clock: clock.now, log: quiet, pollingIntervalSeconds: 0.5 }, false)));
  started.push(...made);
  return made;
}

function countingJob(name: string, options: { fail?: (attempt: number) => boolean; leaseMs?: number } = {}): ScheduledJob & { runs: Date[]; startedAt: number[] } {
  const runs: Date[] = [];
  const startedAt: number[] = [];
  return {
    name,
    runs,
    startedAt,
    timing: DAILY,
    async run(now) {
      runs.push(now);
      startedAt.push(performance.now());
      if (options.fail?.(runs.length)) throw new Error('the job failed');
    },
    leaseMs: options.leaseMs ?? 60 * MINUTE,
    retryAfterMs: 1_000,
    retries: 3,
  };
}

interface JobRow {
  id: string;
  state: string;
  retry_count: number;
}

/** The job table's rows of a job (its slots), oldest first. */
const jobRows = async (name: string): Promise<JobRow[]> =>
  (await sql<JobRow>`select id::text as id, state::text as state, retry_count from pgboss.job where name = ${name} order by created_on`.execute(database.db)).rows;

/** Reads until `done` holds, or fails after the deadline with what it read last. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, deadlineMs = 30_000): Promise<T> {
  const end = performance.now() + deadlineMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (performance.now() > end) throw new Error(`not reached in time; last read: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const states = (rows: JobRow[]) => rows.map((row) => row.state);

describe('the scheduler on pg-boss', () => {
  it('runs a daily job once a day however many instances look, and not before its hour', async () => {
    const clock = movingClock('2027-03-10T01:00:00Z');
    const job = countingJob('once-a-day');
    const [a, b, c] = await instances(3, [job], clock);
    // 02:00 in Prague: not yet.
    expect(await Promise.all([a?.tick(), b?.tick(), c?.tick()])).toEqual([[], [], []]);
    expect(await jobRows('once-a-day')).toEqual([]);
    clock.move(2 * 60 * MINUTE);
    const sent = await Promise.all([a?.tick(), b?.tick(), c?.tick()]);
    expect(sent.flat()).toEqual(['once-a-day']);
    const first = await until(() => jobRows('once-a-day'), (rows) => states(rows).join() === 'completed');
    expect(first.map((row) => row.id)).toEqual([slotJobId('once-a-day', '2027-03-10')]);
    clock.move(5 * MINUTE);
    expect((await Promise.all([a?.tick(), b?.tick()])).flat()).toEqual([]);
    clock.move(24 * 60 * MINUTE);
    expect((await Promise.all([a?.tick(), b?.tick(), c?.tick()])).flat()).toEqual(['once-a-day']);
    await until(() => jobRows('once-a-day'), (rows) => states(rows).join() === 'completed,completed');
    expect(job.runs.map((at) => at.toISOString())).toEqual(['2027-03-10T03:00:00.000Z', '2027-03-11T03:05:00.000Z']);
  }, 60_000);

  it('tries a failed run again after its delay, on another instance when the first one stopped', async () => {
    const clock = movingClock('2027-04-10T05:00:00Z');
    const job = countingJob('retried', { fail: (attempt) => attempt === 1 });
    const [a, b] = await instances(2, [job], clock);
    expect(await a?.tick()).toEqual(['retried']);
    expect(await until(() => jobRows('retried'), (rows) => states(rows).join() === 'retry')).toMatchObject([{ retry_count: 0 }]);
    expect(job.runs).toHaveLength(1);
    // The instance that failed it goes away: the other one's worker takes the retry.
    await a?.stop();
    expect(await b?.tick()).toEqual([]);
    expect(await until(() => jobRows('retried'), (rows) => states(rows).join() === 'completed')).toMatchObject([{ retry_count: 1 }]);
    expect(job.runs).toHaveLength(2);
    // Not before its delay (a second), less the difference between the database's clock and this process's.
    expect((job.startedAt[1] ?? 0) - (job.startedAt[0] ?? 0)).toBeGreaterThan(900);
  }, 60_000);

  it('runs a slot whose instance died mid-run again once its lease is over, and only once', async () => {
    const clock = movingClock('2027-04-10T05:00:00Z');
    const slot = dueSlot(DAILY, clock.now()) ?? '';
    const leaseMs = 5_000;
    // An instance sent the slot, took it and died before finishing it.
    const dead = await startJobQueue(database.db, quiet);
    await dead.createQueue('crashed', { name: 'crashed', retryLimit: 3, retryDelay: 0, expireInSeconds: leaseMs / 1000 });
    await dead.send('crashed', { slot }, { id: slotJobId('crashed', slot) });
    expect(await dead.fetch('crashed')).toHaveLength(1);
    await dead.stop({ graceful: false });

    const crashed = countingJob('crashed', { leaseMs });
    const [c, d] = await instances(2, [crashed], clock);
    expect((await Promise.all([c?.tick(), d?.tick()])).flat()).toEqual([]);
    // Within its lease, maintenance leaves the run to the instance that took it.
    await c?.maintain();
    const leased = await sql<{ state: string; leased: boolean }>`select state::text as state, started_on + expire_in > now() as leased from pgboss.job where name = 'crashed'`.execute(database.db);
    expect(leased.rows).toEqual([{ state: 'active', leased: true }]);
    expect(crashed.runs).toEqual([]);
    // After it, maintenance fails the run, and one of the live instances runs the slot.
    await until(
      async () => (await c?.maintain(), jobRows('crashed')),
      (rows) => states(rows).join() !== 'active',
    );
    expect(await until(() => jobRows('crashed'), (rows) => states(rows).join() === 'completed')).toMatchObject([{ retry_count: 1 }]);
    expect(crashed.runs).toHaveLength(1);
  }, 60_000);

  it('runs the portal\'s daily lifecycle job once when two instances look at 03:00 at once', async () => {
    const clock = movingClock('2027-05-20T01:00:00Z');
    const [a, b] = await Promise.all([quiet, quiet].map(() => startScheduler({ db: database.db, jobs: portalJobs(database.db, quiet), clock: clock.now, log: quiet, pollingIntervalSeconds: 0.5 }, false)));
    started.push(...[a, b].filter((scheduler) => scheduler !== undefined));
    const sent = await Promise.all([a?.tick(), b?.tick()]);
    expect(sent.flat().sort()).toEqual(['daily-lifecycle', 'transfer-expiry']);
    await until(() => jobRows('daily-lifecycle'), (rows) => states(rows).join() === 'completed');
    await until(() => jobRows('transfer-expiry'), (rows) => states(rows).join() === 'completed');
    const runs = await database.db.selectFrom('lifecycle_runs').select(['as_of', 'outcome']).execute();
    expect(runs).toEqual([{ as_of: new Date('2027-05-20T01:00:00Z'), outcome: 'finished' }]);
  }, 60_000);
});
