/** What the portal's commands share (backup, restore, operator): their arguments, and errors told as messages alone. */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import type { Config } from '../config';
import { BackupError } from './backup-file';

export interface CommandInput {
  /** The FILE argument, absolute: a relative one is taken from where `npm run` was typed (INIT_CWD). */
  file: string;
  force: boolean;
  config: Config;
}

/** Runs a command of FILE (and --force where `usage` offers it); exit code 1 with the message alone on a failure. */
export async function runFileCommand(usage: string, options: { force: boolean }, main: (input: CommandInput) => Promise<string>): Promise<void> {
  await runCommand(async () => {
    let parsed;
    try {
      parsed = parseArgs({ allowPositionals: true, options: options.force ? { force: { type: 'boolean', default: false } } : {} });
    } catch (error) {
      throw new BackupError(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    }
    const [file, ...rest] = parsed.positionals;
    if (file === undefined || rest.length > 0) throw new BackupError(usage);
    const force = (parsed.values as { force?: boolean }).force === true;
    return main({ file: resolve(process.env.INIT_CWD ?? process.cwd(), file), force, config: loadConfig() });
  });
}

/**
 * Runs a command of the portal's command line: what `main` answers is printed; a failure prints its message alone
 * (written for people, no stack trace) and the exit code is 1.
 */
export async function runCommand(main: () => Promise<string>): Promise<void> {
  try {
    console.log(await main());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
