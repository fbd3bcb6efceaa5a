import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { AUTH_CODE_MESSAGE, DOMAIN_NAME_MESSAGES } from '../../contracts/domains';
import {
  domainSearchMachine,
  WEBSITE_REQUIRED_MESSAGE,
  type DomainOrderInput,
  type DomainOrderResult,
  type DomainSearchInput,
  type DomainSearchResult,
} from '../../machines/domainSearch';
import { availableResult, takenResult, transferableResult } from '../fixtures/domains';

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
const NEXT = { orderIdentifier: 'ORD-1', nextUrl: '/checkout/ORD-1/personal-data' };

/** The machine with scripted actors: each call takes the next answer (a result or an Error). */
function start(searches: Array<DomainSearchResult | Error>, orders: Array<DomainOrderResult | Error> = [], input: DomainSearchInput = {}) {
  const searched: string[] = [];
  const ordered: DomainOrderInput[] = [];
  const openNextStep = vi.fn();
  const next = <T>(answers: Array<T | Error>): T => {
    const answer = answers.shift();
    if (answer === undefined) throw new Error('unexpected call');
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const logic = domainSearchMachine.provide({
    actors: {
      searchDomains: fromPromise(async ({ input: { name } }) => {
        searched.push(name);
        return next(searches);
      }),
      createDomainOrder: fromPromise(async ({ input: order }) => {
        ordered.push(order);
        return next(orders);
      }),
    },
    actions: { openNextStep: (_, params) => openNextStep(params.url) },
  });
  const actor = createActor(logic, { input });
  const signInRequested = vi.fn();
  actor.on('domains.signInRequested', signInRequested);
  actor.start();
  return { actor, searched, ordered, openNextStep, signInRequested };
}

async function searchFor(run: ReturnType<typeof start>, name: string) {
  run.actor.send({ type: 'domains.type', name });
  run.actor.send({ type: 'domains.search' });
  return waitFor(run.actor, (state) => !state.hasTag('searching'));
}

describe('domainSearch machine', () => {
  it('shows a name that breaks a rule with its message and sends nothing', () => {
    const run = start([]);
    run.actor.send({ type: 'domains.type', name: 'my_bakery.com' });
    run.actor.send({ type: 'domains.search' });
    expect(run.actor.getSnapshot().matches('invalidName')).toBe(true);
    expect(run.actor.getSnapshot().context.nameError).toBe(DOMAIN_NAME_MESSAGES.CHARACTERS);
    expect(run.searched).toEqual([]);

    run.actor.send({ type: 'domains.type', name: 'my-bakery' });
    expect(run.actor.getSnapshot().matches('idle')).toBe(true);
    expect(run.actor.getSnapshot().context.nameError).toBeNull();
  });

  it('searches the name as the rules read it (a bare name as .com) and shows the offers', async () => {
    const run = start([availableResult]);
    const state = await searchFor(run, '  My-Bakery ');
    expect(run.searched).toEqual(['my-bakery.com']);
    expect(state.matches({ results: 'browsing' })).toBe(true);
    expect(state.context.result).toEqual(availableResult);
  });

  it('starts with the name from the address in the field, waiting for Search', () => {
    const run = start([], [], { name: 'my-bakery.com', project: 'demo-blog' });
    expect(run.actor.getSnapshot().matches('idle')).toBe(true);
    expect(run.actor.getSnapshot().context).toMatchObject({ name: 'my-bakery.com', project: 'demo-blog' });
    expect(run.searched).toEqual([]);
  });

  it('starts with Domain only, or with the flow from the address', () => {
    expect(start([]).actor.getSnapshot().context.flow).toBe('domain');
    expect(start([], [], { name: 'my-bakery.com', flow: 'package' }).actor.getSnapshot().context.flow).toBe('package');
  });

  it("puts the server's word on the name on the field, and offers a retry when the search fails", async () => {
    const run = start([coded('We do not sell .xyz names', 'TLD_NOT_OFFERED'), new Error('Failed to fetch'), availableResult]);
    const rejected = await searchFor(run, 'my-bakery.xyz');
    expect(rejected.matches('invalidName')).toBe(true);
    expect(rejected.context.nameError).toBe('We do not sell .xyz names');

    const failed = await searchFor(run, 'my-bakery.com');
    expect(failed.matches('searchFailed')).toBe(true);
    expect(failed.context.searchError).toMatch(/try again/);
    run.actor.send({ type: 'domains.retry' });
    await waitFor(run.actor, (state) => state.matches('results'));
    expect(run.searched).toEqual(['my-bakery.xyz', 'my-bakery.com', 'my-bakery.com']);
  });

  it('lets a shopper choose only what can be had: a taken name, or the wrong action, is ignored', async () => {
    const run = start([takenResult]);
    await searchFor(run, 'example.com');
    run.actor.send({ type: 'domains.choose', domain: 'example.com', action: 'register' });
    expect(run.actor.getSnapshot().matches({ results: 'browsing' })).toBe(true);
    run.actor.send({ type: 'domains.choose', domain: 'example.net', action: 'transfer' });
    expect(run.actor.getSnapshot().matches({ results: 'browsing' })).toBe(true);
    run.actor.send({ type: 'domains.choose', domain: 'example.net', action: 'register' });
    expect(run.actor.getSnapshot().matches({ results: 'chosen' })).toBe(true);
  });

  it('asks a signed-out visitor to sign in and keeps the choice', async () => {
    const run = start([availableResult]);
    await searchFor(run, 'my-bakery.com');
    run.actor.send({ type: 'domains.choose', domain: 'my-bakery.com', action: 'register' });
    run.actor.send({ type: 'domains.continue', signedIn: false });
    expect(run.signInRequested).toHaveBeenCalledTimes(1);
    expect(run.actor.getSnapshot().matches({ results: 'chosen' })).toBe(true);
    expect(run.actor.getSnapshot().context.chosen).toEqual({ domain: 'my-bakery.com', action: 'register' });
    expect(run.ordered).toEqual([]);
  });

  it('orders a domain alone without a website and opens the next step', async () => {
    const run = start([availableResult], [NEXT]);
    await searchFor(run, 'my-bakery.com');
    run.actor.send({ type: 'domains.choose', domain: 'my-bakery.com', action: 'register' });
    run.actor.send({ type: 'domains.continue', signedIn: true });
    expect(run.actor.getSnapshot().hasTag('processing')).toBe(true);
    await waitFor(run.actor, (state) => state.matches('redirecting'));
    expect(run.ordered).toEqual([{ domain: 'my-bakery.com', action: 'register', authCode: null, projectName: null, withPackage: false }]);
    expect(run.openNextStep).toHaveBeenCalledWith(NEXT.nextUrl);
  });

  it('needs the website with a package, and a well-formed auth code for a transfer, before sending', async () => {
    const run = start([transferableResult], [{ orderIdentifier: 'ORD-2', nextUrl: '/checkout/ORD-2/package' }]);
    await searchFor(run, 'moving-house.com');
    run.actor.send({ type: 'domains.chooseFlow', flow: 'package' });
    run.actor.send({ type: 'domains.choose', domain: 'moving-house.com', action: 'transfer' });
    run.actor.send({ type: 'domains.typeAuthCode', authCode: 'abc' });
    run.actor.send({ type: 'domains.continue', signedIn: true });
    expect(run.actor.getSnapshot().context).toMatchObject({ authCodeError: AUTH_CODE_MESSAGE, projectError: WEBSITE_REQUIRED_MESSAGE });
    expect(run.ordered).toEqual([]);

    run.actor.send({ type: 'domains.typeAuthCode', authCode: ' MOVE-2026-OK ' });
    run.actor.send({ type: 'domains.chooseWebsite', project: 'demo-blog' });
    expect(run.actor.getSnapshot().context).toMatchObject({ authCodeError: null, projectError: null });
    run.actor.send({ type: 'domains.continue', signedIn: true });
    await waitFor(run.actor, (state) => state.matches('redirecting'));
    expect(run.ordered).toEqual([{ domain: 'moving-house.com', action: 'transfer', authCode: 'MOVE-2026-OK', projectName: 'demo-blog', withPackage: true }]);
  });

  it("shows the server's refusal of the auth code on its field, and other refusals above Continue", async () => {
    const run = start([transferableResult], [coded('The auth code is not right', 'INVALID_AUTH_CODE'), coded('No such website', 'PROJECT_NOT_FOUND')]);
    await searchFor(run, 'moving-house.com');
    run.actor.send({ type: 'domains.choose', domain: 'moving-house.com', action: 'transfer' });
    run.actor.send({ type: 'domains.typeAuthCode', authCode: 'WRONG-CODE' });
    run.actor.send({ type: 'domains.continue', signedIn: true });
    const refused = await waitFor(run.actor, (state) => !state.hasTag('processing'));
    expect(refused.matches({ results: 'chosen' })).toBe(true);
    expect(refused.context.authCodeError).toBe('The auth code is not right');

    run.actor.send({ type: 'domains.typeAuthCode', authCode: 'MOVE-2026-OK' });
    run.actor.send({ type: 'domains.continue', signedIn: true });
    const failed = await waitFor(run.actor, (state) => !state.hasTag('processing'));
    expect(failed.context.orderError).toBe('No such website');
  });

  it('asks for sign-in again when the session ended meanwhile', async () => {
    const run = start([availableResult], [coded('Please sign in', 'UNAUTHENTICATED')]);
    await searchFor(run, 'my-bakery.com');
    run.actor.send({ type: 'domains.choose', domain: 'my-bakery.com', action: 'register' });
    run.actor.send({ type: 'domains.continue', signedIn: true });
    await waitFor(run.actor, (state) => state.matches({ results: 'chosen' }) && !state.hasTag('processing'));
    expect(run.signInRequested).toHaveBeenCalledTimes(1);
  });

  it('goes back to fresh results with the message when the name was taken meanwhile', async () => {
    const takenNow: DomainSearchResult = { ...availableResult, exact: { ...availableResult.exact, availability: 'TAKEN' } };
    const run = start([availableResult, takenNow], [coded('Someone has just registered my-bakery.com', 'DOMAIN_TAKEN')]);
    await searchFor(run, 'my-bakery.com');
    run.actor.send({ type: 'domains.choose', domain: 'my-bakery.com', action: 'register' });
    run.actor.send({ type: 'domains.continue', signedIn: true });
    await waitFor(run.actor, (state) => state.hasTag('searching'));
    const fresh = await waitFor(run.actor, (state) => state.matches({ results: 'browsing' }));
    expect(run.searched).toEqual(['my-bakery.com', 'my-bakery.com']);
    expect(fresh.context.notice).toBe('Someone has just registered my-bakery.com');
    expect(fresh.context.result?.exact.availability).toBe('TAKEN');
    expect(fresh.context.chosen).toBeNull();
  });
});
