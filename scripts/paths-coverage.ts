// `npm run paths:coverage`: for every machine registered in machines/index.ts, the states and transitions that
// the generated path tests (tests/model/) actually walked, against all of them, read from the records the path
// tests write to .tmp/paths-coverage/. Exits non-zero when any machine is below 100% or has no path tests.
// `--paths` also lists every walked path with the states it reached.
import { machineRegistry } from '../machines';
import { machineFingerprint, machineStates, machineTransitions } from './paths/machine';
import { readRecords, RECORD_DIR, type PathsRecord } from './paths/record';

const showPaths = process.argv.includes('--paths');

function percent(reached: number, all: number): string {
  return all === 0 ? '100%' : `${Math.floor((reached / all) * 1000) / 10}%`;
}

function report(): boolean {
  const records = readRecords();
  const lines: string[] = [`Generated path coverage (records in ${RECORD_DIR}/, written by the path tests in tests/model/)`];
  const failing: string[] = [];
  const untested: string[] = [];

  for (const { id, machine } of machineRegistry) {
    const states = machineStates(machine);
    const transitions = machineTransitions(machine);
    const fingerprint = machineFingerprint(machine);
    const own = records.filter((record) => record.machine === id);
    const current = own.filter((record) => record.fingerprint === fingerprint);
    const stale = own.filter((record) => record.fingerprint !== fingerprint);
    const paths = current.flatMap((record) => record.paths);
    const reachedStates = new Set(paths.flatMap((path) => path.states));
    const reachedTransitions = new Set(paths.flatMap((path) => path.transitions));
    const missedStates = states.filter((state) => !reachedStates.has(state));
    const missedTransitions = transitions.filter((transition) => !reachedTransitions.has(transition.key));
    const stateCount = states.length - missedStates.length;
    const transitionCount = transitions.length - missedTransitions.length;

    lines.push('');
    lines.push(`${id}: ${paths.length} paths walked${current.length ? ` by ${current.map((record) => record.model).join(', ')}` : ''}`);
    lines.push(`  states      ${stateCount}/${states.length} (${percent(stateCount, states.length)})`);
    lines.push(`  transitions ${transitionCount}/${transitions.length} (${percent(transitionCount, transitions.length)})`);
    for (const state of missedStates) lines.push(`    missed state: ${state}`);
    for (const transition of missedTransitions) lines.push(`    missed transition: ${transition.label}`);
    const direct = [...new Set(current.flatMap((record) => record.sentToActor))];
    if (direct.length) lines.push(`  sent to the actor by the test, no control on screen sends them: ${direct.join(', ')}`);
    if (stale.length) lines.push(`  ignored: records of ${stale.map((record) => record.model).join(', ')} were made for an older version of this machine`);
    if (own.length === 0) {
      untested.push(id);
      lines.push(`  NO PATH TESTS: nothing recorded for ${id}. Add tests/model/${id}.test.tsx (or .test.ts for a machine without a view) calling definePathTests('${id}', ...), see docs/testing.md; then run npm run test:paths.`);
    }
    if (showPaths) lines.push(...current.flatMap(walkedLines));
    if (missedStates.length || missedTransitions.length) failing.push(id);
  }

  const unknown = [...new Set(records.map((record) => record.machine))].filter((id) => !machineRegistry.some((entry) => entry.id === id));
  if (unknown.length) lines.push('', `Records for machines no longer registered (ignored): ${unknown.join(', ')}`);

  lines.push('');
  if (untested.length) lines.push(`paths:coverage: registered machines without generated path tests: ${untested.join(', ')}`);
  lines.push(
    failing.length
      ? `paths:coverage: FAILED, below 100% of states or transitions: ${failing.join(', ')}`
      : `paths:coverage: every state and every transition of all ${machineRegistry.length} machines was walked`,
  );
  console.log(lines.join('\n'));
  return failing.length === 0;
}

function walkedLines(record: PathsRecord): string[] {
  return record.paths.map((path) => `    [${record.model}] ${path.name}\n        states: ${path.states.join(', ')}`);
}

if (!report()) process.exit(1);
