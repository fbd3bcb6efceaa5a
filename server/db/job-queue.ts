/**
 * pg-boss, the job queue of the portal's scheduled jobs (server/scheduler.ts) and of its mail worker
 * (server/mail/worker.ts), over the portal's own database (docs/decisions.md, "The scheduler").
 */
import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from './schema';
import { jobQueueDb } from './job-queue-db';
import type { JobQueueDb } from './job-queue-db';
import type { MaintenanceLog } from './maintenance';
import { JOB_QUEUE_SCHEMA } from './migrate';

/** Completed and failed jobs stay in the job table this long: far longer than a daily slot stays due (a day). */
const KEEP_FINISHED_SECONDS = 3 * 24 * 60 * 60;
/** How long pg-boss's stop waits for a job under way; a job cut off is failed, and retried after its delay. */
const STOP_WAIT_MS = 5_000;

/**
 * pg-boss over the portal's database: its schema comes from the portal's migrations (migrate.ts), so it never
 * migrates; its own cron is off (the portal's clock decides), its maintenance runs at its defaults, and its errors go
 * to the server's log.
 */
export async function startJobQueue(db: Kysely<Database>, log: MaintenanceLog): Promise<PgBoss> {
  const queueDb = jobQueueDb(db);
  const boss = new PgBoss({
    db: queueDb,
    schema: JOB_QUEUE_SCHEMA,
    migrate: false,
    schedule: false,
    archiveCompletedAfterSeconds: KEEP_FINISHED_SECONDS,
    archiveFailedAfterSeconds: KEEP_FINISHED_SECONDS,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue (pg-boss) error'));
  await boss.start();
  adapters.set(boss, queueDb);
  return boss;
}

const adapters = new WeakMap<PgBoss, JobQueueDb>();

/**
 * Stops pg-boss (waiting up to STOP_WAIT_MS for a job under way; one cut off is failed and tried again after its
 * delay), then its database adapter, which waits for pg-boss's last statements: after this the database may close.
 */
export async function stopJobQueue(boss: PgBoss): Promise<void> {
  await boss.stop({ graceful: true, timeout: STOP_WAIT_MS });
  await adapters.get(boss)?.close();
}

const DEADLOCK = '40P01';
const CREATE_ATTEMPTS = 5;

/**
 * Makes a queue, or brings an existing one's lease and retries up to the code's. Instances starting together on a new
 * database create the same queue at once, and on PostgreSQL pg-boss's create_queue (an insert, then the queue's
 * partition and its foreign keys) can deadlock with itself: PostgreSQL ends one of them, which tries again and finds
 * the queue made.
 */
export async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; !(await boss.getQueue(queue.name)); attempt += 1) {
    try {
      await boss.createQueue(queue.name, queue);
    } catch (error) {
      if ((error as { code?: unknown }).code !== DEADLOCK || attempt >= CREATE_ATTEMPTS) throw error;
    }
  }
  await boss.updateQueue(queue.name, queue);
}
