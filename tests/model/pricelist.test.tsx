/**
 * The pricelist machine, registered in machines/index.ts, replayed against the real price list page: every
 * shortest path xstate/graph finds (one per state-and-entering-transition) is clicked through in jsdom,
 * with MSW holding each price list request until the path says whether the server succeeds or fails.
 */
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines';
import { useMockServer } from '../msw/server';
import { describePath, eventTypes, leafStateKeys, modelPaths, replayPath, stateKeysOf, unmappedEvents, unmappedStates } from './harness';
import { pricelistViewModel } from './pricelist.view';

useMockServer();

const registered = machineRegistry.find((entry) => entry.id === 'pricelist');
const paths = modelPaths(pricelistViewModel);

describe('pricelist model', () => {
  it('is the registered pricelist machine', () => {
    expect(registered?.machine).toBe(pricelistViewModel.machine);
  });

  it('maps every state and every event of the machine to the view', () => {
    expect(unmappedStates(pricelistViewModel)).toEqual([]);
    expect(unmappedEvents(pricelistViewModel)).toEqual([]);
  });

  it('generates paths that reach every state and send every event', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.flatMap((step) => stateKeysOf(step.state.value))));
    const sent = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type)));
    expect([...reached].sort()).toEqual(leafStateKeys(pricelistViewModel.machine).sort());
    for (const type of eventTypes(pricelistViewModel.machine)) expect(sent, type).toContain(type);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_description, path) => {
    await replayPath(pricelistViewModel, path);
  });
});
