import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { pricelistMachine, type PricelistQueryInput } from '../../machines/pricelist';
import type { PricelistResponse } from '../../contracts/pricelist';
import { pricelistFixture } from '../fixtures/pricelist';

/** The machine with a scripted fetch: each call takes the next answer (a response or an Error). */
function startPricelist(answers: Array<PricelistResponse | Error>, input: PricelistQueryInput = {}) {
  const fetchInputs: PricelistQueryInput[] = [];
  const openCheckout = vi.fn();
  const logic = pricelistMachine.provide({
    actors: {
      fetchPricelist: fromPromise<PricelistResponse, PricelistQueryInput>(async ({ input: query }) => {
        fetchInputs.push(query);
        const answer = answers.shift();
        if (!answer) throw new Error('unexpected fetch');
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    actions: { openCheckout: (_, params) => openCheckout(params) },
  });
  const actor = createActor(logic, { input });
  const fetchFailed = vi.fn();
  actor.on('pricelist.fetchFailed', fetchFailed);
  actor.start();
  return { actor, fetchInputs, fetchFailed, openCheckout };
}

describe('pricelist machine', () => {
  it('starts loading with the query and stores the price list when the fetch completes', async () => {
    const { actor, fetchInputs } = startPricelist([pricelistFixture], { project: 'my-site', feature: 'eshop' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.query.project).toBe('my-site');

    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.pricelist).toEqual(pricelistFixture);
    expect(ready.hasTag('loading')).toBe(false);
    expect(fetchInputs).toEqual([{ project: 'my-site', feature: 'eshop' }]);
  });

  it('keeps only the error message on failure, emits fetchFailed, and loads again on retry', async () => {
    const { actor, fetchFailed, fetchInputs } = startPricelist([new Error('Server unavailable'), pricelistFixture]);

    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.errorMessage).toBe('Server unavailable');
    expect(failed.context.pricelist).toBeNull();
    expect(fetchFailed).toHaveBeenCalledWith({ type: 'pricelist.fetchFailed', message: 'Server unavailable' });

    actor.send({ type: 'pricelist.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.errorMessage).toBeNull();

    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.pricelist).toEqual(pricelistFixture);
    expect(fetchInputs).toHaveLength(2);
  });

  it('uses a generic message when the failure carries none', async () => {
    const { actor } = startPricelist([new Error('')]);
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.errorMessage).toBe('The price list could not be loaded.');
  });

  it('fails loudly when the app does not provide the fetch', async () => {
    const actor = createActor(pricelistMachine, { input: {} }).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.errorMessage).toBe('fetchPricelist is not provided');
  });

  it('ignores retry unless the fetch failed', async () => {
    const { actor } = startPricelist([pricelistFixture]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().can({ type: 'pricelist.retry' })).toBe(false);
  });

  describe('without a project', () => {
    it('opens the register modal remembering the package when a package is purchased, and closes it', async () => {
      const { actor, openCheckout } = startPricelist([pricelistFixture]);
      await waitFor(actor, (s) => s.matches('ready'));

      actor.send({ type: 'pricelist.purchase', packageIdentifier: 'standard' });
      expect(actor.getSnapshot().matches({ ready: 'registerModal' })).toBe(true);
      expect(actor.getSnapshot().context.chosenPackage).toBe('standard');
      expect(openCheckout).not.toHaveBeenCalled();

      actor.send({ type: 'modal.close' });
      expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
      expect(actor.getSnapshot().context.chosenPackage).toBeNull();
    });

    it('opens the register modal with no package from the call-to-action', async () => {
      const { actor } = startPricelist([pricelistFixture]);
      await waitFor(actor, (s) => s.matches('ready'));
      expect(actor.getSnapshot().can({ type: 'pricelist.signUp' })).toBe(true);

      actor.send({ type: 'pricelist.signUp' });
      expect(actor.getSnapshot().matches({ ready: 'registerModal' })).toBe(true);
      expect(actor.getSnapshot().context.chosenPackage).toBeNull();
    });
  });

  describe('with a project', () => {
    it('goes to the purchase url of the package instead of the register modal', async () => {
      const { actor, openCheckout } = startPricelist([pricelistFixture], { project: 'my-site' });
      await waitFor(actor, (s) => s.matches('ready'));

      actor.send({ type: 'pricelist.purchase', packageIdentifier: 'standard' });
      expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
      expect(openCheckout).toHaveBeenCalledWith({ url: pricelistFixture.items[2]?.button.url });
    });

    it('ignores a purchase of a package that is not listed', async () => {
      const { actor, openCheckout } = startPricelist([pricelistFixture], { project: 'my-site' });
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'pricelist.purchase', packageIdentifier: 'unknown' });
      expect(openCheckout).not.toHaveBeenCalled();
    });

    it('offers no sign-up, since the visitor already has a website', async () => {
      const { actor } = startPricelist([pricelistFixture], { project: 'my-site' });
      await waitFor(actor, (s) => s.matches('ready'));
      expect(actor.getSnapshot().can({ type: 'pricelist.signUp' })).toBe(false);
    });
  });
});
