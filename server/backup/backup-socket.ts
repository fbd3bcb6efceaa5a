/**
 * Backups of the embedded database while the portal runs, taken by the portal itself: only the process that has
 * PGlite open may read it. `npm run backup` asks the running portal over a Unix socket in the data folder, and the
 * portal answers with a snapshot (PgliteRunner.snapshot) that the command writes to its file.
 *
 * Why a socket in the data folder rather than an HTTP route or a signal: it is on no network, so no proxy, no
 * other machine and no page in a browser can reach it, and it needs no password of its own. It lives in a folder
 * only the portal's user may enter (mode 0700), so whoever may ask for a backup could read the database's files
 * anyway. A signal carries no answer, and the copy would have to pass through a file both sides agree on.
 */
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import type { Server, Socket } from 'node:net';
import { join } from 'node:path';
import { BackupError } from './backup-file';

/** The socket's folder (0700) and the socket itself, inside DATA_DIR. */
export const BACKUP_SOCKET_FOLDER = 'run';
export const BACKUP_SOCKET_NAME = 'backup.sock';

export const backupSocketPath = (dataDir: string) => join(dataDir, BACKUP_SOCKET_FOLDER, BACKUP_SOCKET_NAME);

const REQUEST = 'snapshot\n';
/** A snapshot of a few hundred MB takes seconds; a portal silent this long is not going to answer. */
const SILENCE_MS = 5 * 60_000;

export interface BackupLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface BackupSocket {
  close(): Promise<void>;
}

/**
 * Answers snapshot requests on the data folder's socket. The caller holds the data folder's lock, so a socket file
 * left by a crash is its own to replace. Each answer is a JSON line (`{"bytes":N}` or `{"error":"..."}`) and then the
 * N bytes of the snapshot.
 */
export async function serveBackups(dataDir: string, snapshot: () => Promise<Uint8Array>, log: BackupLog): Promise<BackupSocket> {
  const folder = join(dataDir, BACKUP_SOCKET_FOLDER);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  // The folder may have been made by someone else, or before this rule.
  chmodSync(folder, 0o700);
  const path = backupSocketPath(dataDir);
  rmSync(path, { force: true });
  // The connections that have not asked for a snapshot yet: a close ends them rather than wait for their silence.
  const idle = new Set<Socket>();
  const server = createServer((socket) => {
    idle.add(socket);
    socket.once('close', () => idle.delete(socket));
    answer(socket, () => {
      idle.delete(socket);
      return snapshot();
    }, log);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    close: () => {
      const closed = closeServer(server, path);
      for (const socket of idle) socket.destroy();
      return closed;
    },
  };
}

function answer(socket: Socket, snapshot: () => Promise<Uint8Array>, log: BackupLog): void {
  let request = '';
  socket.setTimeout(SILENCE_MS, () => socket.destroy());
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: Buffer) => {
    request += chunk.toString('latin1');
    if (!request.includes('\n') && request.length < REQUEST.length) return;
    socket.removeAllListeners('data');
    if (request !== REQUEST) {
      socket.end(`${JSON.stringify({ error: 'The portal answers only snapshot requests here.' })}\n`);
      return;
    }
    const startedAt = performance.now();
    snapshot().then(
      (bytes) => {
        socket.write(`${JSON.stringify({ bytes: bytes.length })}\n`);
        socket.end(bytes);
        log.info({ bytes: bytes.length, ms: Math.round(performance.now() - startedAt) }, 'backup snapshot taken for npm run backup');
      },
      (error: unknown) => {
        log.error({ err: error }, 'backup snapshot failed');
        socket.end(`${JSON.stringify({ error: 'The portal could not take the snapshot; its log says why.' })}\n`);
      },
    );
  });
}

function closeServer(server: Server, path: string): Promise<void> {
  return new Promise((resolve) => {
    // Requests under way end with the database; a command waiting for one is told the portal stopped.
    server.close(() => {
      rmSync(path, { force: true });
      resolve();
    });
  });
}

/** Asks the portal running on `dataDir` for a snapshot of its database. */
export function requestSnapshot(dataDir: string, pid: number | undefined): Promise<Uint8Array> {
  const path = backupSocketPath(dataDir);
  const portal = pid === undefined ? 'The portal' : `The portal (pid ${pid})`;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = createConnection(path, () => socket.write(REQUEST));
    socket.setTimeout(SILENCE_MS, () => socket.destroy(new BackupError(`${portal} did not answer the backup request within ${SILENCE_MS / 60_000} minutes.`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof BackupError) reject(error);
      else reject(new BackupError(`${portal} runs on ${dataDir} but does not answer backup requests at ${path} (${error.code ?? error.message}). Update it, or stop it to back the folder up directly.`));
    });
    socket.on('end', () => {
      try {
        resolve(readAnswer(Buffer.concat(chunks), portal));
      } catch (error) {
        reject(error);
      }
    });
  });
}

function readAnswer(answer: Buffer, portal: string): Uint8Array {
  const end = answer.indexOf(0x0a);
  if (end < 0) throw new BackupError(`${portal} stopped before it sent the backup.`);
  let header: { bytes?: number; error?: string };
  try {
    header = JSON.parse(answer.subarray(0, end).toString('utf8')) as typeof header;
  } catch {
    throw new BackupError(`${portal} sent something other than a backup.`);
  }
  if (header.error !== undefined) throw new BackupError(`${portal} refused the backup: ${header.error}`);
  const bytes = answer.subarray(end + 1);
  if (bytes.length !== header.bytes) throw new BackupError(`${portal} stopped while it sent the backup (${bytes.length} of ${header.bytes} bytes).`);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
}
