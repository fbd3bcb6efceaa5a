/** Backup and restore of the embedded database (PGlite in DATA_DIR). */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataFolderInUseError, lockDataFolder } from '../db/data-folder-lock';
import { PGLITE_FOLDER, openPglite, pgliteOptions } from '../db/database';
import { BackupError, checkNewFile, readBackupKind, writeBytesWhole } from './backup-file';
import { requestSnapshot } from './backup-socket';
import { summarize } from './summary';
import type { RestoreSummary } from './summary';

export interface EmbeddedBackup {
  bytes: number;
  /** The pid of the running portal that took the snapshot; undefined when the folder was opened directly. */
  portalPid: number | undefined;
}

export function hasEmbeddedDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, PGLITE_FOLDER, 'PG_VERSION'));
}

/**
 * Writes a snapshot of the embedded database in `dataDir` to `file`: through the portal when it runs there (only the
 * process that has PGlite open may read it), and otherwise by opening the folder itself, which keeps a portal from
 * starting on it meanwhile.
 */
export async function backupEmbedded(dataDir: string, file: string): Promise<EmbeddedBackup> {
  checkNewFile(file);
  if (!hasEmbeddedDatabase(dataDir)) throw new BackupError(`There is no embedded database in ${dataDir} to back up: set DATA_DIR to the portal's data folder, or DATABASE_URL for PostgreSQL.`);
  let database;
  try {
    database = await openPglite(dataDir);
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    const bytes = await requestSnapshot(dataDir, error.pid);
    await writeBytesWhole(file, bytes);
    return { bytes: bytes.length, portalPid: error.pid };
  }
  try {
    if (!database.snapshot) throw new Error('The embedded database takes no snapshots.');
    const bytes = await database.snapshot();
    await writeBytesWhole(file, bytes);
    return { bytes: bytes.length, portalPid: undefined };
  } finally {
    await database.close();
  }
}

/**
 * Fills the data folder from a backup. Refused while a portal runs on the folder, and when the folder already holds
 * a database unless `force`. The backup is unpacked and opened beside the database it replaces, which stays in place
 * until the new one has opened: a broken backup leaves the folder as it was.
 */
export async function restoreEmbedded(dataDir: string, file: string, options: { force: boolean }): Promise<RestoreSummary | undefined> {
  if (readBackupKind(file) === 'postgres') {
    throw new BackupError(`${file} is a backup of a PostgreSQL database (pg_dump): set DATABASE_URL to the database to restore it into.`);
  }
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataFolder(dataDir);
  try {
    const target = join(dataDir, PGLITE_FOLDER);
    if (!isEmptyFolder(target) && !options.force) {
      throw new BackupError(`The data folder ${dataDir} already holds a database. Restore into an empty data folder (set DATA_DIR to a new folder), or add --force to replace this database with the backup.`);
    }
    const restoring = `${target}.restoring`;
    const replaced = `${target}.replaced`;
    rmSync(restoring, { recursive: true, force: true });
    let summary: RestoreSummary | undefined;
    try {
      summary = await unpack(restoring, file);
    } catch (error) {
      rmSync(restoring, { recursive: true, force: true });
      throw new BackupError(`${file} could not be restored: ${error instanceof Error ? error.message : String(error)}`);
    }
    rmSync(replaced, { recursive: true, force: true });
    if (existsSync(target)) renameSync(target, replaced);
    renameSync(restoring, target);
    rmSync(replaced, { recursive: true, force: true });
    return summary;
  } finally {
    lock.release();
  }
}

function isEmptyFolder(path: string): boolean {
  return !existsSync(path) || readdirSync(path).length === 0;
}

/** Unpacks the backup into `folder` and opens it: what it holds is counted, and a broken backup fails here. */
async function unpack(folder: string, file: string): Promise<RestoreSummary | undefined> {
  mkdirSync(folder, { recursive: true });
  const pglite = await PGlite.create({ ...pgliteOptions(), dataDir: folder, loadDataDir: new Blob([readFileSync(file)]) });
  try {
    return await summarize((text) => pglite.query(text));
  } finally {
    await pglite.close();
  }
}
