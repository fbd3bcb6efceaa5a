/**
 * The daily lifecycle job (docs/services.md): as of one moment, it runs its steps (`DailyStep`s: the app's are
 * DAILY_STEPS in server/daily-steps.ts: renewals and reminders, the look at every service, stale drafts). Every run is a `lifecycle_runs` row: running,
 * then finished with what each step did, or failed with the error. Each step is idempotent, so a rerun, a second
 * instance at the same time, or the next run after a failure finishes the work without doing anything twice.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { systemClock } from '../clock';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { loadLifecycleSettings } from '../lifecycle/settings';
import type { DailyCounts, DailyStep } from './daily-step';
import { addCounts } from './service-step';

export interface DailyRun {
  id: string;
  outcome: 'finished';
  counts: DailyCounts;
}

/**
 * Runs the steps as of `now` and answers what they did; a step that throws ends the run as failed (what the steps
 * before it did is kept in its counts) and the error is thrown on. `clock` only dates the run's record; `onStepDone`
 * hears of each step as it finishes, its work committed (the command line prints it).
 */
export async function runDailyLifecycle(db: Kysely<Database>, now: Date, steps: readonly DailyStep[], clock: Clock = systemClock, onStepDone?: (step: string, counts: DailyCounts) => void): Promise<DailyRun> {
  const id = randomUUID();
  await db.insertInto('lifecycle_runs').values({ id, as_of: now, started_at: clock(), outcome: 'running', counts: '{}' }).execute();
  const counts: DailyCounts = {};
  try {
    const settings = await loadLifecycleSettings(db);
    for (const step of steps) {
      const done = await step.run({ db, now, settings });
      addCounts(counts, done);
      onStepDone?.(step.name, done);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.updateTable('lifecycle_runs').set({ outcome: 'failed', finished_at: clock(), counts: JSON.stringify(counts), error: message }).where('id', '=', id).execute();
    throw error;
  }
  await db.updateTable('lifecycle_runs').set({ outcome: 'finished', finished_at: clock(), counts: JSON.stringify(counts) }).where('id', '=', id).execute();
  return { id, outcome: 'finished', counts };
}
