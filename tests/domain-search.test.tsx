/** The Domain name step (/domains) through the real routes, with GraphQL on MSW. */
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AUTH_CODE_MESSAGE, DOMAIN_NAME_MESSAGES } from '../contracts/domains';
import type { DomainSearchResult } from '../machines/domainSearch';
import { renderApp } from './fixtures/app';
import { asGraphQL, availableResult, takenResult, transferableResult } from './fixtures/domains';
import { answerMyWebsites, graphqlError, signedInAs } from './msw/accounts';
import { leaveNextStepWaiting } from './msw/domains';
import { server, useMockServer } from './msw/server';

useMockServer();

/** Every search answers this result; returns the names searched. */
function answerSearch(result: DomainSearchResult): string[] {
  const names: string[] = [];
  server.use(
    graphql.query('DomainSearch', ({ variables }) => {
      names.push(String(variables.name));
      return HttpResponse.json({ data: asGraphQL(result) });
    }),
  );
  return names;
}

/** Every order answers the next step at nextUrl; returns the variables sent. */
function answerOrder(nextUrl: string): Record<string, unknown>[] {
  const orders: Record<string, unknown>[] = [];
  leaveNextStepWaiting();
  server.use(
    graphql.mutation('CreateDomainOrder', ({ variables }) => {
      orders.push(variables);
      return HttpResponse.json({ data: { createDomainOrder: { orderIdentifier: 'ORD-9', nextUrl } } });
    }),
  );
  return orders;
}

const steps = () => within(screen.getByRole('navigation', { name: 'Order progress' })).getAllByRole('listitem').map((step) => step.textContent);

describe('the Domain name step', () => {
  it('checks the name before sending anything', async () => {
    const { user } = renderApp('/domains');
    const field = await screen.findByRole('textbox', { name: 'Domain name' });
    await user.type(field, 'my_bakery.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(DOMAIN_NAME_MESSAGES.CHARACTERS)).toBeInTheDocument();
  });

  it('shows 3 tabs for a domain alone and 4 with a package, the Domain name step current', async () => {
    const { user } = renderApp('/domains');
    await screen.findByRole('textbox', { name: 'Domain name' });
    expect(steps()).toEqual(['1 Domain name', '2 Personal data', '3 Billing period & Payment']);
    await user.click(screen.getByRole('radio', { name: 'Domain with a website package' }));
    expect(steps()).toEqual(['1 Domain name', '2 Package choice', '3 Personal data', '4 Billing period & Payment']);
    expect(screen.getByText('Domain name', { selector: '[aria-current="step"]' })).toBeInTheDocument();
  });

  it('uses the process layout: help instead of the account links, no footer, the Domains link in the header', async () => {
    renderApp('/domains');
    await screen.findByRole('textbox', { name: 'Domain name' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText(/Need help\?/)).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Domains' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('searches ?name= at once and shows the exact name first with its prices, then the other endings', async () => {
    const names = answerSearch(availableResult);
    renderApp('/domains?name=my-bakery');
    const exact = await screen.findByRole('article', { name: 'my-bakery.com' });
    expect(names).toEqual(['my-bakery.com']);
    expect(exact).toHaveTextContent('Available');
    expect(exact).toHaveTextContent('First year$9.99');
    expect(exact).toHaveTextContent('Renewal$14.99 per year');
    expect(exact).toHaveTextContent('Private registration$4.99 per year');
    const others = screen.getByRole('list', { name: 'Other endings' });
    expect(within(others).getAllByRole('article').map((each) => each.getAttribute('aria-label'))).toEqual(['my-bakery.net', 'my-bakery.eu']);
    expect(within(screen.getByRole('article', { name: 'my-bakery.eu' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers no way to buy a taken name', async () => {
    answerSearch(takenResult);
    renderApp('/domains?name=example.com');
    const exact = await screen.findByRole('article', { name: 'example.com' });
    expect(exact).toHaveTextContent('Taken');
    expect(within(exact).queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows the server's word on the name, and a retry when the search fails", async () => {
    let calls = 0;
    server.use(
      graphql.query('DomainSearch', () => {
        calls += 1;
        if (calls === 1) return graphqlError('We do not sell .xyz names', 'TLD_NOT_OFFERED');
        if (calls === 2) return HttpResponse.error();
        return HttpResponse.json({ data: asGraphQL(availableResult) });
      }),
    );
    const { user } = renderApp('/domains?name=my-bakery.xyz');
    expect(await screen.findByText('We do not sell .xyz names')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Domain name' });
    await user.clear(field);
    await user.type(field, 'my-bakery.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The domain search is not available right now');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'my-bakery.com' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in on Continue', async () => {
    answerSearch(availableResult);
    const { user } = renderApp('/domains?name=my-bakery.com');
    await user.click(await screen.findByRole('button', { name: 'Register my-bakery.com' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('orders a domain alone for a signed-in shopper and goes to the next step', async () => {
    signedInAs();
    answerMyWebsites([]);
    answerSearch(availableResult);
    const orders = answerOrder('/checkout/ORD-9/personal-data');
    const { user, location } = renderApp('/domains?name=my-bakery.com');
    await user.click(await screen.findByRole('button', { name: 'Register my-bakery.net' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location.pathname).toBe('/checkout/ORD-9/personal-data'));
    expect(orders).toEqual([{ domain: 'my-bakery.net', action: 'register', authCode: null, projectName: null, withPackage: false }]);
  });

  it('needs a website for a package, and links to creating one when there is none', async () => {
    signedInAs();
    answerMyWebsites([]);
    answerSearch(availableResult);
    const { user } = renderApp('/domains?name=my-bakery.com');
    await user.click(await screen.findByRole('radio', { name: 'Domain with a website package' }));
    await user.click(await screen.findByRole('button', { name: 'Register my-bakery.com' }));
    expect(await screen.findByRole('link', { name: 'Create a website first' })).toHaveAttribute('href', '/websites/new');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose the website the package is for');
  });

  it('transfers a name with its auth code for the website from the address', async () => {
    signedInAs();
    answerMyWebsites([{ name: 'demo-blog', currentPackage: null, createdAt: '2026-01-02T00:00:00Z' }]);
    answerSearch(transferableResult);
    const orders = answerOrder('/checkout/ORD-9/package');
    const { user, location } = renderApp('/domains?name=moving-house.com&project=demo-blog');
    const exact = await screen.findByRole('article', { name: 'moving-house.com' });
    expect(exact).toHaveTextContent('Registered elsewhere — transfer it here');
    expect(exact).toHaveTextContent('First year$8.99');
    await user.click(within(exact).getByRole('button', { name: 'Transfer moving-house.com' }));
    await user.click(screen.getByRole('radio', { name: 'Domain with a website package' }));
    const code = screen.getByRole('textbox', { name: 'Auth code' });
    await user.type(code, 'short');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(AUTH_CODE_MESSAGE)).toBeInTheDocument();
    expect(orders).toEqual([]);
    await user.clear(code);
    await user.type(code, 'MOVE-2026-OK');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location.pathname).toBe('/checkout/ORD-9/package'));
    expect(orders).toEqual([{ domain: 'moving-house.com', action: 'transfer', authCode: 'MOVE-2026-OK', projectName: 'demo-blog', withPackage: true }]);
  });

  it("shows the server's refusal of the auth code on its field", async () => {
    signedInAs();
    answerMyWebsites([]);
    answerSearch(transferableResult);
    server.use(graphql.mutation('CreateDomainOrder', () => graphqlError('The auth code does not match moving-house.com', 'INVALID_AUTH_CODE')));
    const { user } = renderApp('/domains?name=moving-house.com');
    await user.click(await screen.findByRole('button', { name: 'Transfer moving-house.com' }));
    await user.type(screen.getByRole('textbox', { name: 'Auth code' }), 'WRONG-CODE');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The auth code does not match moving-house.com')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Auth code' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('comes back from the address a new account returns to: the name chosen, the flow and the website kept', async () => {
    signedInAs();
    answerMyWebsites([{ name: 'my-bakery', currentPackage: null, createdAt: '2026-01-01T00:00:00Z' }]);
    const names = answerSearch(availableResult);
    const orders = answerOrder('/checkout/ORD-9/package');
    const { user, location } = renderApp('/domains?name=my-bakery.com&choose=my-bakery.com&flow=package&project=my-bakery');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Register my-bakery.com' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('radio', { name: 'Domain with a website package' })).toBeChecked();
    expect(steps()).toEqual(['1 Domain name', '2 Package choice', '3 Personal data', '4 Billing period & Payment']);
    expect(await screen.findByRole('button', { name: /Website/ })).toHaveTextContent('my-bakery');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location.pathname).toBe('/checkout/ORD-9/package'));
    expect(names).toEqual(['my-bakery.com']);
    expect(orders).toEqual([{ domain: 'my-bakery.com', action: 'register', authCode: null, projectName: 'my-bakery', withPackage: true }]);
  });

  it('does not choose a name from the address that cannot be had any more', async () => {
    answerSearch(availableResult);
    renderApp('/domains?name=my-bakery.com&choose=my-bakery.eu');
    expect(await screen.findByRole('heading', { level: 2, name: 'Results for my-bakery.com' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: /^Register/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });
});
