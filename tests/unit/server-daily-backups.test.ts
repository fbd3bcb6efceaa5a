/** Daily backups (BACKUP_DAILY=on): one file a day in DATA_DIR/backups, the newest BACKUP_RETAIN kept. */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dailyBackupName, takeDailyBackup } from '../../server/backup/daily';
import { loadConfig } from '../../server/config';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'portal-daily-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const logged: { details: object; message: string }[] = [];
const log = { info: (details: object, message: string) => logged.push({ details, message }), error: () => {} };

describe('takeDailyBackup', () => {
  it('writes the day’s backup and deletes the oldest beyond the retention count, leaving other files alone', async () => {
    const days = [1, 2, 3, 4, 5, 6, 7, 8].map((day) => dailyBackupName(new Date(Date.UTC(2026, 10, day, 3)), 'pglite'));
    for (const name of days) writeFileSync(join(folder, name), 'old');
    writeFileSync(join(folder, 'before-upgrade.tar.gz'), 'kept by hand');
    const now = new Date(Date.UTC(2026, 10, 9, 3));
    await takeDailyBackup({ folder, kind: 'pglite', retain: 7, now: () => now, log, take: async (file) => writeFileSync(file, 'new') });
    expect(readdirSync(folder).sort()).toEqual([...days.slice(2), 'before-upgrade.tar.gz', 'portal-2026-11-09T03-00-00Z.tar.gz'].sort());
    expect(logged.at(-1)?.message).toBe('daily backup taken');
  });

  it('names PostgreSQL’s backups .dump, and they sort by time', () => {
    expect(dailyBackupName(new Date('2026-11-27T03:04:05.678Z'), 'postgres')).toBe('portal-2026-11-27T03-04-05Z.dump');
  });

  it('keeps what was there when the backup fails', async () => {
    const old = dailyBackupName(new Date(Date.UTC(2026, 10, 1)), 'pglite');
    writeFileSync(join(folder, old), 'old');
    await expect(takeDailyBackup({ folder, kind: 'pglite', retain: 1, log, take: () => Promise.reject(new Error('disk full')) })).rejects.toThrow('disk full');
    expect(readdirSync(folder)).toEqual([old]);
  });
});

describe('BACKUP_DAILY and BACKUP_RETAIN', () => {
  it('are off and 7 unless set, and refuse other values with a clear message', () => {
    expect(loadConfig({}).backups).toEqual({ daily: false, retain: 7 });
    expect(loadConfig({ BACKUP_DAILY: 'on', BACKUP_RETAIN: '30' }).backups).toEqual({ daily: true, retain: 30 });
    expect(() => loadConfig({ BACKUP_DAILY: 'yes', BACKUP_RETAIN: '0' })).toThrow(/BACKUP_DAILY: must be on or off \(got "yes"\)[\s\S]*BACKUP_RETAIN: must be a whole number of backups from 1 to 365 \(got "0"\)/);
  });
});
