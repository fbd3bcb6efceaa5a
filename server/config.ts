import { resolve } from 'node:path';
import { z } from 'zod';
import { CURRENCIES } from '../contracts/pricelist';
import type { Currency } from '../contracts/pricelist';

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the folder that holds the embedded database, its lock and the session secret. */
  dataDir: string;
  /** PostgreSQL connection string; undefined means the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined;
  pricelistCurrency: Currency;
  /** Absolute path of the built browser app. */
  staticDir: string;
  /** undefined: generated once and kept with the data (see session-secret.ts). */
  sessionSecret: string | undefined;
  production: boolean;
  /** Minutes of inactivity after which a session ends. */
  sessionIdleMinutes: number;
  /** pino level of the JSON logs: request logs are 'info'. */
  logLevel: LogLevel;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

// An empty variable (`PORT=` in a .env file or a CI matrix) means "use the default", not "invalid".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const PORT_RULE = 'must be a port number from 1 to 65535';

const envSchema = z.object({
  PORT: optional(z.string().regex(/^\d{1,5}$/, PORT_RULE).transform(Number).pipe(z.number().min(1, PORT_RULE).max(65535, PORT_RULE))),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// connection string')),
  PRICELIST_CURRENCY: optional(z.enum(CURRENCIES, { error: `must be one of ${CURRENCIES.join(', ')}` })),
  STATIC_DIR: optional(z.string()),
  SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters long')),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
  NODE_ENV: optional(z.string()),
  SESSION_IDLE_MINUTES: optional(z.string().regex(/^\d{1,5}$/, 'must be a whole number of minutes from 1 to 10080').transform(Number).pipe(z.number().min(1, 'must be a whole number of minutes from 1 to 10080').max(10080, 'must be a whole number of minutes from 1 to 10080'))),
});

/** Reads the configuration from environment variables; throws a ConfigError that names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}: ${issue.message} (got "${String(env[name])}")`;
    });
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const vars = parsed.data;
  return {
    port: vars.PORT ?? 3000,
    host: vars.HOST ?? '0.0.0.0',
    dataDir: resolve(vars.DATA_DIR ?? 'data'),
    databaseUrl: vars.DATABASE_URL,
    pricelistCurrency: vars.PRICELIST_CURRENCY ?? 'EUR',
    staticDir: resolve(vars.STATIC_DIR ?? 'dist'),
    sessionSecret: vars.SESSION_SECRET,
    production: vars.NODE_ENV === 'production',
    sessionIdleMinutes: vars.SESSION_IDLE_MINUTES ?? 30,
    logLevel: vars.LOG_LEVEL ?? 'info',
  };
}
