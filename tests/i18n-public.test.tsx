/**
 * The public pages in Czech (docs/frontend.md "Messages in Czech and English"): the Domain name step (empty, with
 * offers, a name's rule broken, the search down, a transfer for a website, a package with no website), the cookies
 * page, recent events and the demo outbox (with data, empty, failed) and the not-found page show nothing but the Czech
 * catalogue's messages and the answers' own data (domain names, website names, the events and e-mails as stored). A
 * string written into a component instead of the catalogue shows up here in English.
 */
import { screen, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OutboxAnswer } from '../contracts/mail';
import type { RecordedEvent } from '../contracts/tracking';
import type { DomainSearchResult } from '../machines/domainSearch';
import { STORAGE_ENTRIES } from '../src/features/consent/CookiesPage';
import { renderApp } from './fixtures/app';
import { asGraphQL, availableResult, transferableResult } from './fixtures/domains';
import { notFromTheCatalogue, shownTexts } from './fixtures/untranslated';
import { answerMyWebsites, demoUser, signedInAs } from './msw/accounts';
import { server, useMockServer } from './msw/server';

useMockServer();

/** A dollar amount as Intl writes it in Czech, e.g. '9,99 US$' (its no-break space read as the screen's text reads it). */
const inCzech = (dollars: number) => new Intl.NumberFormat('cs', { style: 'currency', currency: 'USD' }).format(dollars).replace(/\s/g, ' ');

/** What an offer shows as sent: its name, and its prices as Czech writes them. */
function offerData(result: DomainSearchResult): unknown[] {
  return [[result.exact, ...result.suggestions].map((offer) => offer.domain), [9.99, 14.99, 8.99, 4.99].map(inCzech)];
}

function answerSearch(result: DomainSearchResult | (() => Response)): void {
  server.use(graphql.query('DomainSearch', typeof result === 'function' ? result : () => HttpResponse.json({ data: asGraphQL(result) })));
}

describe('the Domain name step in Czech', () => {
  it('empty: the tabs, the choice of what to buy and the search form', async () => {
    renderApp('/domains', { language: 'cs' });
    await screen.findByRole('heading', { level: 1, name: 'Najděte si doménové jméno' });
    expect(screen.getByRole('textbox', { name: 'Doménové jméno' })).toBeInTheDocument();
    expect(document.title).toBe('Doménové jméno');
    expect(notFromTheCatalogue(shownTexts(document.body))).toEqual([]);
  });

  it('with offers: availability, prices by Intl in Czech, and the chosen name for a signed-out visitor', async () => {
    answerSearch(availableResult);
    const { user } = renderApp('/domains?name=my-bakery', { language: 'cs' });
    const exact = await screen.findByRole('article', { name: 'my-bakery.com' });
    expect(exact).toHaveTextContent('Volná');
    expect(exact).toHaveTextContent(`První rok${inCzech(9.99)}`);
    expect(exact).toHaveTextContent(`Obnovení${inCzech(14.99)} za rok`);
    expect(screen.getByRole('article', { name: 'my-bakery.eu' })).toHaveTextContent('Obsazená');
    expect(notFromTheCatalogue(shownTexts(document.body), offerData(availableResult))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Registrovat my-bakery.com' }));
    await screen.findByRole('heading', { level: 2, name: 'Registrace domény my-bakery.com' });
    expect(screen.getByText('Vybráno')).toBeInTheDocument();
    expect(notFromTheCatalogue(shownTexts(document.body), offerData(availableResult))).toEqual([]);
  });

  it("a name that breaks a rule, and a search that fails, are said in Czech", async () => {
    let calls = 0;
    answerSearch(() => {
      calls += 1;
      return calls === 1 ? HttpResponse.error() : HttpResponse.json({ data: asGraphQL(availableResult) });
    });
    const { user } = renderApp('/domains', { language: 'cs' });
    const field = await screen.findByRole('textbox', { name: 'Doménové jméno' });
    await user.type(field, 'my_bakery.com{Enter}');
    expect(await screen.findByText('Doménové jméno může obsahovat jen písmena, číslice a pomlčky')).toBeInTheDocument();
    expect(notFromTheCatalogue(shownTexts(document.body))).toEqual([]);

    await user.clear(field);
    await user.type(field, 'my-bakery.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Vyhledávání domén teď není dostupné. Zkuste to prosím znovu.');
    expect(notFromTheCatalogue(shownTexts(document.body))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('article', { name: 'my-bakery.com' })).toBeInTheDocument();
  });

  it('a transfer for a website with a package: the auth code, its rule and the website chosen, in Czech', async () => {
    signedInAs();
    answerMyWebsites([{ name: 'demo-blog', currentPackage: null, createdAt: '2026-01-02T00:00:00Z' }]);
    answerSearch(transferableResult);
    const { user } = renderApp('/domains?name=moving-house.com&project=demo-blog&flow=package', { language: 'cs' });
    const exact = await screen.findByRole('article', { name: 'moving-house.com' });
    expect(exact).toHaveTextContent('Registrovaná jinde — převeďte ji k nám');
    await user.click(within(exact).getByRole('button', { name: 'Převést moving-house.com' }));
    await user.type(screen.getByRole('textbox', { name: 'Autorizační kód' }), 'short');
    await user.click(screen.getByRole('button', { name: 'Pokračovat' }));
    expect(await screen.findByText('Zadejte prosím autorizační kód od svého současného registrátora (6 až 32 znaků, bez mezer)')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Web/ })).toHaveTextContent('demo-blog');
    expect(screen.getByText('Balíček se kupuje pro tento web')).toBeInTheDocument();
    expect(notFromTheCatalogue(shownTexts(document.body), [demoUser.fullname, 'demo-blog', offerData(transferableResult)])).toEqual([]);
  });

  it('a package for someone with no website: the link to create one, and the website it needs, in Czech', async () => {
    signedInAs();
    answerMyWebsites([]);
    answerSearch(availableResult);
    const { user } = renderApp('/domains?name=my-bakery.com&flow=package', { language: 'cs' });
    await user.click(await screen.findByRole('button', { name: 'Registrovat my-bakery.com' }));
    expect(await screen.findByRole('link', { name: 'Nejprve vytvořte web' })).toHaveAttribute('href', '/websites/new');
    await user.click(screen.getByRole('button', { name: 'Pokračovat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vyberte prosím web, pro který je balíček určen');
    expect(notFromTheCatalogue(shownTexts(document.body), [demoUser.fullname, offerData(availableResult)])).toEqual([]);
  });
});

describe('the cookies page in Czech', () => {
  it('lists every cookie and storage key with its kind, category, purpose and lifetime in Czech, and reopens the bar', async () => {
    const { user } = renderApp('/cookies', { language: 'cs' });
    await screen.findByRole('heading', { level: 1, name: 'Cookies a úložiště' });
    expect(screen.getByRole('row', { name: /^portal_anonymous_id/ })).toHaveTextContent('Marketing/třetí strany');
    expect(screen.getByRole('row', { name: /^portal_storage_backup/ })).toHaveTextContent('365 dní');
    // The names are the cookies' and keys' own; one said in words is the catalogue's.
    const names = STORAGE_ENTRIES.filter((entry) => !entry.label).map((entry) => entry.name);
    expect(notFromTheCatalogue(shownTexts(document.body), names)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Změnit moji volbu cookies' }));
    await screen.findByRole('dialog', { name: 'Tento web používá cookies' });
    expect(notFromTheCatalogue(shownTexts(document.body), names)).toEqual([]);
  });
});

const EVENTS: RecordedEvent[] = [
  { id: 'e2', name: 'Package Chosen', category: 'analytics', properties: { packageIdentifier: 'mini' }, userId: 'webnode_x', anonymousId: 'a', sessionId: null, occurredAt: '2026-03-02T09:00:01.000Z', receivedAt: '2026-03-02T09:00:02.000Z' },
  { id: 'e1', name: 'Consent Given', category: 'essential', properties: { essential: true }, userId: '', anonymousId: 'a', sessionId: null, occurredAt: '2026-03-02T09:00:00.000Z', receivedAt: '2026-03-02T09:00:02.000Z' },
];
/** What the events table shows as stored: names, categories, visitors and properties. */
const EVENT_DATA = [EVENTS.map(({ name, category, userId, properties }) => [name, category, userId, JSON.stringify(properties)])];

/** An answer that is not the error contract: the browser's own sentence, which the page says in Czech. */
const serverDown = () => HttpResponse.json({}, { status: 500 });

describe('recent events in Czech', () => {
  it.each([
    ['with events', () => HttpResponse.json({ events: EVENTS }), 'Nedávné události'],
    ['without events', () => HttpResponse.json({ events: [] }), 'Zatím žádné události.'],
    ['when they could not be loaded', serverDown, 'Server nemohl odpovědět (HTTP 500). Zkuste to prosím znovu.'],
    // fetch's own failure ('Failed to fetch', the browser's English) is the page's sentence.
    ['when the request never left', () => HttpResponse.error(), 'Události se nepodařilo načíst.'],
  ])('%s', async (_, answer, text) => {
    server.use(http.get('*/api/events', answer));
    renderApp('/events', { language: 'cs' });
    await screen.findByRole('heading', { level: 1, name: 'Nedávné události' });
    expect(await screen.findAllByText(text)).not.toHaveLength(0);
    expect(notFromTheCatalogue(shownTexts(document.body), EVENT_DATA)).toEqual([]);
  });

  it('says an anonymous visitor in Czech', async () => {
    server.use(http.get('*/api/events', () => HttpResponse.json({ events: EVENTS })));
    renderApp('/events', { language: 'cs' });
    expect(await screen.findByRole('row', { name: /Consent Given/ })).toHaveTextContent('anonymní');
  });
});

const message = (id: string, more: Partial<OutboxAnswer['messages'][number]>): OutboxAnswer['messages'][number] => ({
  id,
  key: `key-${id}`,
  to: 'dana@example.test',
  template: 'sign-up-confirmation',
  subject: 'Potvrďte svou registraci',
  status: 'sent',
  transport: 'database',
  attempts: 1,
  lastError: null,
  messageId: `<${id}@portal.test>`,
  createdAt: '2026-03-02T09:00:00.000Z',
  sentAt: '2026-03-02T09:00:01.000Z',
  html: '<p>Dobrý den</p>',
  text: 'Dobrý den',
  attachments: [],
  ...more,
});

const MESSAGES = [
  message('m4', { subject: 'Faktura 2026-000007', attachments: [{ kind: 'invoice', url: '/api/outbox/m4/attachments/0' }] }),
  message('m3', { status: 'failed', transport: null, attempts: 5, lastError: 'connect ECONNREFUSED', sentAt: null }),
  message('m2', { status: 'pending', transport: null, attempts: 2, sentAt: null }),
  message('m1', { status: 'pending', transport: null, attempts: 0, subject: null, sentAt: null, html: null, text: null }),
];
/** What the messages show as stored: recipients, subjects, templates, ids, texts and the SMTP server's error. */
const MESSAGE_DATA = [MESSAGES.map(({ to, subject, template, messageId, text, lastError }) => [to, subject, template, messageId, text, lastError])];

describe('the demo outbox in Czech', () => {
  it('shows the banner and each message, sent, failed, waiting again and not rendered yet, in Czech', async () => {
    server.use(http.get('*/api/outbox', () => HttpResponse.json({ messages: MESSAGES, keptHere: true } satisfies OutboxAnswer)));
    renderApp('/outbox', { language: 'cs' });
    await screen.findByRole('list', { name: 'Zprávy, od nejnovějších' });
    expect(screen.getByRole('note')).toHaveTextContent('Demo: e-maily se zobrazují zde, neodesílají se');
    expect(screen.getByText('4 zprávy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Faktura (PDF)' })).toBeInTheDocument();
    expect(screen.getByText(/^Neodesláno: po 5 pokusech jsme to vzdali/)).toBeInTheDocument();
    expect(screen.getByText('Čeká na nové odeslání po 2 pokusech (přerušeno)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'sign-up-confirmation (zatím nevykresleno)' })).toBeInTheDocument();
    expect(notFromTheCatalogue(shownTexts(document.body), MESSAGE_DATA)).toEqual([]);
  });

  it.each([
    ['empty', () => HttpResponse.json({ messages: [], keptHere: false } satisfies OutboxAnswer), 'Zatím žádné zprávy.'],
    ['when it could not be loaded', serverDown, 'Server nemohl odpovědět (HTTP 500). Zkuste to prosím znovu.'],
    ['when the request never left', () => HttpResponse.error(), 'Odchozí poštu se nepodařilo načíst.'],
  ])('%s', async (_, answer, text) => {
    server.use(http.get('*/api/outbox', answer));
    renderApp('/outbox', { language: 'cs' });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(notFromTheCatalogue(shownTexts(document.body))).toEqual([]);
  });
});

describe('the not-found page in Czech', () => {
  it('says there is nothing at the address and links to the packages', async () => {
    renderApp('/no/such/page', { language: 'cs' });
    await screen.findByRole('heading', { level: 1, name: 'Stránka nenalezena' });
    expect(screen.getByRole('link', { name: 'Prohlédněte si balíčky a ceny' })).toHaveAttribute('href', '/pricelist');
    expect(notFromTheCatalogue(shownTexts(document.body))).toEqual([]);
  });
});
