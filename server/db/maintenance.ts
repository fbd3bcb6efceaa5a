import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * The embedded database's upkeep. PGlite runs PostgreSQL as a single-user backend, which has no background
 * processes: no autovacuum and no automatic ANALYZE. Without them the space of updated and deleted rows (an order
 * changes many times in checkout, sessions are touched and expire) is reused only by pruning within a page, and the
 * planner never learns the tables' sizes. PostgreSQL deployments have autovacuum and need none of this.
 */
export const EMBEDDED_MAINTENANCE = {
  /** Not at start: a restart stays quick, and the first run comes once the portal has been serving a while. */
  firstAfterMs: 10 * 60_000,
  /** A small database takes well under a second; meanwhile requests wait for the database, as they do for any query. */
  everyMs: 24 * 60 * 60_000,
} as const;

/** Reclaims the space of dead rows and refreshes the planner's statistics, for every table. */
export async function vacuumAnalyze(db: Kysely<Database>): Promise<void> {
  await sql`vacuum (analyze)`.execute(db);
}

export interface MaintenanceSchedule {
  /** No run starts after this; a run under way is waited for, so the database can be closed next. */
  stop(): Promise<void>;
}

/**
 * Runs `task` after `firstAfterMs` and then every `everyMs`, one run at a time. A failed run is reported and the
 * next one comes as planned. The timers do not keep the process alive.
 */
export function scheduleMaintenance(task: () => Promise<void>, options: { firstAfterMs: number; everyMs: number; onError: (error: unknown) => void }): MaintenanceSchedule {
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const plan = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(run, delay);
    timer.unref();
  };
  function run(): void {
    running = task()
      .catch(options.onError)
      .finally(() => {
        running = undefined;
        plan(options.everyMs);
      });
  }

  plan(options.firstAfterMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** What the upkeep reports to: the server's log. */
export interface MaintenanceLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Vacuums and analyses the embedded database on `timing`'s schedule, each run logged with its duration. */
export function maintainEmbeddedDatabase(db: Kysely<Database>, log: MaintenanceLog, timing: { firstAfterMs: number; everyMs: number } = EMBEDDED_MAINTENANCE): MaintenanceSchedule {
  return scheduleMaintenance(
    async () => {
      const startedAt = performance.now();
      await vacuumAnalyze(db);
      log.info({ ms: Math.round(performance.now() - startedAt) }, 'embedded database vacuumed and analysed');
    },
    { ...timing, onError: (error) => log.error({ err: error }, 'embedded database maintenance failed') },
  );
}
