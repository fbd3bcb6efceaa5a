/**
 * The jobs that must run once across instances, on the scheduler (server/scheduler.ts, docs/decisions.md "The
 * scheduler"): the daily lifecycle job at 03:00 in Prague, and the hourly expiry of bank transfers past their days.
 */
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { MaintenanceLog } from './db/maintenance';
import { expireDueTransfers } from './lifecycle/order-status';
import type { ScheduledJob } from './scheduler';
import { runDailyLifecycle } from './services/daily';
import { DAILY_STEPS } from './daily-steps';
import type { DailyStep } from './services/daily-step';

const MINUTE = 60_000;

/** `steps`: the daily job's steps with the portal's settings (dailySteps in server/daily-steps.ts). */
export function portalJobs(db: Kysely<Database>, log: MaintenanceLog, steps: readonly DailyStep[] = DAILY_STEPS): ScheduledJob[] {
  return [
    {
      name: 'daily-lifecycle',
      timing: { every: 'day', atHour: 3, timeZone: 'Europe/Prague' },
      async run(now) {
        const run = await runDailyLifecycle(db, now, steps);
        log.info({ counts: run.counts }, 'daily lifecycle job finished');
      },
      // A day's look at 100,000 services takes minutes (docs/scaling.md); a claim lapses only well after that.
      leaseMs: 60 * MINUTE,
      retryAfterMs: 15 * MINUTE,
      // Until the evening of its day; the next day's run catches up with whatever is still due.
      retries: 60,
    },
    {
      name: 'transfer-expiry',
      timing: { every: 'hour' },
      async run(now) {
        const expired = await expireDueTransfers(db, now);
        if (expired > 0) log.info({ expired }, 'bank transfers past their days expired');
      },
      leaseMs: 10 * MINUTE,
      retryAfterMs: 5 * MINUTE,
      // Within its hour; the next hour's sweep does the same work.
      retries: 11,
    },
  ];
}
