import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';

export const SESSION_SECRET_FILE = 'session-secret';
export const SESSION_SECRET_SETTING = 'session.secret';

const generate = () => randomBytes(32).toString('base64url');

/**
 * The key that signs tokens (purchase links, later sessions). Without SESSION_SECRET it is generated once
 * and kept with the data, so tokens survive restarts: in the data folder for the embedded database, in the
 * settings table for PostgreSQL (where several instances must share it).
 */
export async function resolveSessionSecret(config: Pick<Config, 'sessionSecret' | 'dataDir'>, database: DatabaseHandle): Promise<string> {
  if (config.sessionSecret !== undefined) return config.sessionSecret;
  if (database.kind === 'pglite') return secretFromFile(join(config.dataDir, SESSION_SECRET_FILE));
  await database.db
    .insertInto('settings')
    .values({ key: SESSION_SECRET_SETTING, value: JSON.stringify(generate()) })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await database.db.selectFrom('settings').select('value').where('key', '=', SESSION_SECRET_SETTING).executeTakeFirstOrThrow();
  if (typeof row.value !== 'string') throw new Error(`The settings row ${SESSION_SECRET_SETTING} does not hold a string.`);
  return row.value;
}

function readSecretFile(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The file appears whole or not at all: the secret is written and flushed to a temporary file beside it, which
 * is then renamed into place. An empty file (left by a crash of an earlier version between creating and
 * writing it) never signed anything, so it is replaced like a missing one.
 */
function secretFromFile(path: string): string {
  const existing = readSecretFile(path);
  if (existing !== undefined && existing !== '') return checked(existing, path);
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  const secret = generate();
  try {
    const fd = openSync(temporary, 'wx', 0o600);
    try {
      writeSync(fd, secret);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, path);
  } finally {
    rmSync(temporary, { force: true });
  }
  return checked(readSecretFile(path) ?? '', path);
}

function checked(secret: string, path: string): string {
  if (secret.length < 32) throw new Error(`The session secret in ${path} is shorter than 32 characters; delete the file to generate a new one.`);
  return secret;
}
