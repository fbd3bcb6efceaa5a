import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
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

function secretFromFile(path: string): string {
  try {
    writeFileSync(path, generate(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < 32) throw new Error(`The session secret in ${path} is shorter than 32 characters; delete the file to generate a new one.`);
  return secret;
}
