/**
 * The cookieConsent machine, registered in machines/index.ts, replayed against the real cookie bar: every shortest
 * path xstate/graph finds is walked in jsdom with the session check and the account's GraphQL calls held by MSW
 * and the bar's 100 ms on a simulated clock.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { machineRegistry } from '../../machines';
import { useMockServer } from '../msw/server';
import { describePath, eventTypes, leafStateKeys, modelPaths, replayPath, stateKeysOf, unmappedEvents, unmappedStates } from './harness';
import { cookieConsentViewModel } from './cookieConsent.view';

useMockServer();
afterEach(() => vi.restoreAllMocks());

/** Eventless states the machine passes through within one step: never a snapshot, so never on a path. */
const TRANSIENT_STATES = ['account.signedIn.checking'];

const registered = machineRegistry.find((entry) => entry.id === 'cookieConsent');
const paths = modelPaths(cookieConsentViewModel);

describe('cookieConsent model', () => {
  it('is the registered cookieConsent machine', () => {
    expect(registered?.machine).toBe(cookieConsentViewModel.machine);
  });

  it('maps every state and every event of the machine to the view', () => {
    expect(unmappedStates(cookieConsentViewModel)).toEqual([]);
    expect(unmappedEvents(cookieConsentViewModel)).toEqual([]);
  });

  it('generates paths that together reach every state and send every event', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.flatMap((step) => stateKeysOf(step.state.value))));
    const expected = leafStateKeys(cookieConsentViewModel.machine).filter((key) => !TRANSIENT_STATES.includes(key));
    expect([...reached].sort()).toEqual(expected.sort());
    const sent = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type)));
    for (const type of eventTypes(cookieConsentViewModel.machine)) expect(sent, type).toContain(type);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_description, path) => {
    // A failed sync is logged by design.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await replayPath(cookieConsentViewModel, path);
  });
});
