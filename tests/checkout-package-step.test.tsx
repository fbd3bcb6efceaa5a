/** The Package choice step (/checkout/:id/package) in jsdom against MSW: the website's price list choosing the order's package. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PRICES_CHANGED_NOTICE } from '../machines/pricelist';
import { renderApp } from './fixtures/app';
import { projectPricelist } from './fixtures/pricelist';
import { signedInAs } from './msw/accounts';
import { checkoutError, fakeCheckout, orderFixture, privateRegistrationItem, type OrderFixture } from './msw/checkout';
import { answerPricelist, useMockServer } from './msw/server';

useMockServer();


/** A domain with a package for my-site before its package is chosen: only the domain's items so far. */
const awaitingPackage = (change: Partial<OrderFixture> = {}) => orderFixture({ type: 'DOMAIN_WITH_PACKAGE', title: 'my-site.com with a package', items: [privateRegistrationItem], ...change });

async function openPackageStep(url = '/checkout/ORD-1001/package') {
  signedInAs();
  answerPricelist(projectPricelist('my-site'));
  const checkout = fakeCheckout(awaitingPackage());
  const app = renderApp(url);
  await screen.findByRole('list', { name: 'Packages' });
  return { ...app, checkout };
}

const buyStandard = () => within(screen.getByRole('article', { name: 'Standard' })).getByRole('button', { name: 'Buy Standard' });

describe('the Package choice step', () => {
  it("shows the website's price list under the order's tabs, Package choice current (step 2 of 4)", async () => {
    await openPackageStep();
    const progress = screen.getByRole('navigation', { name: 'Order progress' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1 Domain name', '2 Package choice', '3 Personal data', '4 Billing period & Payment']);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(within(progress).getByRole('link', { name: '1 Domain name' })).toHaveAttribute('href', '/domains?project=my-site');
    expect(within(progress).getByText('Step 2 of 4')).toBeInTheDocument();
    // One set of tabs: the price list's own package-only tabs are not shown.
    expect(screen.getAllByRole('navigation', { name: 'Order progress' })).toHaveLength(1);
  });

  it("buying a package chooses it for the order with the purchase link's action and version and the order's token, then goes to Personal data", async () => {
    const { user, checkout, location } = await openPackageStep();
    await user.click(buyStandard());

    await waitFor(() => expect(location.pathname).toBe('/checkout/ORD-1001/personal-data'));
    expect(checkout.calls.find((call) => call.operationName === 'ChooseOrderPackage')?.variables).toEqual({
      orderIdentifier: 'ORD-1001',
      packageIdentifier: 'standard',
      action: 'buy',
      version: 3,
      integrityToken: 'token-1',
    });
    expect(checkout.operations).not.toContain('CreatePackageOrder');
  });

  it("shows a refused choice's message, logged too, and keeps the price list usable", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, checkout, location } = await openPackageStep();
    checkout.answerNext('ChooseOrderPackage', checkoutError('This purchase does not fit the website\'s current package. Please reload the price list.', 'INVALID_PACKAGE_ACTION'));
    await user.click(buyStandard());

    expect(await screen.findByText('This purchase does not fit the website\'s current package. Please reload the price list.')).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(screen.queryByText('Processing...')).not.toBeInTheDocument());
    expect(consoleError).toHaveBeenCalledWith('Package order creation failed', expect.objectContaining({ code: 'INVALID_PACKAGE_ACTION' }));
    expect(location.pathname).toBe('/checkout/ORD-1001/package');
    expect(buyStandard()).toBeEnabled();
  });

  it('a choice refused because the list is older than a package change loads the list again and says the prices changed, once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, checkout, location } = await openPackageStep();
    checkout.answerNext('ChooseOrderPackage', checkoutError('This package has changed. Please reload the price list.', 'PACKAGE_VERSION_CHANGED'));
    await user.click(buyStandard());

    const notice = await screen.findByText(PRICES_CHANGED_NOTICE);
    await waitFor(() => expect(notice).toHaveFocus());
    // The list answers it itself: the step shows no second message telling to reload.
    expect(screen.queryByText('This package has changed. Please reload the price list.')).not.toBeInTheDocument();
    expect(location.pathname).toBe('/checkout/ORD-1001/package');
    expect(buyStandard()).toBeEnabled();
  });

  it('the payment step of such an order without a package sends the shopper to the package step', async () => {
    const { location } = await openPackageStep('/checkout/ORD-1001');
    expect(location.pathname).toBe('/checkout/ORD-1001/package');
  });
});
