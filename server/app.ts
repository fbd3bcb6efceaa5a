import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Currency } from '../contracts/pricelist';
import type { Database } from './db/schema';
import { registerGraphQL } from './graphql';
import { registerErrorHandler } from './http/errors';
import { registerHealthRoute } from './http/health';
import { registerStaticAndFallback } from './http/static';
import { cachedCatalogue } from './pricelist/catalogue-cache';
import { loadCatalogue } from './pricelist/catalogue-repository';
import { registerPricelistRoute } from './pricelist/route';

export interface AppOptions {
  /** A migrated database. The app does not close it: whoever opened it does, after app.close(). */
  db: Kysely<Database>;
  /** Key that signs tokens (purchase links). */
  sessionSecret: string;
  /** Currency of the price list when the request names none. */
  defaultCurrency: Currency;
  /** Folder of the built browser app; nothing is served from it when undefined or missing. */
  staticDir?: string | undefined;
  /** JSON request and error logs (pino); off in tests. */
  logger?: boolean;
  production?: boolean;
  /** How long a read of the catalogue is reused, in milliseconds. Tests that change the catalogue use 0. */
  catalogueCacheMs?: number;
}

/** Builds the whole HTTP server without listening, so that tests can drive it with app.inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  const catalogue = cachedCatalogue(() => loadCatalogue(options.db), options.catalogueCacheMs ?? 5_000);

  registerErrorHandler(app);
  registerHealthRoute(app, options.db);
  registerPricelistRoute(app, { catalogue, secret: options.sessionSecret, defaultCurrency: options.defaultCurrency });
  registerGraphQL(app, {
    context: { db: options.db, catalogue, defaultCurrency: options.defaultCurrency },
    production: options.production ?? false,
  });
  await registerStaticAndFallback(app, options.staticDir);
  return app;
}
