/** My websites and creating a website, through the real routes with GraphQL on MSW. */
import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { returnAddressFrom } from '../src/features/websites/first-website';
import { renderApp } from './fixtures/app';
import { asGraphQL, availableResult } from './fixtures/domains';
import { answerMyWebsites, graphqlError, signedInAs } from './msw/accounts';
import { answerPricelist, server, useMockServer } from './msw/server';

useMockServer();

describe('My websites', () => {
  it('lists each website with its package and domains, Upgrade with a package and Choose a package without', async () => {
    signedInAs();
    answerMyWebsites([
      { name: 'demo-shop', currentPackage: { identifier: 'profi', name: 'Profi' }, createdAt: '2026-01-01T00:00:00Z', registeredDomains: [{ name: 'demo-shop.com', expiresAt: '2027-11-21' }] },
      { name: 'demo-blog', currentPackage: null, createdAt: '2026-01-02T00:00:00Z' },
    ]);
    renderApp('/websites');
    const list = await screen.findByRole('list', { name: 'Websites' });
    // The websites, not the domains listed inside them.
    const [shop, blog] = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(shop).toHaveTextContent('demo-shop');
    expect(shop).toHaveTextContent('Package: Profi');
    expect(within(shop as HTMLElement).getByRole('link', { name: 'Upgrade demo-shop' })).toHaveAttribute('href', '/pricelist?project=demo-shop');
    expect(within(shop as HTMLElement).getByRole('list', { name: 'Domains of demo-shop' })).toHaveTextContent('demo-shop.com, registered until Nov 21, 2027');
    expect(blog).toHaveTextContent('No package yet');
    expect(within(blog as HTMLElement).queryByRole('link', { name: /Upgrade/ })).toBeNull();
    expect(within(blog as HTMLElement).queryByRole('list')).toBeNull();
    expect(within(blog as HTMLElement).getByRole('link', { name: 'Choose a package for demo-blog' })).toHaveAttribute('href', '/pricelist?project=demo-blog');
    expect(screen.getByRole('heading', { level: 1, name: 'My websites' })).toBeInTheDocument();
    // No domain outside the websites: no such section.
    expect(screen.queryByRole('heading', { name: 'Domains without a website' })).toBeNull();
  });

  it('says a website whose package ran out is on the free version, with the way to renew it', async () => {
    signedInAs();
    answerMyWebsites([{ name: 'demo-blog', currentPackage: null, freeVersion: true, createdAt: '2026-01-02T00:00:00Z' }]);
    renderApp('/websites');
    const [blog] = within(await screen.findByRole('list', { name: 'Websites' })).getAllByRole('listitem');
    expect(blog).toHaveTextContent('Free version: the package ran out. Renew it in My services to have it back.');
    expect(blog).not.toHaveTextContent('No package yet');
    expect(within(blog as HTMLElement).getByRole('link', { name: 'Renew it in My services' })).toHaveAttribute('href', '/my/services');
  });

  it('lists the domains bought without a website in a section of their own, with their expiry', async () => {
    signedInAs();
    answerMyWebsites(
      [{ name: 'demo-shop', currentPackage: null, createdAt: '2026-01-01T00:00:00Z', registeredDomains: [{ name: 'demo-shop.com', expiresAt: '2027-11-21' }] }],
      [
        { name: 'my-bakery.com', expiresAt: '2027-11-21' },
        { name: 'pekárna.cz', expiresAt: '2028-03-01' },
      ],
    );
    renderApp('/websites');
    const domains = await screen.findByRole('list', { name: 'Domains without a website' });
    expect(screen.getByRole('heading', { level: 2, name: 'Domains without a website' })).toBeInTheDocument();
    expect(within(domains).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['my-bakery.com, registered until Nov 21, 2027', 'pekárna.cz, registered until Mar 1, 2028']);
    expect(within(screen.getByRole('list', { name: 'Websites' })).getByRole('list', { name: 'Domains of demo-shop' })).toHaveTextContent('demo-shop.com');
  });

  it('shows an account with no website its domains, not an empty page', async () => {
    signedInAs();
    answerMyWebsites([], [{ name: 'my-bakery.com', expiresAt: '2027-11-21' }]);
    renderApp('/websites');
    expect(await screen.findByRole('list', { name: 'Domains without a website' })).toHaveTextContent('my-bakery.com, registered until Nov 21, 2027');
    expect(screen.queryByRole('list', { name: 'Websites' })).toBeNull();
    expect(screen.getByText('You have no website yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a website' })).toHaveAttribute('href', '/websites/new');
  });

  it('asks a signed-out visitor to log in', async () => {
    const { user } = renderApp('/websites');
    expect(await screen.findByText('Please sign in first.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('create a website', () => {
  it('checks the name rule before sending', async () => {
    signedInAs();
    const { user } = renderApp('/websites/new');
    const field = await screen.findByRole('textbox', { name: 'Website name' });
    await user.type(field, 'My Site');
    await user.click(screen.getByRole('button', { name: 'Create website' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it("puts the server's error on the name field", async () => {
    signedInAs();
    server.use(graphql.mutation('CreateWebsite', () => graphqlError('The website name demo-shop is taken.', 'WEBSITE_NAME_TAKEN')));
    const { user } = renderApp('/websites/new');
    const field = await screen.findByRole('textbox', { name: 'Website name' });
    await user.type(field, 'demo-shop');
    await user.click(screen.getByRole('button', { name: 'Create website' }));
    expect(await screen.findByText('The website name demo-shop is taken.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('creates the website and goes to My websites', async () => {
    signedInAs();
    const names: unknown[] = [];
    server.use(
      graphql.mutation('CreateWebsite', ({ variables }) => {
        names.push(variables.name);
        return HttpResponse.json({ data: { createWebsite: { name: String(variables.name) } } });
      }),
    );
    answerMyWebsites([{ name: 'my-first-site', currentPackage: null, createdAt: '2026-01-01T00:00:00Z' }]);
    answerPricelist();
    const { user, location } = renderApp('/websites/new');
    await user.type(await screen.findByRole('textbox', { name: 'Website name' }), 'my-first-site');
    await user.click(screen.getByRole('button', { name: 'Create website' }));
    expect(await screen.findByRole('list', { name: 'Websites' })).toHaveTextContent('my-first-site');
    expect(location.pathname).toBe('/websites');
    expect(names).toEqual(['my-first-site']);
  });

  it('in the middle of a domain purchase, suggests the name from the domain and goes back to it with the new website', async () => {
    signedInAs();
    const names: unknown[] = [];
    server.use(
      graphql.mutation('CreateWebsite', ({ variables }) => {
        names.push(variables.name);
        return HttpResponse.json({ data: { createWebsite: { name: String(variables.name) } } });
      }),
      graphql.query('DomainSearch', () => HttpResponse.json({ data: asGraphQL(availableResult) })),
    );
    answerMyWebsites([{ name: 'my-bakery', currentPackage: null, createdAt: '2026-01-01T00:00:00Z' }]);
    const next = '/domains?name=my-bakery.com&choose=my-bakery.com&flow=package';
    const { user, location } = renderApp(`/websites/new?${new URLSearchParams({ next }).toString()}`);
    const field = await screen.findByRole('textbox', { name: 'Website name' });
    expect(field).toHaveValue('my-bakery');
    expect(screen.getByText('Name the website my-bakery.com is for. Then you are back to ordering my-bakery.com.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create website' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Register my-bakery.com' })).toBeInTheDocument();
    expect(names).toEqual(['my-bakery']);
    expect(location.pathname).toBe('/domains');
    expect(Object.fromEntries(new URLSearchParams(location.search))).toEqual({ name: 'my-bakery.com', choose: 'my-bakery.com', flow: 'package', project: 'my-bakery' });
  });

  it('ignores a return address to anywhere but the Domain name step', async () => {
    signedInAs();
    server.use(graphql.mutation('CreateWebsite', ({ variables }) => HttpResponse.json({ data: { createWebsite: { name: String(variables.name) } } })));
    answerMyWebsites([{ name: 'my-first-site', currentPackage: null, createdAt: '2026-01-01T00:00:00Z' }]);
    answerPricelist();
    for (const next of ['https://elsewhere.example/domains?choose=a.com', '//elsewhere.example/domains?choose=a.com', '/pricelist?choose=a.com']) {
      expect(returnAddressFrom(new URLSearchParams({ next }))).toBeNull();
    }
    const { user, location } = renderApp(`/websites/new?${new URLSearchParams({ next: '//elsewhere.example/domains?choose=a.com' }).toString()}`);
    const field = await screen.findByRole('textbox', { name: 'Website name' });
    expect(field).toHaveValue('');
    await user.type(field, 'my-first-site');
    await user.click(screen.getByRole('button', { name: 'Create website' }));
    expect(await screen.findByRole('list', { name: 'Websites' })).toHaveTextContent('my-first-site');
    expect(location.pathname).toBe('/websites');
  });
});
