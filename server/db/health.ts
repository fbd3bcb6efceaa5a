import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/** Whether the database answers `select 1` within the time limit; an unreachable server must not hang the probe. */
export async function isDatabaseUp<DB>(db: Kysely<DB>, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
