/**
 * Before the journeys: the migrated and seeded embedded database that every portal of a journey's own starts from
 * (own-portal.ts), made once per run, so that no such portal migrates and seeds its database itself.
 */
import { mkdirSync } from 'node:fs';
import { SEEDED_DUMP } from './own-portal';
import { writeSeededDump } from '../../tests/api/db';

export default async function globalSetup(): Promise<void> {
  mkdirSync('.tmp', { recursive: true });
  await writeSeededDump(SEEDED_DUMP);
}
