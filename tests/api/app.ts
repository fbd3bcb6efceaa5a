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
