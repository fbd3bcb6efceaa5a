import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { packageOrderInput, pricelistMachine, type PackageOrderInput, type PackageOrderResult, type PricelistInput, type PricelistQueryInput } from '../../machines/pricelist';
import type { PricelistResponse } from '../../contracts/pricelist';
import { pricelistFixture, projectPricelist } from '../fixtures/pricelist';

/** The machine with a scripted fetch: each call takes the next answer (a response or an Error). */
function startPricelist(answers: Array<PricelistResponse | Error>, input: PricelistInput = {}) {
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

  it('starts ready with the price list the server rendered the page with, fetching nothing', () => {
    const { actor, fetchInputs } = startPricelist([], { currency: 'EUR', pricelist: pricelistFixture });
    expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
    expect(actor.getSnapshot().context.pricelist).toBe(pricelistFixture);
    // The query stays the page's own, without the embedded answer.
    expect(actor.getSnapshot().context.query).toEqual({ currency: 'EUR' });
    expect(fetchInputs).toEqual([]);
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
    it('asks for sign-up naming the package when a package is purchased, and stays on the list', async () => {
      const { actor, openCheckout } = startPricelist([pricelistFixture]);
      await waitFor(actor, (s) => s.matches('ready'));
      const signUpRequested = vi.fn();
      actor.on('pricelist.signUpRequested', signUpRequested);

      actor.send({ type: 'pricelist.purchase', packageIdentifier: 'standard' });
      expect(signUpRequested).toHaveBeenCalledWith({ type: 'pricelist.signUpRequested', packageIdentifier: 'standard' });
      expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
      expect(openCheckout).not.toHaveBeenCalled();
    });

    it('asks for sign-up with no package from the call-to-action', async () => {
      const { actor } = startPricelist([pricelistFixture]);
      await waitFor(actor, (s) => s.matches('ready'));
      const signUpRequested = vi.fn();
      actor.on('pricelist.signUpRequested', signUpRequested);
      expect(actor.getSnapshot().can({ type: 'pricelist.signUp' })).toBe(true);

      actor.send({ type: 'pricelist.signUp' });
      expect(signUpRequested).toHaveBeenCalledWith({ type: 'pricelist.signUpRequested', packageIdentifier: null });
    });

    it('offers sign-up in every state of the ready list, so no modal or overlay of the list hides the call-to-action', () => {
      const context = { query: {}, pricelist: pricelistFixture, errorMessage: null, unsupportedPackage: null, orderUrl: null, orderError: null };
      for (const value of [{ ready: { browsing: 'listed' } }, { ready: 'unsupportedFeature' }, { ready: { creatingOrder: 'inModal' } }, { ready: 'refreshing' }, { ready: 'redirecting' }]) {
        expect(pricelistMachine.resolveState({ value, context }).can({ type: 'pricelist.signUp' }), JSON.stringify(value)).toBe(true);
      }
    });
  });

  describe('with a project', () => {
    /** The machine of my-site's list: each fetch answers the next of `lists` (the last one again when they run out). */
    function startWithOrders(orders: Array<PackageOrderResult | Error>, lists: Array<PricelistResponse | Error> = [projectPricelist()]) {
      const orderInputs: PackageOrderInput[] = [];
      const fetchInputs: PricelistQueryInput[] = [];
      const openCheckout = vi.fn();
      const logOrderError = vi.fn();
      const reportOrderError = vi.fn();
      const logic = pricelistMachine.provide({
        actors: {
          fetchPricelist: fromPromise<PricelistResponse, PricelistQueryInput>(async ({ input }) => {
            fetchInputs.push(input);
            const answer = lists.length > 1 ? lists.shift() : lists[0];
            if (!answer) throw new Error('unexpected fetch');
            if (answer instanceof Error) throw answer;
            return answer;
          }),
          createPackageOrder: fromPromise<PackageOrderResult, PackageOrderInput>(async ({ input }) => {
            orderInputs.push(input);
            const answer = orders.shift();
            if (!answer) throw new Error('unexpected order');
            if (answer instanceof Error) throw answer;
            return answer;
          }),
        },
        actions: {
          openCheckout: (_, params) => openCheckout(params),
          logOrderError: (_, params) => logOrderError(params),
          reportOrderError: (_, params) => reportOrderError(params),
        },
      });
      const actor = createActor(logic, { input: { project: 'my-site', currency: 'CZK' } });
      const fetchFailed = vi.fn();
      actor.on('pricelist.fetchFailed', fetchFailed);
      actor.start();
      return { actor, orderInputs, fetchInputs, openCheckout, logOrderError, reportOrderError, fetchFailed };
    }
    const outdated = () => Object.assign(new Error('This package has changed. Please reload the price list.'), { code: 'PACKAGE_VERSION_CHANGED' });
    const refused = () => Object.assign(new Error('This purchase link is not valid. Please reload the price list.'), { code: 'INVALID_PURCHASE_TOKEN' });
    const created = { checkoutUrl: '/checkout/ORD-1?ref=pricelist&token=tok-standard', orderIdentifier: 'ORD-1' };

    it('creates the package order from the purchase url, processing meanwhile, then opens the checkout url', async () => {
      const { actor, orderInputs, openCheckout } = startWithOrders([created]);
      await waitFor(actor, (s) => s.matches('ready'));

      actor.send({ type: 'pricelist.purchase', packageIdentifier: 'standard' });
      expect(actor.getSnapshot().matches({ ready: { creatingOrder: 'fromPage' } })).toBe(true);
      expect(actor.getSnapshot().hasTag('processing')).toBe(true);

      await waitFor(actor, (s) => s.matches({ ready: 'redirecting' }));
      expect(orderInputs).toEqual([
        { projectName: 'my-site', packageIdentifier: 'standard', action: 'buy', version: 3, checkoutUrl: '/checkout?ref=pricelist&token=tok-standard' },
      ]);
      expect(openCheckout).toHaveBeenCalledWith({ url: created.checkoutUrl });
    });

    it('logs a failed order creation, reports it to the page and lets the visitor go on browsing', async () => {
      const failure = refused();
      const { actor, logOrderError, reportOrderError, openCheckout, fetchInputs } = startWithOrders([failure]);
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'pricelist.purchase', packageIdentifier: 'standard' });

      const browsing = await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
      expect(browsing.matches({ ready: { browsing: 'listed' } })).toBe(true);
      expect(browsing.hasTag('processing')).toBe(false);
      expect(logOrderError).toHaveBeenCalledWith({ error: failure });
      expect(reportOrderError).toHaveBeenCalledWith({ error: failure });
      expect(openCheckout).not.toHaveBeenCalled();
      expect(fetchInputs).toHaveLength(1);
    });

    it('a purchase refused because the list is older than a package change logs it, loads the list again and says the prices changed', async () => {
      const failure = outdated();
      const newer = projectPricelist();
      const { actor, logOrderError, reportOrderError, fetchInputs, openCheckout, orderInputs } = startWithOrders([failure, created], [projectPricelist(), newer]);
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'pricelist.purchase', packageIdentifier: 'standard' });

      // The overlay stays up while the list loads again, with the page's own query.
      const refreshing = await waitFor(actor, (s) => s.matches({ ready: 'refreshing' }));
      expect(refreshing.hasTag('processing')).toBe(true);
      const changed = await waitFor(actor, (s) => s.matches({ ready: { browsing: 'pricesChanged' } }));
      expect(changed.hasTag('processing')).toBe(false);
      expect(changed.context.pricelist).toBe(newer);
      expect(fetchInputs).toEqual([
        { project: 'my-site', currency: 'CZK' },
        { project: 'my-site', currency: 'CZK' },
      ]);
      expect(logOrderError).toHaveBeenCalledWith({ error: failure });
      // The list answers it itself: nothing for the page to show besides.
      expect(reportOrderError).not.toHaveBeenCalled();
      expect(openCheckout).not.toHaveBeenCalled();

      // The next purchase orders from the new list.
      actor.send({ type: 'pricelist.purchase', packageIdentifier: 'standard' });
      await waitFor(actor, (s) => s.matches({ ready: 'redirecting' }));
      expect(orderInputs).toHaveLength(2);
      expect(openCheckout).toHaveBeenCalledWith({ url: created.checkoutUrl });
    });

    it('when the list cannot be loaded again after an out-of-date purchase, it fails like a first load, with Retry', async () => {
      const { actor, fetchFailed } = startWithOrders([outdated()], [projectPricelist(), new Error('Server unavailable')]);
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'pricelist.purchase', packageIdentifier: 'standard' });
      const failed = await waitFor(actor, (s) => s.matches('failed'));
      expect(failed.context.errorMessage).toBe('Server unavailable');
      expect(fetchFailed).toHaveBeenCalledWith({ type: 'pricelist.fetchFailed', message: 'Server unavailable' });
      expect(failed.can({ type: 'pricelist.retry' })).toBe(true);
    });

    it('logs to the console by default (SPEC.md section 8)', async () => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      const logic = pricelistMachine.provide({
        actors: { fetchPricelist: fromPromise<PricelistResponse, PricelistQueryInput>(async () => projectPricelist()) },
      });
      const actor = createActor(logic, { input: { project: 'my-site' } }).start();
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'pricelist.purchase', packageIdentifier: 'standard' });
      await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
      expect(consoleError).toHaveBeenCalledWith('Package order creation failed', expect.any(Error));
    });

    it('opens the unsupported-feature modal for a package too small for the website; its buttons go on to the order', async () => {
      const { actor, orderInputs } = startWithOrders([created]);
      await waitFor(actor, (s) => s.matches('ready'));

      actor.send({ type: 'pricelist.purchase', packageIdentifier: 'mini' });
      expect(actor.getSnapshot().matches({ ready: 'unsupportedFeature' })).toBe(true);
      expect(actor.getSnapshot().context.unsupportedPackage).toBe('mini');

      actor.send({ type: 'modal.close' });
      expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);

      actor.send({ type: 'pricelist.purchase', packageIdentifier: 'mini' });
      actor.send({ type: 'pricelist.continuePurchase', url: '/order/package/profi?package-action=upgrade&ref=pricelist&token=T&package-version=4' });
      await waitFor(actor, (s) => s.matches({ ready: 'redirecting' }));
      expect(orderInputs[0]).toEqual({ projectName: 'my-site', packageIdentifier: 'profi', action: 'upgrade', version: 4, checkoutUrl: '/checkout?ref=pricelist&token=T' });
    });

    const continueMini = { type: 'pricelist.continuePurchase', url: '/order/package/mini?package-action=buy&ref=pricelist&token=T&package-version=3' } as const;

    it("an order from the modal waits in it ('Wait please...') with the Processing overlay up; closing the modal lets the order go on to the checkout", async () => {
      let answer: (result: PackageOrderResult) => void = () => {};
      const openCheckout = vi.fn();
      const logic = pricelistMachine.provide({
        actors: {
          fetchPricelist: fromPromise<PricelistResponse, PricelistQueryInput>(async () => projectPricelist()),
          createPackageOrder: fromPromise<PackageOrderResult, PackageOrderInput>(() => new Promise((resolve) => (answer = resolve))),
        },
        actions: { openCheckout: (_, params) => openCheckout(params) },
      });
      const actor = createActor(logic, { input: { project: 'my-site' } }).start();
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'pricelist.purchase', packageIdentifier: 'mini' });
      actor.send(continueMini);

      const waiting = actor.getSnapshot();
      expect(waiting.matches({ ready: { creatingOrder: 'inModal' } })).toBe(true);
      expect(['unsupportedModal', 'waiting', 'processing'].every((tag) => waiting.hasTag(tag))).toBe(true);

      actor.send({ type: 'modal.close' });
      const closed = actor.getSnapshot();
      expect(closed.matches({ ready: { creatingOrder: 'modalClosed' } })).toBe(true);
      expect(closed.hasTag('unsupportedModal')).toBe(false);
      expect(closed.hasTag('processing')).toBe(true);

      answer(created);
      await waitFor(actor, (s) => s.matches({ ready: 'redirecting' }));
      expect(openCheckout).toHaveBeenCalledWith({ url: created.checkoutUrl });
    });

    it('a refused order is told in the modal while it is open, and on the page once the modal was closed', async () => {
      const failure = refused();
      const { actor, logOrderError } = startWithOrders([failure, failure]);
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'pricelist.purchase', packageIdentifier: 'mini' });
      actor.send(continueMini);
      const inModal = await waitFor(actor, (s) => s.matches({ ready: 'unsupportedFeature' }));
      expect(inModal.context.orderError).toBe(failure.message);

      actor.send(continueMini);
      expect(actor.getSnapshot().context.orderError).toBeNull();
      actor.send({ type: 'modal.close' });
      const onPage = await waitFor(actor, (s) => s.matches({ ready: { browsing: 'orderFailed' } }));
      expect(onPage.context.orderError).toBe(failure.message);
      expect(onPage.context.unsupportedPackage).toBeNull();
      expect(logOrderError).toHaveBeenCalledTimes(2);

      // The message goes with the next choice.
      actor.send({ type: 'pricelist.purchase', packageIdentifier: 'mini' });
      expect(actor.getSnapshot().matches({ ready: 'unsupportedFeature' })).toBe(true);
      expect(actor.getSnapshot().context.orderError).toBeNull();
    });

    it('an out-of-date order from the modal closes it and loads the list again', async () => {
      const { actor } = startWithOrders([outdated()]);
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'pricelist.purchase', packageIdentifier: 'mini' });
      actor.send(continueMini);
      const changed = await waitFor(actor, (s) => s.matches({ ready: { browsing: 'pricesChanged' } }));
      expect(changed.hasTag('unsupportedModal')).toBe(false);
      expect(changed.context.unsupportedPackage).toBeNull();
    });

    it('follows a modal button that is no purchase url (back to My websites) without ordering', async () => {
      const { actor, orderInputs, openCheckout } = startWithOrders([]);
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'pricelist.purchase', packageIdentifier: 'mini' });
      actor.send({ type: 'pricelist.continuePurchase', url: '/websites' });
      expect(openCheckout).toHaveBeenCalledWith({ url: '/websites' });
      expect(orderInputs).toEqual([]);
    });

    it('ignores a purchase of a package that is not listed', async () => {
      const { actor, orderInputs } = startWithOrders([]);
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'pricelist.purchase', packageIdentifier: 'unknown' });
      expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
      expect(orderInputs).toEqual([]);
    });

    it('offers no sign-up, since the visitor already has a website', async () => {
      const { actor } = startPricelist([pricelistFixture], { project: 'my-site' });
      await waitFor(actor, (s) => s.matches('ready'));
      expect(actor.getSnapshot().can({ type: 'pricelist.signUp' })).toBe(false);
    });

    it('ends in notFound, with no retry, when the server does not know the website for this visitor', async () => {
      const notFound = Object.assign(new Error('There is no website my-site in your account.'), { code: 'PROJECT_NOT_FOUND' });
      const { actor, fetchFailed } = startPricelist([notFound], { project: 'my-site' });
      const snapshot = await waitFor(actor, (s) => s.matches('notFound'));
      expect(snapshot.context.errorMessage).toBe('There is no website my-site in your account.');
      expect(snapshot.can({ type: 'pricelist.retry' })).toBe(false);
      expect(fetchFailed).not.toHaveBeenCalled();
    });
  });

  describe('packageOrderInput', () => {
    it('reads the package from the path and leaves out a missing or malformed version', () => {
      expect(packageOrderInput('site', '/order/package/mini?package-action=upgrade&ref=campaign&token=T')).toEqual({
        projectName: 'site', packageIdentifier: 'mini', action: 'upgrade', checkoutUrl: '/checkout?ref=campaign&token=T',
      });
      expect(packageOrderInput('site', '/order/package/mini?package-action=buy&token=T&package-version=x').version).toBeUndefined();
    });
  });
});
