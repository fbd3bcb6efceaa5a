/**
 * Daily backups kept in DATA_DIR/backups (BACKUP_DAILY=on): one a day, the newest BACKUP_RETAIN kept and the older
 * ones deleted. Each is a file `npm run restore` takes, written whole or not at all.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { systemClock } from '../clock';
import { scheduleMaintenance } from '../db/maintenance';
import type { MaintenanceLog, MaintenanceSchedule } from '../db/maintenance';

export const BACKUP_FOLDER = 'backups';

export const DAILY_BACKUPS = {
  /** Soon after a start, so that a new installation has a backup on its first day. */
  firstAfterMs: 60_000,
  everyMs: 24 * 60 * 60_000,
} as const;

/** portal-2026-11-27T03-00-00Z.tar.gz (embedded database) or .dump (pg_dump's custom format): names sort by time. */
const BACKUP_NAME = /^portal-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.(tar\.gz|dump)$/;

export function dailyBackupName(now: Date, kind: 'pglite' | 'postgres'): string {
  const stamp = now.toISOString().replace(/\.\d{3}Z$/, 'Z').replaceAll(':', '-');
  return `portal-${stamp}.${kind === 'pglite' ? 'tar.gz' : 'dump'}`;
}

export interface DailyBackupOptions {
  /** DATA_DIR/backups. */
  folder: string;
  kind: 'pglite' | 'postgres';
  /** How many backups to keep, the newest. */
  retain: number;
  /** Writes a backup to the new file. */
  take: (file: string) => Promise<void>;
  log: MaintenanceLog;
  now?: () => Date;
}

/** Takes one backup into the folder, then deletes the oldest beyond `retain`; other files there are left alone. */
export async function takeDailyBackup(options: DailyBackupOptions): Promise<void> {
  mkdirSync(options.folder, { recursive: true, mode: 0o700 });
  const file = join(options.folder, dailyBackupName((options.now ?? systemClock)(), options.kind));
  const startedAt = performance.now();
  await options.take(file);
  const backups = readdirSync(options.folder)
    .filter((name) => BACKUP_NAME.test(name))
    .sort();
  const removed = backups.slice(0, Math.max(0, backups.length - options.retain));
  for (const name of removed) rmSync(join(options.folder, name), { force: true });
  options.log.info({ file, ms: Math.round(performance.now() - startedAt), kept: backups.length - removed.length, removed }, 'daily backup taken');
}

/** takeDailyBackup on `timing`'s schedule; a failed backup is logged and the next one comes as planned. */
export function keepDailyBackups(options: DailyBackupOptions, timing: { firstAfterMs: number; everyMs: number } = DAILY_BACKUPS): MaintenanceSchedule {
  return scheduleMaintenance(() => takeDailyBackup(options), { ...timing, onError: (error) => options.log.error({ err: error }, 'daily backup failed') });
}
