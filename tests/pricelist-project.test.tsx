/** The price list for a website (?project=NAME): the package-process layout, ordering, and the not-found page. */
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from './fixtures/app';
import { PRICES_CHANGED_NOTICE } from '../machines/pricelist';
import { projectPricelist } from './fixtures/pricelist';
import { graphqlError, signedInAs } from './msw/accounts';
import { answerPricelist, errorBody, server, useMockServer } from './msw/server';

useMockServer();

const created = { checkoutUrl: '/checkout/ORD-1001?ref=pricelist&token=tok-standard', orderIdentifier: 'ORD-1001' };

/** createPackageOrder answers with `answer` after `release` is called; returns the variables it received. */
function holdPackageOrders(answer: () => Response) {
  const variables: unknown[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    graphql.mutation('CreatePackageOrder', async ({ variables: received }) => {
      variables.push(received);
      await released;
      return answer();
    }),
  );
  return { variables, release };
}

async function openProjectPricelist() {
  signedInAs();
  answerPricelist(projectPricelist('my-site'));
  const app = renderApp('/pricelist?project=my-site');
  await screen.findByRole('list', { name: 'Packages' });
  return app;
}

describe('price list for a website', () => {
  it('uses the package-process layout: progress tabs, step counter, back link, help, no footer and no account links', async () => {
    await openProjectPricelist();
    const progress = screen.getByRole('navigation', { name: 'Order progress' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1 Package selection', '2 Billing period & Payment']);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(steps[1]).not.toHaveAttribute('aria-current');
    expect(within(progress).getByText('Step 1 of 2')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: /Back to My websites/ })).toHaveAttribute('href', '/websites');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Create website' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'My websites' })).not.toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });

  it('shows the Processing overlay while the package order is created, then goes to the checkout url', async () => {
    const orders = holdPackageOrders(() => HttpResponse.json({ data: { createPackageOrder: created } }));
    const { user, location } = await openProjectPricelist();

    await user.click(within(screen.getByRole('article', { name: 'Standard' })).getByRole('button', { name: 'Buy Standard' }));
    const overlay = await screen.findByText('Processing...');
    expect(overlay).toHaveAttribute('role', 'status');
    expect(overlay).toHaveAttribute('aria-busy', 'true');

    orders.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(`${location.pathname}${location.search}`).toBe(created.checkoutUrl);
    expect(orders.variables).toEqual([
      { projectName: 'my-site', packageIdentifier: 'standard', action: 'buy', version: 3, checkoutUrl: '/checkout?ref=pricelist&token=tok-standard' },
    ]);
  });

  it('logs a failed order creation to the console, removes the overlay and keeps the page usable', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const orders = holdPackageOrders(() => graphqlError('This purchase link is not valid. Please reload the price list.', 'INVALID_PURCHASE_TOKEN'));
    const { user, location } = await openProjectPricelist();

    await user.click(within(screen.getByRole('article', { name: 'Standard' })).getByRole('button', { name: 'Buy Standard' }));
    await screen.findByText('Processing...');
    orders.release();

    await waitFor(() => expect(screen.queryByText('Processing...')).not.toBeInTheDocument());
    expect(consoleError).toHaveBeenCalledWith('Package order creation failed', expect.objectContaining({ code: 'INVALID_PURCHASE_TOKEN' }));
    expect(location.pathname).toBe('/pricelist');
    expect(within(screen.getByRole('article', { name: 'Profi' })).getByRole('button', { name: 'Buy Profi' })).toBeEnabled();
  });

  it('a list older than a package change: the refused order is logged, the list loads again with the new prices, and the page says so, focused', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const orders = holdPackageOrders(() => graphqlError('This package has changed. Please reload the price list.', 'PACKAGE_VERSION_CHANGED'));
    const { user, location } = await openProjectPricelist();
    const older = projectPricelist('my-site');
    const newer = { ...older, items: older.items.map((item) => (item.identifier === 'standard' ? { ...item, button: { ...item.button, price: '€6.49' } } : item)) };
    answerPricelist(newer);

    await user.click(within(screen.getByRole('article', { name: 'Standard' })).getByRole('button', { name: 'Buy Standard' }));
    await screen.findByText('Processing...');
    orders.release();

    const notice = await screen.findByText(PRICES_CHANGED_NOTICE);
    expect(notice).toHaveAttribute('role', 'status');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(within(screen.getByRole('article', { name: 'Standard' })).getByText('€6.49')).toBeInTheDocument();
    expect(screen.queryByText('Processing...')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Package order creation failed', expect.objectContaining({ code: 'PACKAGE_VERSION_CHANGED' }));
    expect(`${location.pathname}${location.search}`).toBe('/pricelist?project=my-site');
  });

  it('opens the unsupported-feature modal for a package too small for the website; a continue button orders that url', async () => {
    const orders = holdPackageOrders(() => HttpResponse.json({ data: { createPackageOrder: created } }));
    const { user } = await openProjectPricelist();
    const modal = projectPricelist().metadata.unsupportedFeatures.mini;

    await user.click(within(screen.getByRole('article', { name: 'Mini' })).getByRole('button', { name: 'Buy Mini' }));
    const dialog = await screen.findByRole('dialog', { name: modal?.heading });
    expect(dialog).toHaveTextContent(modal?.text ?? '');
    expect(within(dialog).getByRole('button', { name: 'Choose Profi instead' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Buy Mini anyway' }));
    // While the order is created the modal stays, saying 'Wait please...' (SPEC.md's generic modal loading text).
    expect(await within(dialog).findByText('Wait please...')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Buy Mini anyway' })).not.toBeInTheDocument();
    orders.release();
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(orders.variables).toEqual([
      { projectName: 'my-site', packageIdentifier: 'mini', action: 'buy', version: 3, checkoutUrl: '/checkout?ref=pricelist&token=tok-mini' },
    ]);
  });

  it('closes the unsupported-feature modal with Escape and orders nothing', async () => {
    const orders = holdPackageOrders(() => HttpResponse.json({ data: { createPackageOrder: created } }));
    const { user } = await openProjectPricelist();
    await user.click(within(screen.getByRole('article', { name: 'Mini' })).getByRole('button', { name: 'Buy Mini' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(orders.variables).toEqual([]);
  });

  it("shows a clear not-found page for a website that is not the visitor's, with a way to My websites", async () => {
    signedInAs();
    server.use(
      http.get('*/api/pricelist', () =>
        HttpResponse.json(errorBody('There is no website other-site in your account.', 'PROJECT_NOT_FOUND', 'project'), { status: 404 }),
      ),
    );
    renderApp('/pricelist?project=other-site');
    expect(await screen.findByRole('heading', { level: 1, name: 'Website not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no website other-site in your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My websites' })).toHaveAttribute('href', '/websites');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
