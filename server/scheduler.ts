/**
 * Runs the portal's scheduled jobs once across instances, on pg-boss (docs/decisions.md, "The scheduler"). The
 * portal's clock decides which slot of a job is due (its day, or its hour: server/domain/schedule.ts), so tests and
 * `npm run lifecycle -- --now` still move time; pg-boss runs it once. Every instance looks every minute and sends the
 * due slot as a job whose id is made from the job's name and its slot: pg-boss inserts a job ON CONFLICT DO NOTHING,
 * so however many instances look, a slot is one job. Completed jobs stay in pg-boss's job table for days, longer than
 * a slot stays due, so a later look finds the slot's job there and sends nothing. Each job's queue carries its lease
 * (expireInSeconds: a run whose instance died is failed by pg-boss's maintenance after it) and its retries (a failed
 * run is tried again after retryDelay, by whichever instance's worker fetches it first). The job's own idempotency (a
 * unique key per service, period and kind) makes a second run finish the work without doing anything twice.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import type { Database } from './db/schema';
import { ensureQueue, startJobQueue, stopJobQueue } from './db/job-queue';
import { scheduleMaintenance } from './db/maintenance';
import type { MaintenanceLog, MaintenanceSchedule } from './db/maintenance';
import { dueSlot } from './domain/schedule';
import type { JobTiming } from './domain/schedule';

export interface ScheduledJob {
  name: string;
  timing: JobTiming;
  /** Runs the job as of `now` (the portal's clock when it runs); throws when it failed (tried again after `retryAfterMs`). */
  run(now: Date): Promise<void>;
  /** Longer than a run can take: until then no other instance runs the slot again (pg-boss's expireInSeconds). */
  leaseMs: number;
  /** After a failure, how long until any instance tries the slot again (pg-boss's retryDelay). */
  retryAfterMs: number;
  /** How many times a failed slot is tried again (pg-boss's retryLimit). */
  retries: number;
}

export interface Scheduler extends MaintenanceSchedule {
  /** Looks once: sends the job of every due slot; answers the names of the jobs whose slot this look sent first. */
  tick(): Promise<string[]>;
  /** pg-boss's maintenance once: runs whose lease is over are failed (and so retried), old jobs archived. */
  maintain(): Promise<void>;
}

export interface SchedulerOptions {
  db: Kysely<Database>;
  jobs: readonly ScheduledJob[];
  clock: Clock;
  log: MaintenanceLog;
  /** How often this instance looks (a minute) and when first (a little after the start). */
  timing?: { firstAfterMs: number; everyMs: number };
  /** How often each job's worker asks pg-boss for a job sent by another instance, or retried. */
  pollingIntervalSeconds?: number;
}

export const SCHEDULER_TIMING = { firstAfterMs: 15_000, everyMs: 60_000 } as const;
const POLLING_INTERVAL_SECONDS = 10;

// Fixed: the namespace of the slots' job ids (uuid v5), so every instance names a slot's job the same.
const SLOT_NAMESPACE = Buffer.from('6f1c0e52a4a94d5b9d3e2c1b7a8f4e60', 'hex');

/** The id of a job's slot: a uuid v5 of the job's name and its slot, the same on every instance. */
export function slotJobId(job: string, slot: string): string {
  const hash = createHash('sha1').update(SLOT_NAMESPACE).update(`${job}/${slot}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export async function startScheduler(options: SchedulerOptions, autostart = true): Promise<Scheduler> {
  const { db, clock, log } = options;
  const boss = await startJobQueue(db, log);
  const workers = new Map<string, string>();
  for (const job of options.jobs) {
    await ensureQueue(boss, { name: job.name, retryLimit: job.retries, retryDelay: Math.ceil(job.retryAfterMs / 1000), expireInSeconds: Math.ceil(job.leaseMs / 1000) });
    const worker = await boss.work<{ slot: string }>(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? POLLING_INTERVAL_SECONDS }, async ([sent]) => {
      try {
        await job.run(clock());
      } catch (error) {
        log.error({ err: error, job: job.name, slot: sent?.data.slot }, 'scheduled job failed; it is tried again later');
        throw error;
      }
    });
    workers.set(job.name, worker);
  }

  async function tick(): Promise<string[]> {
    const sent: string[] = [];
    for (const job of options.jobs) {
      const slot = dueSlot(job.timing, clock());
      if (slot === undefined) continue;
      const id = await boss.send(job.name, { slot }, { id: slotJobId(job.name, slot) });
      if (id === null) continue;
      sent.push(job.name);
      // This instance's worker takes it now rather than at its next poll.
      const worker = workers.get(job.name);
      if (worker) boss.notifyWorker(worker);
    }
    return sent;
  }

  const timer = autostart
    ? scheduleMaintenance(async () => void (await tick()), { ...(options.timing ?? SCHEDULER_TIMING), onError: (error) => log.error({ err: error }, 'scheduler look failed') })
    : undefined;
  return {
    tick,
    maintain: () => boss.maintain(),
    async stop() {
      await timer?.stop();
      await stopJobQueue(boss);
    },
  };
}
