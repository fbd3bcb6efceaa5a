/**
 * The pricelist machine, registered in machines/index.ts, replayed against the real price list page: every
 * shortest path xstate/graph finds (one per state-and-entering-transition) is clicked through in jsdom, with
 * MSW holding each request until the path says whether the server succeeds or fails. Two visitors walk it
 * (one without a website, one owner); together their paths reach every state and send every event.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { machineRegistry } from '../../machines';
import { useMockServer } from '../msw/server';
import { describePath, eventTypes, leafStateKeys, modelPaths, replayPath, stateKeysOf, unmappedEvents, unmappedStates } from './harness';
import { ownerViewModel, visitorViewModel } from './pricelist.view';

useMockServer();
// A failed package order is logged to the console by design (SPEC.md section 8); keep the test output clean.
afterEach(() => vi.restoreAllMocks());

const registered = machineRegistry.find((entry) => entry.id === 'pricelist');
const models = { visitor: visitorViewModel, owner: ownerViewModel };
const pathsByModel = Object.entries(models).map(([name, model]) => [name, model, modelPaths(model)] as const);

describe('pricelist model', () => {
  it('is the registered pricelist machine', () => {
    for (const model of Object.values(models)) expect(registered?.machine).toBe(model.machine);
  });

  it('maps every state and every event of the machine to the view', () => {
    for (const model of Object.values(models)) {
      expect(unmappedStates(model)).toEqual([]);
      expect(unmappedEvents(model)).toEqual([]);
    }
  });

  it('generates paths that together reach every state and send every event', () => {
    const all = pathsByModel.flatMap(([, , paths]) => paths);
    const reached = new Set(all.flatMap((path) => path.steps.flatMap((step) => stateKeysOf(step.state.value))));
    const sent = new Set(all.flatMap((path) => path.steps.map((step) => step.event.type)));
    expect([...reached].sort()).toEqual(leafStateKeys(visitorViewModel.machine).sort());
    for (const type of eventTypes(visitorViewModel.machine)) expect(sent, type).toContain(type);
  });

  for (const [name, model, paths] of pathsByModel) {
    describe(name, () => {
      it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_description, path) => {
        vi.spyOn(console, 'error').mockImplementation(() => {});
        await replayPath(model, path);
      });
    });
  }
});
