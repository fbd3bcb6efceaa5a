/**
 * `npm run lifecycle [-- --now ISO-DATE]`: runs the daily lifecycle job once against the configured database and
 * prints what it did (docs/operations.md). `--now` replays the job as of that moment, to try a day ahead in a demo or
 * a test installation; production refuses it, since the moment decides what lapses and what is e-mailed. The
 * e-mails go to the outbox, which the portal's mail worker sends (or, in demo mode, shows at /outbox).
 */
import { parseArgs } from 'node:util';
import { runCommand } from '../backup/command';
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { prepareDatabase } from '../setup/prepare';
import { registerOrderReactionsOfTheApp } from '../order-reactions';
import { runDailyLifecycle } from '../services/daily';
import { dailySteps } from '../daily-steps';

const USAGE = 'Usage: npm run lifecycle [-- --now 2027-06-01T03:00:00Z]';

class LifecycleCommandError extends Error {
  override name = 'LifecycleCommandError';
}

/** The moment asked for with --now, or undefined for the clock's; a refusal with the usage line otherwise. */
function readNowArgument(args: string[], mode: 'demo' | 'production'): Date | undefined {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: false, options: { now: { type: 'string' } } });
  } catch (error) {
    throw new LifecycleCommandError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const given = parsed.values.now;
  if (given === undefined) return undefined;
  if (mode === 'production') throw new LifecycleCommandError('Production runs the lifecycle as of now only: --now is for demo and test installations.');
  const moment = new Date(given);
  if (!/^\d{4}-\d{2}-\d{2}/.test(given) || Number.isNaN(moment.getTime())) throw new LifecycleCommandError(`--now takes a date and time in ISO 8601, e.g. 2027-06-01T03:00:00Z, not "${given}".\n${USAGE}`);
  return moment;
}

const listCounts = (counts: Record<string, number>) => Object.entries(counts).map(([kind, value]) => `${kind} ${value}`).join(', ') || 'nothing to do';

await runCommand(async () => {
  const config = loadConfig();
  const now = readNowArgument(process.argv.slice(2), config.mode) ?? systemClock();
  // Deleting a stale draft is an order's change, with the reactions a running portal has.
  registerOrderReactionsOfTheApp();
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database.db, config.mode);
    // Each step's line as it finishes: what a run cut short (a crash, a kill) had committed.
    const run = await runDailyLifecycle(database.db, now, dailySteps(database.db, config), systemClock, (step, counts) => console.log(`The step ${step} finished: ${listCounts(counts)}.`));
    return `The daily lifecycle ran as of ${now.toISOString()}: ${listCounts(run.counts)}.`;
  } finally {
    await database.close();
  }
});
