/**
 * My services (/my/services) and the header's notice of a service due, in jsdom against MSW (docs/services.md
 * "Customers see it"): a table per website then the domains, the dates and Renew where the server offers it; the
 * notice from the session's answer, only while something is due. The page's states are walked by
 * tests/model/myServices.*.
 */
import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ListedService } from '../machines/myServices';
import type { DueService } from '../contracts/services';
import { renderApp } from './fixtures/app';
import { demoUser, signedInAs } from './msw/accounts';
import { server, useMockServer } from './msw/server';
import { asGraphQL, DOMAIN, PACKAGE, RELEASED } from './model/myServices.view';

useMockServer();

const ADDON: ListedService = { ...PACKAGE, id: 'service-addon', kind: 'addon', name: 'Extra storage', status: 'active', statusText: 'Active', paidUntil: '2027-03-12T00:00:00.000Z', renewPath: '/renew/service/service-addon' };
const OTHER_SITE: ListedService = { ...PACKAGE, id: 'service-shop', name: 'Profi', website: 'demo-shop', status: 'expiring', statusText: 'Renewal due', paidUntil: '2026-12-05T00:00:00.000Z', renewPath: '/renew/service/service-shop' };

function answerMyServices(services: ListedService[]): void {
  server.use(graphql.query('MyServices', () => HttpResponse.json({ data: { myServices: services.map(asGraphQL), savedCards: [] } })));
}

describe('My services', () => {
  it('lists the services of each website in a table of its own, then the domains, with status, date, automatic renewal and Renew', async () => {
    signedInAs();
    answerMyServices([PACKAGE, ADDON, OTHER_SITE, DOMAIN, RELEASED]);
    renderApp('/my/services');
    const tables = await screen.findAllByRole('table');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['demo-blog', 'demo-shop', 'Domains', 'Saved cards']);
    expect(tables.map((table) => within(table).getAllByRole('rowheader').map((cell) => cell.textContent))).toEqual([
      ['Package: Mini', 'Add-on: Extra storage'],
      ['Package: Profi'],
      ['Domain: demo-blog.com', 'Domain: old-name.com'],
    ]);
    const blog = within(tables[0] as HTMLElement);
    const [, packageRow, addonRow] = blog.getAllByRole('row');
    expect(packageRow).toHaveTextContent('Lapsed: on the free version');
    expect(packageRow).toHaveTextContent('Ran until Nov 20, 2026');
    expect(packageRow).toHaveTextContent('Automatic renewal: off');
    expect(within(packageRow as HTMLElement).getByRole('link', { name: 'Renew the Mini package for demo-blog' })).toHaveAttribute('href', '/renew/service/service-package');
    expect(addonRow).toHaveTextContent('Runs until Mar 12, 2027');
    expect(within(addonRow as HTMLElement).getByRole('link', { name: 'Renew the Extra storage add-on for demo-blog' })).toBeInTheDocument();
    const domains = within(tables[2] as HTMLElement);
    expect(domains.getByRole('link', { name: 'Renew the domain demo-blog.com' })).toHaveAttribute('href', '/renew/service/service-domain');
    // Released: nothing renews it.
    const [, , released] = domains.getAllByRole('row');
    expect(released).toHaveTextContent('Released');
    expect(within(released as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says in plain words that a private registration not renewed has ended: its registrant data are public from its date', async () => {
    signedInAs();
    const registration: ListedService = { ...RELEASED, id: 'service-registration', kind: 'private_registration', name: 'old-name.com', statusText: 'Ended', paidUntil: '2027-01-15T00:00:00.000Z' };
    answerMyServices([RELEASED, registration]);
    renderApp('/my/services');
    const [domains] = await screen.findAllByRole('table');
    const [, releasedDomain, ended] = within(domains as HTMLElement).getAllByRole('row');
    expect(ended).toHaveTextContent('Private registration: old-name.com');
    const [status] = within(ended as HTMLElement).getAllByRole('cell');
    expect(status).toHaveTextContent(/^Ended/);
    expect(within(status as HTMLElement).getByText("The domain's registrant data are public from Jan 15, 2027.")).toBeInTheDocument();
    expect(ended).toHaveTextContent('Ran until Jan 15, 2027');
    expect(ended).not.toHaveTextContent('Released');
    expect(within(ended as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    // The domain released with it keeps its words.
    expect(releasedDomain).toHaveTextContent('Released');
    expect(releasedDomain).not.toHaveTextContent('registrant');
  });

  it('says of a private registration left out of its domain\'s renewal that it is not renewed and when its registrant data become public', async () => {
    signedInAs();
    const registration: ListedService = { ...DOMAIN, id: 'service-registration', kind: 'private_registration', website: null, status: 'expiring', statusText: 'Not renewed: ends on its date', paidUntil: '2027-01-15T00:00:00.000Z', renewPath: null, notRenewed: true };
    answerMyServices([registration]);
    renderApp('/my/services');
    const [domains] = await screen.findAllByRole('table');
    const [, row] = within(domains as HTMLElement).getAllByRole('row');
    const [status] = within(row as HTMLElement).getAllByRole('cell');
    expect(status).toHaveTextContent(/^Not renewed: ends on its date/);
    expect(within(status as HTMLElement).getByText("The domain was renewed without its private registration: the domain's registrant data become public on Jan 15, 2027.")).toBeInTheDocument();
    expect(row).toHaveTextContent('Runs until Jan 15, 2027');
    expect(within(row as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it("offers a paid package's missing add-ons with Add, a link to the add-on's order, and nothing for a package that lapsed", async () => {
    signedInAs();
    const addons = [
      { identifier: 'email-plus', title: 'Five more mailboxes', addPath: '/add-on/demo-shop/email-plus' },
      { identifier: 'seo-booster', title: 'SEO Booster', addPath: '/add-on/demo-shop/seo-booster' },
    ];
    answerMyServices([{ ...PACKAGE, addons: [] }, { ...OTHER_SITE, addons }]);
    renderApp('/my/services');
    const offers = await screen.findByRole('list', { name: 'Add to the Profi package' });
    expect(within(offers).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Five more mailboxes Add', 'SEO Booster Add']);
    expect(within(offers).getByRole('link', { name: 'Add Five more mailboxes to demo-shop' })).toHaveAttribute('href', '/add-on/demo-shop/email-plus');
    expect(screen.getByText(/with the package; you pay for that time only/)).toHaveTextContent('Runs until Dec 5, 2026 with the package; you pay for that time only.');
    // demo-blog's Mini lapsed: nothing to add to it.
    expect(screen.getAllByRole('list', { name: /^Add to the/ })).toHaveLength(1);
  });

  it('asks a visitor who is not signed in to sign in, and lists nothing', async () => {
    renderApp('/my/services');
    expect(await screen.findByText('Please sign in first.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe("the header's notice of a service due", () => {
  const due: DueService = { kind: 'package', name: 'Mini', website: 'demo-blog', status: 'expiring', paidUntil: '2027-03-12T00:00:00.000Z', othersDue: 0 };

  it('names the service and the day it runs out, with Renew leading to My services; My services is in the account links', async () => {
    signedInAs({ ...demoUser, dueService: due });
    answerMyServices([PACKAGE]);
    renderApp('/my/services');
    const banner = screen.getByRole('banner');
    const notice = await within(banner).findByText(/^Your Mini package for demo-blog runs out on Mar 12, 2027\./);
    expect(within(notice).getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/my/services');
    expect(within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', { name: 'My services' })).toHaveAttribute('href', '/my/services');
  });

  it.each([
    [{ ...due, status: 'grace' as const }, 'Your Mini package for demo-blog is on the free version.'],
    [{ ...due, kind: 'domain' as const, name: 'demo-blog.com', status: 'grace' as const, othersDue: 1 }, 'Your domain demo-blog.com has expired: renew it at the normal price. One more service is due as well.'],
    [{ ...due, kind: 'domain' as const, name: 'demo-blog.com', status: 'redemption' as const, othersDue: 2 }, 'Your domain demo-blog.com is in redemption: restoring it costs a fee. 2 more services are due as well.'],
    [{ ...due, kind: 'private_registration' as const, name: 'example.com', website: null, status: 'grace' as const, othersDue: 1 }, 'Your private registration of example.com has expired: renew it at the normal price. One more service is due as well.'],
    [{ ...due, kind: 'addon' as const, name: 'Mailboxes', website: 'my-site', status: 'grace' as const, othersDue: 1 }, 'Your Mailboxes add-on for my-site is switched off. One more service is due as well.'],
  ])('says what happened to a service that ran out: %#', async (dueService, sentence) => {
    signedInAs({ ...demoUser, dueService });
    answerMyServices([PACKAGE]);
    renderApp('/my/services');
    expect(await within(screen.getByRole('banner')).findByText(sentence, { exact: false })).toHaveTextContent(`${sentence} Renew`);
  });

  it.each([
    [1, 'Služba balíček Mini pro web demo-blog vyprší 12. 3. 2027. Obnovit je potřeba ještě jednu službu.'],
    [3, 'Služba balíček Mini pro web demo-blog vyprší 12. 3. 2027. Obnovit je potřeba ještě 3 další služby.'],
    [5, 'Služba balíček Mini pro web demo-blog vyprší 12. 3. 2027. Obnovit je potřeba ještě 5 dalších služeb.'],
  ])('in Czech, with the Czech date and the plural of %i more services', async (othersDue, sentence) => {
    signedInAs({ ...demoUser, dueService: { ...due, othersDue } });
    answerMyServices([PACKAGE]);
    renderApp('/my/services', { language: 'cs' });
    expect(await within(screen.getByRole('banner')).findByText(sentence, { exact: false })).toHaveTextContent(`${sentence} Obnovit`);
  });

  it('shows nothing when nothing is due', async () => {
    signedInAs({ ...demoUser, dueService: null });
    answerMyServices([PACKAGE]);
    renderApp('/my/services');
    await screen.findAllByRole('table');
    expect(within(screen.getByRole('banner')).queryByText(/^Your /)).not.toBeInTheDocument();
  });
});
