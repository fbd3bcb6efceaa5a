/**
 * The scheduler (server/scheduler.ts): several instances on one database run each job's slot once; a run whose
 * instance died, or that failed, is taken over by another instance once its lease is over; and the daily lifecycle
 * job run by two instances at once is one run. PGlite by default, PostgreSQL under TEST_DATABASE_URL (where two
 * portal processes share the database the same way: through these rows).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database';
import { registerOrderReactionsOfTheApp } from '../../server/order-reactions';
import { portalJobs } from '../../server/scheduled-jobs';
import { startScheduler } from '../../server/scheduler';
import type { ScheduledJob } from '../../server/scheduler';
import { createTestDatabase } from './db';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  registerOrderReactionsOfTheApp();
}, 120_000);
afterAll(() => database.close());

const quiet = { info: () => {}, error: () => {} };
const MINUTE = 60_000;

/** A clock the test moves, shared by the instances as the database's time is. */
function movingClock(start: string) {
  let current = new Date(start);
  return { now: () => new Date(current), move: (ms: number) => (current = new Date(current.getTime() + ms)) };
}

/** `count` instances' schedulers over the same jobs, looking only when the test says. */
const instances = (count: number, jobs: ScheduledJob[], clock: { now: () => Date }) =>
  Array.from({ length: count }, () => startScheduler({ db: database.db, jobs, clock: clock.now, log: quiet }, false));

function countingJob(name: string, fail: (attempt: number) => boolean = () => false): ScheduledJob & { runs: Date[] } {
  const runs: Date[] = [];
  return {
    name,
    runs,
    timing: { every: 'day', atHour: 3, timeZone: 'Europe/Prague' },
    async run(now) {
      runs.push(now);
      if (fail(runs.length)) throw new Error('the job failed');
    },
    leaseMs: 60 * MINUTE,
    retryAfterMs: 15 * MINUTE,
  };
}

describe('the scheduler', () => {
  it('runs a daily job once a day however many instances look, and not before its hour', async () => {
    const clock = movingClock('2027-03-10T01:00:00Z');
    const job = countingJob('once-a-day');
    const [a, b, c] = instances(3, [job], clock);
    // 02:00 in Prague: not yet.
    expect(await Promise.all([a?.tick(), b?.tick(), c?.tick()])).toEqual([[], [], []]);
    clock.move(2 * 60 * MINUTE);
    const ran = await Promise.all([a?.tick(), b?.tick(), c?.tick()]);
    expect(ran.flat()).toEqual(['once-a-day']);
    clock.move(5 * MINUTE);
    expect((await Promise.all([a?.tick(), b?.tick()])).flat()).toEqual([]);
    clock.move(24 * 60 * MINUTE);
    expect((await Promise.all([a?.tick(), b?.tick(), c?.tick()])).flat()).toEqual(['once-a-day']);
    expect(job.runs.map((at) => at.toISOString())).toEqual(['2027-03-10T03:00:00.000Z', '2027-03-11T03:05:00.000Z']);
  });

  it('tries a failed run again after its retry time, on any instance, and a run whose instance died after its lease', async () => {
    const clock = movingClock('2027-04-10T05:00:00Z');
    const job = countingJob('retried', (attempt) => attempt === 1);
    const [a, b] = instances(2, [job], clock);
    expect(await a?.tick()).toEqual(['retried']);
    const failed = await database.db.selectFrom('scheduled_runs').select(['error', 'finished_at']).where('job', '=', 'retried').executeTakeFirstOrThrow();
    expect(failed).toEqual({ error: 'the job failed', finished_at: null });
    clock.move(10 * MINUTE);
    expect(await b?.tick()).toEqual([]);
    clock.move(6 * MINUTE);
    expect(await b?.tick()).toEqual(['retried']);
    expect(await database.db.selectFrom('scheduled_runs').select(['attempts', 'error']).where('job', '=', 'retried').executeTakeFirstOrThrow()).toEqual({ attempts: 2, error: null });

    // An instance claimed the slot and died: nobody runs it until the lease is over, then one instance does.
    const crashed = countingJob('crashed');
    await database.db.insertInto('scheduled_runs').values({ job: 'crashed', slot: '2027-04-10', claimed_by: 'gone', claimed_until: new Date(clock.now().getTime() + 30 * MINUTE) }).execute();
    const [c, d] = instances(2, [crashed], clock);
    expect((await Promise.all([c?.tick(), d?.tick()])).flat()).toEqual([]);
    clock.move(31 * MINUTE);
    expect((await Promise.all([c?.tick(), d?.tick()])).flat()).toEqual(['crashed']);
    expect(crashed.runs).toHaveLength(1);
  });

  it('runs the portal\'s daily lifecycle job once when two instances look at 03:00 at once', async () => {
    const clock = movingClock('2027-05-20T01:00:00Z');
    const [a, b] = [quiet, quiet].map(() => startScheduler({ db: database.db, jobs: portalJobs(database.db, quiet), clock: clock.now, log: quiet }, false));
    const ran = await Promise.all([a?.tick(), b?.tick()]);
    expect(ran.flat().sort()).toEqual(['daily-lifecycle', 'transfer-expiry']);
    const runs = await database.db.selectFrom('lifecycle_runs').select(['as_of', 'outcome']).execute();
    expect(runs).toEqual([{ as_of: new Date('2027-05-20T01:00:00Z'), outcome: 'finished' }]);
  });
});
