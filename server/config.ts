import { resolve } from 'node:path';
import { z } from 'zod';
import { CURRENCIES } from '../contracts/pricelist';
import type { Currency } from '../contracts/pricelist';
import { passwordCostProblem } from './auth/password';
import { DEMO_SELLER } from './tax/seller';
import type { Seller } from './tax/seller';
import type { TrackingServices } from './http/security-headers';
import { DEFAULT_MAIL_FROM, DEFAULT_SEND_TIMEOUT_SECONDS } from './mail/config';
import type { MailConfig } from './mail/config';
import { addressLines, defaultMailFrom, OPERATOR_TWO_FACTOR_POLICIES, PORTAL_MODES, productionProblems } from './mode';
import type { OperatorTwoFactorPolicy, PortalMode } from './mode';
import { STRIPE_METHODS } from './payments/config';
import type { PaymentsConfig, StripeMethod } from './payments/config';
import { isValidIban } from './bank-transfer/instructions';
import { CNB_DAILY_RATES_URL } from './exchange-rates/fetch';
import { VIES_PRODUCTION_URL } from './tax/vies';
import { VIES_STAND_IN_PATH } from './tax/vies-stand-in';

export interface Config {
  /** PORTAL_MODE: demo (the default) or production, which refuses to start without its settings (server/mode.ts). */
  mode: PortalMode;
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
  /** False only with NODE_ENV=development or test: the development aids (GraphiQL, introspection) are then on. */
  production: boolean;
  /** Minutes of inactivity after which a session ends. */
  sessionIdleMinutes: number;
  /** pino level of the JSON logs: request logs are 'info'. */
  logLevel: LogLevel;
  /** Addresses of the reverse proxies whose X-Forwarded-For names the client (sign-in limits count per client address); unset: none. */
  trustProxy: string[] | undefined;
  /** Stripe keys (all three or none) and the bank transfer account. */
  payments: PaymentsConfig;
  /** Who issues the invoices; in demo mode the demonstration seller unless SELLER_* say otherwise. */
  seller: Seller;
  /** SMTP (or the embedded outbox), the From header and the public address links in messages start with. */
  mail: MailConfig;
  /** Daily backups in DATA_DIR/backups (BACKUP_DAILY; on by default in production), the newest `retain` kept (BACKUP_RETAIN). */
  backups: { daily: boolean; retain: number };
  /** The third-party tracking services the browser build uses (its VITE_* variables), for the pages' Content-Security-Policy. */
  tracking: TrackingServices;
  /** OPERATOR_2FA: optional (the default) or required, when operators must turn on two-factor sign-in before anything else. */
  operatorTwoFactor: OperatorTwoFactorPolicy;
  /** CNB_RATES_URL: the Czech National Bank's daily rate file, read every hour in production (demo mode uses a bundled sample). */
  cnbRatesUrl: string;
  /** VIES_URL: the EU's VIES REST interface in production, demo mode's stand-in on the portal itself unless set. */
  vies: { url: string };
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
  PORTAL_MODE: optional(z.enum(PORTAL_MODES, { error: `must be one of ${PORTAL_MODES.join(', ')}` })),
  OPERATOR_2FA: optional(z.enum(OPERATOR_TWO_FACTOR_POLICIES, { error: `must be one of ${OPERATOR_TWO_FACTOR_POLICIES.join(', ')}` })),
  PORT: optional(z.string().regex(/^\d{1,5}$/, PORT_RULE).transform(Number).pipe(z.number().min(1, PORT_RULE).max(65535, PORT_RULE))),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// connection string')),
  PRICELIST_CURRENCY: optional(z.enum(CURRENCIES, { error: `must be one of ${CURRENCIES.join(', ')}` })),
  STATIC_DIR: optional(z.string()),
  SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters long')),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
  TRUST_PROXY: optional(z.string().regex(/^[0-9A-Za-z.:/,_ -]+$/, 'must be addresses or ranges of the proxies, separated by commas (such as 127.0.0.1 or loopback)')),
  NODE_ENV: optional(z.string()),
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_\S{8,}$/, 'must be a Stripe secret key (sk_...)')),
  STRIPE_PUBLISHABLE_KEY: optional(z.string().regex(/^pk_\S{8,}$/, 'must be a Stripe publishable key (pk_...)')),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_\S{8,}$/, 'must be a Stripe webhook signing secret (whsec_...)')),
  STRIPE_METHODS: optional(
    z
      .string()
      .regex(/^\s*(card|checkout)\s*(,\s*(card|checkout)\s*)?$/, 'must be card, checkout, or both separated by a comma (card,checkout)')
      .transform((value) => [...new Set(value.split(',').map((entry) => entry.trim() as StripeMethod))]),
  ),
  STRIPE_API_URL: optional(z.string().regex(/^https?:\/\/[^\s/?#]+\/?$/, 'must be an http:// or https:// origin, such as http://127.0.0.1:12111')),
  BANK_TRANSFER_ACCOUNT_NAME: optional(z.string().max(70, 'must be at most 70 characters')),
  BANK_TRANSFER_IBAN: optional(z.string().refine(isValidIban, 'must be an IBAN with a valid check number, without spaces')),
  BANK_TRANSFER_BIC: optional(z.string().regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be a BIC of 8 or 11 capital letters and digits')),
  SELLER_NAME: optional(z.string().trim().min(1).max(200, 'must be at most 200 characters')),
  SELLER_ADDRESS: optional(z.string().max(400, 'must be at most 400 characters').refine((value) => addressLines(value).length > 0, 'must hold at least one address line (lines separated by |)')),
  SELLER_VAT_ID: optional(z.string().regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, 'must be a VAT ID: two capital letters and 2 to 13 letters or digits, such as CZ12345679')),
  SELLER_COMPANY_ID: optional(z.string().regex(/^[0-9A-Z]{1,20}$/, 'must be a company registration number (IČO) of up to 20 digits or capital letters')),
  SELLER_COUNTRY: optional(z.string().regex(/^[A-Z]{2}$/, 'must be the country code of two capital letters, such as CZ')),
  SELLER_VAT_PAYER: optional(z.enum(['yes', 'no'], { error: 'must be yes or no' })),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/[^\s/?#]+\/?$/, 'must be an smtp:// or smtps:// address, such as smtp://user:password@mail.example.com:587')),
  MAIL_FROM: optional(z.string().regex(/^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'must be an e-mail address, or a name and an address in angle brackets')),
  PUBLIC_URL: optional(z.string().regex(/^https?:\/\/[^\s/?#]+\/?$/, 'must be an http:// or https:// origin, such as https://portal.example.com')),
  MAIL_SEND_TIMEOUT_SECONDS: optional(z.string().regex(/^\d{1,3}$/, 'must be a whole number of seconds from 1 to 300').transform(Number).pipe(z.number().min(1, 'must be a whole number of seconds from 1 to 300').max(300, 'must be a whole number of seconds from 1 to 300'))),
  PASSWORD_HASH_LOG2N: optional(z.string()),
  CNB_RATES_URL: optional(z.string().regex(/^https?:\/\/[^\s/?#]+(\/\S*)?$/, 'must be the http:// or https:// address of the daily rate file')),
  BACKUP_DAILY: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  BACKUP_RETAIN: optional(z.string().regex(/^\d{1,3}$/, 'must be a whole number of backups from 1 to 365').transform(Number).pipe(z.number().min(1, 'must be a whole number of backups from 1 to 365').max(365, 'must be a whole number of backups from 1 to 365'))),
  // The browser build's tracking settings: the browser checks them (an invalid set falls back to the portal's collector).
  VITE_RUDDERSTACK_WRITE_KEY: optional(z.string()),
  VITE_RUDDERSTACK_DATA_PLANE_URL: optional(z.string()),
  VITE_AMPLITUDE_API_KEY: optional(z.string()),
  VIES_URL: optional(z.string().regex(/^https?:\/\/[^\s?#]+$/, 'must be an http:// or https:// address, such as https://ec.europa.eu/taxation_customs/vies/rest-api')),
  SESSION_IDLE_MINUTES: optional(z.string().regex(/^\d{1,5}$/, 'must be a whole number of minutes from 1 to 10080').transform(Number).pipe(z.number().min(1, 'must be a whole number of minutes from 1 to 10080').max(10080, 'must be a whole number of minutes from 1 to 10080'))),
});

/** NODE_ENV values that turn the development aids on (introspection, GraphiQL, field suggestions). */
const DEVELOPMENT_ENVIRONMENTS = new Set(['development', 'test']);

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
const BANK_TRANSFER_VARIABLES = ['BANK_TRANSFER_ACCOUNT_NAME', 'BANK_TRANSFER_IBAN', 'BANK_TRANSFER_BIC'] as const;

/**
 * Card payments need all three Stripe keys, and a bank account all three details: half a set is a mistake. A cheaper
 * password hash is for the test runs only. Production names every setting it cannot run without, or that still holds
 * a demonstration value, in the same one message.
 */
const completeEnvSchema = envSchema.superRefine((vars, context) => {
  const costProblem = passwordCostProblem(vars.PASSWORD_HASH_LOG2N, vars.NODE_ENV);
  if (costProblem !== null) context.addIssue({ code: 'custom', path: ['PASSWORD_HASH_LOG2N'], message: costProblem });
  for (const group of [STRIPE_KEYS, BANK_TRANSFER_VARIABLES]) {
    const missing = group.filter((name) => vars[name] === undefined);
    if (missing.length === 0 || missing.length === group.length) continue;
    for (const name of missing) {
      context.addIssue({ code: 'custom', path: [name], message: `must be set together with ${group.filter((other) => other !== name).join(' and ')}` });
    }
  }
  if (vars.PORTAL_MODE === 'production') {
    for (const problem of productionProblems(vars)) context.addIssue({ code: 'custom', path: [problem.name], message: problem.message });
  }
});

function paymentsConfig(vars: z.infer<typeof envSchema>): PaymentsConfig {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = vars;
  const { BANK_TRANSFER_ACCOUNT_NAME: accountName, BANK_TRANSFER_IBAN: iban, BANK_TRANSFER_BIC: bic } = vars;
  return {
    stripe: secretKey && publishableKey && webhookSecret ? { secretKey, publishableKey, webhookSecret, apiUrl: vars.STRIPE_API_URL, methods: vars.STRIPE_METHODS ?? STRIPE_METHODS } : undefined,
    transfer: accountName && iban && bic ? { accountName, iban, bic } : undefined,
  };
}

/** The services the browser loads for a visitor who accepted 'Marketing/third party' (src/features/tracking/config.ts). */
function trackingServices(vars: z.infer<typeof envSchema>): TrackingServices {
  const dataPlaneUrl = vars.VITE_RUDDERSTACK_DATA_PLANE_URL?.trim();
  const usable = vars.VITE_RUDDERSTACK_WRITE_KEY?.trim() && dataPlaneUrl && URL.canParse(dataPlaneUrl) && /^https?:$/.test(new URL(dataPlaneUrl).protocol);
  return { rudderStackDataPlaneUrl: usable ? dataPlaneUrl : undefined, amplitudeReplay: Boolean(vars.VITE_AMPLITUDE_API_KEY?.trim()) };
}

function sellerConfig(vars: z.infer<typeof envSchema>): Seller {
  return {
    name: vars.SELLER_NAME ?? DEMO_SELLER.name,
    addressLines: vars.SELLER_ADDRESS === undefined ? DEMO_SELLER.addressLines : addressLines(vars.SELLER_ADDRESS),
    vatId: vars.SELLER_VAT_ID ?? DEMO_SELLER.vatId,
    companyId: vars.SELLER_COMPANY_ID ?? DEMO_SELLER.companyId,
    countryCode: vars.SELLER_COUNTRY ?? DEMO_SELLER.countryCode,
    vatPayer: (vars.SELLER_VAT_PAYER ?? 'yes') === 'yes',
  };
}

// Keys that must never reach a log, not even in a start-up error.
const NOT_SHOWN = new Set(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_URL']);

function shown(name: string, value: string | undefined): string {
  if (value === undefined) return 'not set';
  return NOT_SHOWN.has(name) ? `got ${value.length} characters, not shown` : `got "${value}"`;
}

/** Reads the configuration from environment variables; throws a ConfigError that names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = completeEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // A problem of several variables together (production's payment methods) has no one value to show.
      return Object.hasOwn(envSchema.shape, name) ? `  ${name}: ${issue.message} (${shown(name, env[name])})` : `  ${name}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const vars = parsed.data;
  const port = vars.PORT ?? 3000;
  const mode = vars.PORTAL_MODE ?? 'demo';
  return {
    mode,
    port,
    host: vars.HOST ?? '0.0.0.0',
    dataDir: resolve(vars.DATA_DIR ?? 'data'),
    databaseUrl: vars.DATABASE_URL,
    pricelistCurrency: vars.PRICELIST_CURRENCY ?? 'EUR',
    staticDir: resolve(vars.STATIC_DIR ?? 'dist'),
    sessionSecret: vars.SESSION_SECRET,
    // Production-like unless development is asked for: a server started without NODE_ENV shows no development aids.
    production: !DEVELOPMENT_ENVIRONMENTS.has(vars.NODE_ENV ?? ''),
    sessionIdleMinutes: vars.SESSION_IDLE_MINUTES ?? 30,
    logLevel: vars.LOG_LEVEL ?? 'info',
    trustProxy: vars.TRUST_PROXY?.split(',').map((entry) => entry.trim()).filter((entry) => entry.length > 0),
    payments: paymentsConfig(vars),
    seller: sellerConfig(vars),
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM ?? defaultMailFrom(mode, vars.PUBLIC_URL, DEFAULT_MAIL_FROM),
      publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
      sendTimeoutMs: (vars.MAIL_SEND_TIMEOUT_SECONDS ?? DEFAULT_SEND_TIMEOUT_SECONDS) * 1000,
    },
    // Production keeps daily backups unless told otherwise; demo and development runs fill no disk unless asked.
    backups: { daily: (vars.BACKUP_DAILY ?? (mode === 'production' ? 'on' : 'off')) === 'on', retain: vars.BACKUP_RETAIN ?? 7 },
    tracking: trackingServices(vars),
    operatorTwoFactor: vars.OPERATOR_2FA ?? 'optional',
    cnbRatesUrl: vars.CNB_RATES_URL ?? CNB_DAILY_RATES_URL,
    // Demo mode asks its own stand-in (server/tax/vies-stand-in.ts), so that trying the portal needs no internet.
    vies: { url: vars.VIES_URL ?? (mode === 'production' ? VIES_PRODUCTION_URL : `http://127.0.0.1:${port}${VIES_STAND_IN_PATH}`) },
  };
}
