/** Backup files: what one holds, and writing one so that it appears whole or not at all. */
import { closeSync, existsSync, fsyncSync, openSync, readSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';

/** Refusals and failures written for the person at the command line: the CLIs print the message alone. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** `pglite`: a gzipped (or plain) tar of the embedded database's folder; `postgres`: pg_dump's custom format. */
export type BackupKind = 'pglite' | 'postgres';

/** Tells the kind by the file's first bytes; undefined for anything else. */
export function backupKindOf(head: Uint8Array): BackupKind | undefined {
  const text = (start: number, end: number) => Buffer.from(head.subarray(start, end)).toString('latin1');
  if (text(0, 5) === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (text(257, 262) === 'ustar') return 'pglite';
  return undefined;
}

/** The kind of the backup in `file`, or a BackupError that says what is wrong with it. */
export function readBackupKind(file: string): BackupKind {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(code === 'ENOENT' ? `There is no file ${file}.` : `The file ${file} cannot be read (${code}).`);
  }
  const head = new Uint8Array(512);
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  const kind = backupKindOf(head);
  if (!kind) throw new BackupError(`${file} is not a backup of the portal: neither an embedded database's (a .tar.gz written by npm run backup) nor PostgreSQL's (pg_dump's custom format).`);
  return kind;
}

/** A new file's folder must exist, and an existing file is never overwritten. */
export function checkNewFile(file: string): void {
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose another file name, or remove that file first.`);
  if (!existsSync(dirname(file))) throw new BackupError(`The folder ${dirname(file)} does not exist: create it first, or choose another file name.`);
}

/**
 * Writes `file` through a partial file beside it, renamed into place once complete and flushed to the disk, so that
 * a backup cut short (a crash, a full disk) is never taken for a whole one.
 */
export async function writeWhole(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  const partial = `${dirname(file)}/.${basename(file)}.${process.pid}.partial`;
  try {
    await write(partial);
    const fd = openSync(partial, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

/** `writeWhole` of bytes in hand. */
export function writeBytesWhole(file: string, bytes: Uint8Array): Promise<void> {
  return writeWhole(file, async (partial) => writeFileSync(partial, bytes, { mode: 0o600 }));
}

/** "4.9 MB", for the messages. */
export function sizeText(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
