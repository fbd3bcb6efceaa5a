/**
 * The tracker machine, registered in machines/index.ts, replayed against the services it drives: every shortest
 * path xstate/graph finds is walked on the actor with provided actors that wait until the path answers them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { machineRegistry } from '../../machines';
import { describePath, eventTypes, leafStateKeys, modelPaths, replayPath, stateKeysOf, unmappedEvents, unmappedStates } from './harness';
import { trackerViewModel } from './tracker.view';

afterEach(() => vi.restoreAllMocks());

const registered = machineRegistry.find((entry) => entry.id === 'tracker');
const paths = modelPaths(trackerViewModel);

describe('tracker model', () => {
  it('is the registered tracker machine', () => {
    expect(registered?.machine).toBe(trackerViewModel.machine);
  });

  it('maps every state and every event of the machine to the services', () => {
    expect(unmappedStates(trackerViewModel)).toEqual([]);
    expect(unmappedEvents(trackerViewModel)).toEqual([]);
  });

  it('generates paths that together reach every state and send every event', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.flatMap((step) => stateKeysOf(step.state.value))));
    expect([...reached].sort()).toEqual(leafStateKeys(trackerViewModel.machine).sort());
    const sent = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type)));
    for (const type of eventTypes(trackerViewModel.machine)) expect(sent, type).toContain(type);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_description, path) => {
    await replayPath(trackerViewModel, path);
  });
});
