/** The running portal's backup socket (server/backup/backup-socket.ts): what `npm run backup` asks and gets. */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupSocketPath, requestSnapshot, serveBackups } from '../../server/backup/backup-socket';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-socket-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const quiet = { info() {}, warn() {}, error() {} };

describe('serveBackups', () => {
  it('hands the snapshot to the command, in a folder only the portal’s user may enter', async () => {
    const bytes = new Uint8Array(300_000).map((_, index) => index % 251);
    const socket = await serveBackups(dataDir, async () => bytes, quiet);
    try {
      expect(statSync(join(dataDir, 'run')).mode & 0o777).toBe(0o700);
      expect(Buffer.from(await requestSnapshot(dataDir, 42)).equals(Buffer.from(bytes))).toBe(true);
    } finally {
      await socket.close();
    }
    expect(existsSync(backupSocketPath(dataDir))).toBe(false);
  });

  it('tells the command when the portal could not take the snapshot', async () => {
    const socket = await serveBackups(dataDir, () => Promise.reject(new Error('disk full')), quiet);
    try {
      await expect(requestSnapshot(dataDir, 42)).rejects.toThrow('The portal (pid 42) refused the backup: The portal could not take the snapshot; its log says why.');
    } finally {
      await socket.close();
    }
  });

  it('closes at once while a connection that asked for nothing stays open', async () => {
    const socket = await serveBackups(dataDir, async () => new Uint8Array(1), quiet);
    const silent = connect(backupSocketPath(dataDir));
    await new Promise<void>((resolve) => silent.once('connect', resolve));
    const ended = new Promise<void>((resolve) => silent.once('close', () => resolve()));
    silent.on('error', () => {});
    await socket.close();
    await ended;
  });

  it('says the portal does not answer when no portal serves the folder', async () => {
    await expect(requestSnapshot(dataDir, 42)).rejects.toThrow(`The portal (pid 42) runs on ${dataDir} but does not answer backup requests`);
  });
});
