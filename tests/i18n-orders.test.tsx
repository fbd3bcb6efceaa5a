/**
 * My orders (an expired bank transfer's words among them) and My services in Czech (docs/frontend.md "Messages in
 * Czech and English"): each screen shows nothing but the Czech catalogue's messages and the data it was given
 * (identifiers, names, websites, prices as the server formats them). A string written into a component instead of the
 * catalogue, or a server's English word the page should say in the page's language (a status, a payment method, a
 * saved card, a charge), shows up here in English. The data passed holds only what is not translated: never the
 * server's English words.
 */
import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ListedService } from '../machines/myServices';
import { renderApp } from './fixtures/app';
import { notFromTheCatalogue, shownTexts } from './fixtures/untranslated';
import { demoUser, signedInAs } from './msw/accounts';
import { server, useMockServer } from './msw/server';
import { asGraphQL, CARD, DOMAIN, PACKAGE, RELEASED } from './model/myServices.view';

useMockServer();

const BASE = {
  title: 'Standard package for demo-blog',
  project: 'demo-blog' as string | null,
  priceFormatted: '€142.56',
  createdAt: '2026-11-20T10:00:00.000Z',
  paymentInstructions: null as { variableSymbol: string } | null,
  payBy: null as string | null,
  expired: false,
  domainNames: [] as string[],
  invoice: null as { downloadUrl: string } | null,
  creditNotes: [] as { number: string; totalFormatted: string; downloadUrl: string }[],
  chargedCard: null as { brand: string; last4: string } | null,
};

/** The titles the server sends in English with their method's code: the page says the code's words. */
const METHOD_CODES: Record<string, string> = {
  Card: 'STRIPE',
  'Card (Visa ending 4242, charged automatically)': 'STRIPE',
  'Stripe Checkout': 'STRIPE_CHECKOUT',
  'Online payment': 'GATEWAY',
  'Bank transfer': 'TRANSFER',
  'Voucher (nothing left to pay)': 'VOUCHER',
};

const order = (identifier: string, status: string, paymentMethodTitle: string | null, more: Partial<typeof BASE> = {}) => ({
  ...BASE,
  identifier,
  status,
  paymentMethodTitle,
  paymentMethodCode: paymentMethodTitle === null ? null : (METHOD_CODES[paymentMethodTitle] ?? null),
  paymentSuccessUrl: `/checkout/${identifier}/success`,
  ...more,
});

const ORDERS = [
  order('ORD-DRAFT001', 'DRAFT', null),
  order('ORD-TRANSFER1', 'AWAITING_PAYMENT', 'Bank transfer', { paymentInstructions: { variableSymbol: '1234567890' }, payBy: '2099-12-04T10:00:00.000Z' }),
  order('ORD-ONLINE01', 'AWAITING_PAYMENT', 'Online payment', { project: null, title: 'Domain demo-blog.com' }),
  order('ORD-PAID0001', 'PAID', 'Card (Visa ending 4242, charged automatically)', {
    chargedCard: { brand: 'visa', last4: '4242' },
    invoice: { downloadUrl: '/api/invoices/2026-000123.pdf' },
    creditNotes: [{ number: 'CN-2026-000001', totalFormatted: '€12.10', downloadUrl: '/api/credit-notes/CN-2026-000001.pdf' }],
  }),
  order('ORD-VOUCHER1', 'PAID', 'Voucher (nothing left to pay)'),
  order('ORD-CANCEL01', 'CANCELLED', 'Card'),
];

/** What the orders' cards show as sent: identifiers, titles, websites, prices. */
const ORDER_DATA = [demoUser.fullname, ORDERS.map(({ identifier, title, project, priceFormatted }) => [identifier, title, project, priceFormatted]), '€12.10', 'CN-2026-000001'];

function answerOrders(answer: () => Response): void {
  server.use(graphql.query('MyOrders', answer));
}

describe('My orders in Czech', () => {
  it('shows orders in every status, their payment methods, links and the delete dialog in Czech', async () => {
    signedInAs();
    answerOrders(() => HttpResponse.json({ data: { myOrders: ORDERS } }));
    const { user } = renderApp('/orders', { language: 'cs' });
    const list = await screen.findByRole('list', { name: 'Objednávky' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(ORDERS.length);
    expect(list).toHaveTextContent('Rozpracovaná');
    expect(list).toHaveTextContent('Zaplacená');
    expect(list).toHaveTextContent('Zrušená');
    expect(list).toHaveTextContent('Platební karta (Visa končící na 4242, strženo automaticky)');
    expect(list).toHaveTextContent('20. 11. 2026');
    expect(notFromTheCatalogue(shownTexts(document.body), ORDER_DATA)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Smazat rozpracovanou objednávku ORD-DRAFT001' }));
    await screen.findByRole('dialog', { name: 'Smazat rozpracovanou objednávku ORD-DRAFT001?' });
    expect(notFromTheCatalogue(shownTexts(document.body), ORDER_DATA)).toEqual([]);
  });

  it('says in Czech why an expired bank transfer (with domains or without) can no longer be paid, and a cancelled order', async () => {
    const expired = { payBy: '2026-11-20T10:00:00.000Z', expired: true };
    const closed = [
      order('ORD-EXPIRED1', 'AWAITING_PAYMENT', 'Bank transfer', { ...expired, domainNames: ['my-site.com'] }),
      order('ORD-EXPIRED2', 'EXPIRED', 'Bank transfer', expired),
      order('ORD-CANCEL01', 'CANCELLED', 'Card'),
    ];
    signedInAs();
    answerOrders(() => HttpResponse.json({ data: { myOrders: closed } }));
    renderApp('/orders', { language: 'cs' });
    const list = await screen.findByRole('list', { name: 'Objednávky' });
    const card = (identifier: string) => within(list).getByText(identifier).closest('li') as HTMLElement;
    await within(card('ORD-EXPIRED1')).findByText('Tato objednávka vypršela: do 20. 11. 2026 nedorazila žádná platba, proto její domény už nejsou pro vás rezervované.');
    expect(card('ORD-EXPIRED2')).toHaveTextContent('Tato objednávka vypršela: do 20. 11. 2026 nedorazila žádná platba.');
    expect(card('ORD-EXPIRED2')).toHaveTextContent('(kontakt najdete hned níže)');
    expect(card('ORD-CANCEL01')).toHaveTextContent('Zrušená');
    const data = [demoUser.fullname, closed.map(({ identifier, title, project, priceFormatted }) => [identifier, title, project, priceFormatted])];
    expect(notFromTheCatalogue(shownTexts(document.body), data)).toEqual([]);
  });

  it('names each payment method by its code in Czech, an automatic renewal with its card; a method without a code as sent', async () => {
    // The title is not what the page reads: each code says its own Czech words whatever the title (here not a title of ours).
    const coded = (identifier: string, paymentMethodCode: string | null, chargedCard: { brand: string; last4: string } | null = null) => ({
      ...order(identifier, 'PAID', paymentMethodCode === null ? 'Retired method' : `The server's title of ${paymentMethodCode}`),
      paymentMethodCode,
      chargedCard,
    });
    const methods = [
      coded('ORD-CARD0001', 'STRIPE'),
      coded('ORD-CHECKOUT', 'STRIPE_CHECKOUT'),
      coded('ORD-ONLINE01', 'GATEWAY'),
      coded('ORD-TRANSFER', 'TRANSFER'),
      coded('ORD-VOUCHER1', 'VOUCHER'),
      coded('ORD-AUTOAMEX', 'STRIPE', { brand: 'amex', last4: '0005' }),
      coded('ORD-RETIRED1', null),
    ];
    signedInAs();
    answerOrders(() => HttpResponse.json({ data: { myOrders: methods } }));
    renderApp('/orders', { language: 'cs' });
    const list = await screen.findByRole('list', { name: 'Objednávky' });
    const method = (identifier: string) => (within(list).getByText(identifier).closest('li') as HTMLElement).querySelector('dl')?.textContent ?? '';
    expect(method('ORD-CARD0001')).toContain('Platební karta');
    expect(method('ORD-CHECKOUT')).toContain('Stripe Checkout');
    expect(method('ORD-ONLINE01')).toContain('Online platba');
    expect(method('ORD-TRANSFER')).toContain('Bankovní převod');
    expect(method('ORD-VOUCHER1')).toContain('Slevový kód (nic nezbývá zaplatit)');
    expect(method('ORD-AUTOAMEX')).toContain('Platební karta (American Express končící na 0005, strženo automaticky)');
    expect(method('ORD-RETIRED1')).toContain('Retired method');
    for (const identifier of ['ORD-CARD0001', 'ORD-CHECKOUT', 'ORD-ONLINE01', 'ORD-TRANSFER', 'ORD-VOUCHER1', 'ORD-AUTOAMEX']) expect(method(identifier)).not.toContain("The server's title");
  });

  it('says in Czech that there are no orders yet', async () => {
    signedInAs();
    answerOrders(() => HttpResponse.json({ data: { myOrders: [] } }));
    renderApp('/orders', { language: 'cs' });
    await screen.findByText('Zatím nemáte žádné objednávky.', { exact: false });
    expect(notFromTheCatalogue(shownTexts(document.body), [demoUser.fullname])).toEqual([]);
  });

  it('says in Czech that the orders could not be loaded', async () => {
    signedInAs();
    answerOrders(() => HttpResponse.error());
    renderApp('/orders', { language: 'cs' });
    await screen.findByRole('button', { name: 'Zkusit znovu' });
    expect(screen.getByRole('alert')).toHaveTextContent('Vaše objednávky se nepodařilo načíst.');
    expect(notFromTheCatalogue(shownTexts(document.body), [demoUser.fullname])).toEqual([]);
  });
});

const ADDON: ListedService = {
  ...PACKAGE,
  id: 'service-addon',
  kind: 'addon',
  name: 'Extra storage',
  status: 'active',
  statusText: 'Active',
  autoRenew: true,
  paidUntil: '2027-03-12T00:00:00.000Z',
  renewPath: '/renew/service/service-addon',
  lastAutomaticCharge: { outcome: 'renewed', chargedAt: '2026-03-12T09:00:00.000Z', card: 'Visa ending 4242', chargedCard: { brand: 'visa', last4: '4242' }, nextTryOn: null },
};
const SHOP: ListedService = {
  ...PACKAGE,
  id: 'service-shop',
  name: 'Profi',
  website: 'demo-shop',
  status: 'expiring',
  statusText: 'Renewal due',
  autoRenew: true,
  paidUntil: '2026-12-05T00:00:00.000Z',
  renewPath: '/renew/service/service-shop',
  // Declined: no automatic try is left.
  lastAutomaticCharge: { outcome: 'failed', chargedAt: '2026-11-28T09:00:00.000Z', card: 'Visa ending 4242', chargedCard: { brand: 'visa', last4: '4242' }, nextTryOn: null },
  addons: [{ identifier: 'seo-booster', title: 'SEO Booster', addPath: '/add-on/demo-shop/seo-booster' }],
  downgrades: [{ identifier: 'mini', name: 'Mini', warning: null }],
  nextPackage: null,
};
const LAPSED_DOMAIN: ListedService = { ...DOMAIN, id: 'service-lapsed', name: 'lapsed.cz', status: 'grace', statusText: 'Expired: renew at the normal price' };
const SERVICES = [PACKAGE, ADDON, SHOP, DOMAIN, LAPSED_DOMAIN, RELEASED];

/** What the services show as sent: names, websites, add-ons' titles. */
const SERVICE_DATA = [demoUser.fullname, SERVICES.map(({ name, website }) => [name, website]), 'SEO Booster'];

function answerServices(answer: () => Response): void {
  server.use(graphql.query('MyServices', answer));
}

describe('My services in Czech', () => {
  it('shows services in several states, automatic charges (a declined one), a saved card, Add a card and the smaller package dialog in Czech', async () => {
    signedInAs();
    answerServices(() => HttpResponse.json({ data: { myServices: SERVICES.map(asGraphQL), savedCards: [CARD], cardSetupOffered: true } }));
    const { user } = renderApp('/my/services', { language: 'cs' });
    await screen.findAllByRole('table');
    expect(screen.getByRole('heading', { name: 'Uložené platební karty' })).toBeInTheDocument();
    expect(document.body).toHaveTextContent('Visa končící na 4242, platnost do 12/2030');
    expect(document.body).toHaveTextContent('Automatická platba 28. 11. 2026 platební kartou Visa končící na 4242 se nezdařila.');
    expect(screen.getByRole('button', { name: 'Přidat platební kartu' })).toBeInTheDocument();
    expect(notFromTheCatalogue(shownTexts(document.body), SERVICE_DATA)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Zvolit menší balíček na další období pro demo-shop' }));
    await screen.findByRole('dialog', { name: 'Menší balíček pro demo-shop' });
    expect(notFromTheCatalogue(shownTexts(document.body), SERVICE_DATA)).toEqual([]);
  });

  it('says in Czech that a private registration not renewed has ended and its registrant data are public', async () => {
    signedInAs();
    const registration: ListedService = { ...RELEASED, id: 'service-registration', kind: 'private_registration', statusText: 'Ended', paidUntil: '2027-01-15T00:00:00.000Z' };
    answerServices(() => HttpResponse.json({ data: { myServices: [registration].map(asGraphQL), savedCards: [], cardSetupOffered: false } }));
    renderApp('/my/services', { language: 'cs' });
    const [table] = await screen.findAllByRole('table');
    const [, row] = within(table as HTMLElement).getAllByRole('row');
    const [status] = within(row as HTMLElement).getAllByRole('cell');
    expect(status).toHaveTextContent(/^Ukončeno/);
    expect(within(status as HTMLElement).getByText('Údaje o držiteli domény jsou od 15. 1. 2027 veřejné.')).toBeInTheDocument();
    expect(notFromTheCatalogue(shownTexts(document.body), [demoUser.fullname, registration.name])).toEqual([]);
  });

  it('says in Czech that a private registration left out of its domain\'s renewal is not renewed, and when its registrant data become public', async () => {
    signedInAs();
    const registration: ListedService = { ...DOMAIN, id: 'service-registration', kind: 'private_registration', website: null, status: 'expiring', statusText: 'Not renewed: ends on its date', paidUntil: '2027-01-15T00:00:00.000Z', renewPath: null, notRenewed: true };
    answerServices(() => HttpResponse.json({ data: { myServices: [registration].map(asGraphQL), savedCards: [], cardSetupOffered: false } }));
    renderApp('/my/services', { language: 'cs' });
    const [table] = await screen.findAllByRole('table');
    const [, row] = within(table as HTMLElement).getAllByRole('row');
    const [status] = within(row as HTMLElement).getAllByRole('cell');
    expect(status).toHaveTextContent(/^Neobnoveno: skončí ke svému datu/);
    expect(within(status as HTMLElement).getByText('Doménu jste obnovili bez soukromé registrace: údaje o držiteli domény budou od 15. 1. 2027 veřejné.')).toBeInTheDocument();
    expect(notFromTheCatalogue(shownTexts(document.body), [demoUser.fullname, registration.name])).toEqual([]);
  });

  it('asks in Czech before a saved card is removed', async () => {
    signedInAs();
    answerServices(() => HttpResponse.json({ data: { myServices: [DOMAIN].map(asGraphQL), savedCards: [CARD], cardSetupOffered: false } }));
    const { user } = renderApp('/my/services', { language: 'cs' });
    await user.click(await screen.findByRole('button', { name: 'Odebrat: Visa končící na 4242, platnost do 12/2030' }));
    await screen.findByRole('dialog', { name: 'Odebrat tuto platební kartu?' });
    expect(notFromTheCatalogue(shownTexts(document.body), [demoUser.fullname, DOMAIN.name])).toEqual([]);
  });

  it('names saved and charged cards by their brand and digits in Czech, a card without a brand too', async () => {
    const amex = { id: 'card-amex', brand: 'amex', last4: '0005', expMonth: 3, expYear: 2031, description: 'American Express ending 0005, expires 03/2031' };
    const unbranded = { id: 'card-none', brand: '', last4: '1111', expMonth: 11, expYear: 2029, description: 'Card ending 1111, expires 11/2029' };
    const charged: ListedService = { ...ADDON, lastAutomaticCharge: { outcome: 'renewed', chargedAt: '2026-03-12T09:00:00.000Z', card: 'Mastercard ending 4444', chargedCard: { brand: 'mastercard', last4: '4444' }, nextTryOn: null } };
    signedInAs();
    answerServices(() => HttpResponse.json({ data: { myServices: [charged].map(asGraphQL), savedCards: [amex, unbranded], cardSetupOffered: false } }));
    renderApp('/my/services', { language: 'cs' });
    await screen.findAllByRole('table');
    expect(document.body).toHaveTextContent('American Express končící na 0005, platnost do 03/2031');
    expect(document.body).toHaveTextContent('Platební karta končící na 1111, platnost do 11/2029');
    expect(document.body).toHaveTextContent('Automaticky obnoveno 12. 3. 2026 platební kartou Mastercard končící na 4444.');
    expect(document.body).not.toHaveTextContent(/ending|expires/);
  });

  it('says in Czech which saved card was removed', async () => {
    signedInAs();
    answerServices(() => HttpResponse.json({ data: { myServices: [DOMAIN].map(asGraphQL), savedCards: [CARD], cardSetupOffered: false } }));
    server.use(graphql.mutation('RemoveSavedCard', () => HttpResponse.json({ data: { removeSavedCard: [] } })));
    const { user } = renderApp('/my/services', { language: 'cs' });
    await user.click(await screen.findByRole('button', { name: 'Odebrat: Visa končící na 4242, platnost do 12/2030' }));
    answerServices(() => HttpResponse.json({ data: { myServices: [DOMAIN].map(asGraphQL), savedCards: [], cardSetupOffered: false } }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Odebrat tuto platební kartu?' })).getByRole('button', { name: 'Odebrat kartu' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Visa končící na 4242, platnost do 12/2030: karta byla odebrána.');
  });

  it('says in Czech that there are no services yet', async () => {
    signedInAs();
    answerServices(() => HttpResponse.json({ data: { myServices: [], savedCards: [], cardSetupOffered: false } }));
    renderApp('/my/services', { language: 'cs' });
    await screen.findByText('Zatím nemáte žádné služby', { exact: false });
    expect(notFromTheCatalogue(shownTexts(document.body), [demoUser.fullname])).toEqual([]);
  });

  it('says in Czech that the services could not be loaded', async () => {
    signedInAs();
    answerServices(() => HttpResponse.error());
    renderApp('/my/services', { language: 'cs' });
    await screen.findByRole('button', { name: 'Zkusit znovu' });
    expect(screen.getByRole('alert')).toHaveTextContent('Vaše služby se nepodařilo načíst.');
    expect(notFromTheCatalogue(shownTexts(document.body), [demoUser.fullname])).toEqual([]);
  });
});
