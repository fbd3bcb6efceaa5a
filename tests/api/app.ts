import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { AppOptions } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/database';
import { createTestDatabase } from './db';

export const TEST_SECRET = 'test-secret-that-is-at-least-32-characters';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** A logger option for startTestApp that keeps every JSON line the app logs (at info and above) in `lines`. */
export function keptLogLines(): { lines: Record<string, unknown>[]; logger: { level: string; stream: { write(line: string): void } } } {
  const lines: Record<string, unknown>[] = [];
  return { lines, logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } } };
}

/** The whole server in process on a fresh seeded database, as main.ts builds it, without listening. */
export async function startTestApp(options: Partial<Omit<AppOptions, 'db'>> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    db: database.db,
    sessionSecret: TEST_SECRET,
    defaultCurrency: 'EUR',
    catalogueCacheMs: 0,
    ...options,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A folder holding a stand-in of the built app's index.html, for `staticDir`: the server then answers a browser's
 * GET of one of the app's pages (a link of an e-mail) as it does in production. `remove` deletes the folder.
 */
export function appPageFolder(): { staticDir: string; remove(): void } {
  const staticDir = mkdtempSync(join(tmpdir(), 'portal-app-page-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
  return { staticDir, remove: () => rmSync(staticDir, { recursive: true, force: true }) };
}

/** A browser opening an address: what the server sends for it. */
export const openInBrowser = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
