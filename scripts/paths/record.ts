/**
 * The coverage record of the generated path tests: each path test file writes, per view model, which states
 * and transitions the real actors took on the paths that passed (read through XState's inspection API, not
 * computed from the graph). `npm run paths:coverage` reads them; `npm test` and `npm run test:paths` delete the
 * folder first, so a record is always from the run before it.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const RECORD_DIR = '.tmp/paths-coverage';

export interface WalkedPath {
  /** The test's name: the machine and the events of the path. */
  name: string;
  states: string[];
  /** Transition keys (see machineTransitions). */
  transitions: string[];
}

export interface PathsRecord {
  /** The machine's id in machines/index.ts. */
  machine: string;
  /** The view model that walked the paths (e.g. 'visitor', 'owner', 'actor'). */
  model: string;
  /** machineFingerprint of the machine the paths were generated from. */
  fingerprint: string;
  writtenAt: string;
  /** Event types no control of the view sends: the path test sent them to the running actor itself. */
  sentToActor: string[];
  paths: WalkedPath[];
}

function recordFile(machine: string, model: string): string {
  return join(RECORD_DIR, `${machine}.${model}.json`);
}

export function removeRecord(machine: string, model: string): void {
  rmSync(recordFile(machine, model), { force: true });
}

export function writeRecord(record: PathsRecord): void {
  mkdirSync(RECORD_DIR, { recursive: true });
  writeFileSync(recordFile(record.machine, record.model), `${JSON.stringify(record, null, 2)}\n`);
}

export function readRecords(): PathsRecord[] {
  let names: string[];
  try {
    names = readdirSync(RECORD_DIR).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.sort().map((name) => JSON.parse(readFileSync(join(RECORD_DIR, name), 'utf8')) as PathsRecord);
}
