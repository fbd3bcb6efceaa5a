/**
 * Runs the portal's scheduled jobs once across instances (docs/decisions.md, "The scheduler"). Every instance looks
 * every minute; the first to insert a job's slot (its day, or its hour) into `scheduled_runs` runs it, the others
 * see it taken. A claim holds for the job's lease: a run whose instance died before it finished, or that failed, is
 * claimed again by any instance once the lease is over, and the job's own idempotency (a unique key per service,
 * period and kind) makes that second run finish the work without doing anything twice. Unique keys and conditional
 * updates only, as everywhere in the portal: the same on PGlite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import type { Database } from './db/schema';
import { scheduleMaintenance } from './db/maintenance';
import type { MaintenanceLog, MaintenanceSchedule } from './db/maintenance';
import { dueSlot } from './domain/schedule';
import type { JobTiming } from './domain/schedule';

export interface ScheduledJob {
  name: string;
  timing: JobTiming;
  /** Runs the job as of `now`; throws when it failed (it is tried again after `retryAfterMs`). */
  run(now: Date): Promise<void>;
  /** Longer than a run can take: until then no other instance takes the claim over. */
  leaseMs: number;
  /** After a failure, how long until any instance tries the slot again. */
  retryAfterMs: number;
}

export interface Scheduler extends MaintenanceSchedule {
  /** Looks once: runs every job whose slot is due and free here; answers the names of the jobs it ran. */
  tick(): Promise<string[]>;
}

export interface SchedulerOptions {
  db: Kysely<Database>;
  jobs: readonly ScheduledJob[];
  clock: Clock;
  log: MaintenanceLog;
  /** How often this instance looks (a minute) and when first (a little after the start). */
  timing?: { firstAfterMs: number; everyMs: number };
}

export const SCHEDULER_TIMING = { firstAfterMs: 15_000, everyMs: 60_000 } as const;

export function startScheduler(options: SchedulerOptions, autostart = true): Scheduler {
  const { db, clock, log } = options;
  const instance = randomUUID();

  /** True when this instance holds the slot now: it inserted it, or took over a lapsed claim. */
  async function claim(job: ScheduledJob, slot: string, now: Date): Promise<boolean> {
    const claimedUntil = new Date(now.getTime() + job.leaseMs);
    const inserted = await db
      .insertInto('scheduled_runs')
      .values({ job: job.name, slot, claimed_by: instance, claimed_until: claimedUntil })
      .onConflict((conflict) => conflict.columns(['job', 'slot']).doNothing())
      .returning('job')
      .executeTakeFirst();
    if (inserted) return true;
    const taken = await db
      .updateTable('scheduled_runs')
      .set((eb) => ({ claimed_by: instance, claimed_until: claimedUntil, attempts: eb('attempts', '+', 1) }))
      .where('job', '=', job.name)
      .where('slot', '=', slot)
      .where('finished_at', 'is', null)
      .where('claimed_until', '<=', now)
      .returning('job')
      .executeTakeFirst();
    return taken !== undefined;
  }

  async function runClaimed(job: ScheduledJob, slot: string, now: Date): Promise<void> {
    const ours = (query: ReturnType<typeof db.updateTable<'scheduled_runs'>>) => query.where('job', '=', job.name).where('slot', '=', slot).where('claimed_by', '=', instance);
    try {
      await job.run(now);
      await ours(db.updateTable('scheduled_runs').set({ finished_at: clock(), error: null })).execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await ours(db.updateTable('scheduled_runs').set({ error: message, claimed_until: new Date(clock().getTime() + job.retryAfterMs) })).execute();
      log.error({ err: error, job: job.name, slot }, 'scheduled job failed; it is tried again later');
    }
  }

  async function tick(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of options.jobs) {
      const now = clock();
      const slot = dueSlot(job.timing, now);
      if (slot === undefined || !(await claim(job, slot, now))) continue;
      await runClaimed(job, slot, now);
      ran.push(job.name);
    }
    return ran;
  }

  const timer = autostart
    ? scheduleMaintenance(async () => void (await tick()), { ...(options.timing ?? SCHEDULER_TIMING), onError: (error) => log.error({ err: error }, 'scheduler look failed') })
    : undefined;
  return { tick, stop: async () => timer?.stop() };
}
