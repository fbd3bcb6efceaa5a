/**
 * A step of the daily lifecycle job (docs/services.md): the job runs each step as of one moment and adds up what
 * each did into the run's counts. A step is idempotent: a rerun, a second instance or a crash mid-run never sends or
 * bills twice (claim each (service, period, kind) in `service_notices` in the transaction that acts on it).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { LifecycleSettings } from '../lifecycle/settings';

export interface DailyStepContext {
  db: Kysely<Database>;
  /** The moment the run is as of (the server's clock, or `npm run lifecycle -- --now`). */
  now: Date;
  settings: LifecycleSettings;
}

/** What a step did, by kind ('reminders', 'renewalOrders', 'freeVersion' ...): added into the run's counts. */
export type DailyCounts = Record<string, number>;

export interface DailyStep {
  /** Short and stable: it names the step in the run's log. */
  name: string;
  run(context: DailyStepContext): Promise<DailyCounts>;
}
