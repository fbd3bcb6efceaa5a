import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/** OWASP's scrypt parameters: N = 2^17, r = 8, p = 1 (about 128 MiB and a few hundred ms per hash). */
export const SCRYPT_LOG2_N = 17;
/** The lowest cost PASSWORD_HASH_LOG2N may ask for, and only outside production. */
export const MIN_TEST_LOG2_N = 10;
/** NODE_ENV values in which PASSWORD_HASH_LOG2N may lower the cost. */
const CHEAP_HASH_ENVIRONMENTS = new Set(['development', 'test']);
export const SCRYPT_R = 8;
export const SCRYPT_P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) refuses N = 2^17.
const MAX_MEMORY = 256 * 1024 * 1024;
/** At most this many hashes at once, so a burst of sign-ins cannot take all the memory (or all the CPU). */
const CONCURRENT_HASHES = 2;

const PREFIX = 'scrypt';

/**
 * Why PASSWORD_HASH_LOG2N cannot be used, or null. It may lower scrypt's cost (log2 of N) for the test runs, where
 * hundreds of sign-ups would each spend a second; production always hashes with OWASP's N = 2^17.
 */
export function passwordCostProblem(value: string | undefined, nodeEnv: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  const log2N = Number(value);
  if (!Number.isInteger(log2N) || log2N < MIN_TEST_LOG2_N || log2N > SCRYPT_LOG2_N) return `must be a whole number from ${MIN_TEST_LOG2_N} to ${SCRYPT_LOG2_N}`;
  if (log2N < SCRYPT_LOG2_N && !CHEAP_HASH_ENVIRONMENTS.has(nodeEnv ?? '')) return `may be below ${SCRYPT_LOG2_N} only with NODE_ENV=development or test`;
  return null;
}

/** scrypt's log2(N) for new hashes: OWASP's 17, or PASSWORD_HASH_LOG2N where passwordCostProblem allows it. */
export function passwordCost(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.PASSWORD_HASH_LOG2N;
  if (value === undefined || value === '' || passwordCostProblem(value, env.NODE_ENV) !== null) return SCRYPT_LOG2_N;
  return Number(value);
}

/** `scrypt$17$8$1$SALT$HASH` with salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const params = { log2N: passwordCost(), r: SCRYPT_R, p: SCRYPT_P };
  const hash = await derive(password, salt, params, KEY_LENGTH);
  return [PREFIX, params.log2N, params.r, params.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Checks a password against a stored hash, reading the parameters from it; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const hash = await derive(password, parsed.salt, parsed, parsed.hash.length);
  return timingSafeEqual(hash, parsed.hash);
}

export interface ParsedHash {
  log2N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

export function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return undefined;
  const [log2N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![log2N, r, p].every((n) => Number.isInteger(n) && n > 0) || log2N > 20 || r > 32 || p > 16) return undefined;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const hash = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || hash.length === 0) return undefined;
  return { log2N, r, p, salt, hash };
}

let dummy: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no account to verify against, so that the answer time
 * does not tell which emails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(password, await dummy);
  return false;
}

function derive(password: string, salt: Buffer, params: { log2N: number; r: number; p: number }, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** params.log2N, r: params.r, p: params.p, maxmem: MAX_MEMORY };
  return limit(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

let running = 0;
const waiting: (() => void)[] = [];

async function limit<T>(task: () => Promise<T>): Promise<T> {
  if (running >= CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await task();
  } finally {
    // Hand the slot straight to the next waiter, or give it back.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
