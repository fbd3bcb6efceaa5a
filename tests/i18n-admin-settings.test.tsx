/**
 * The back office's settings pages in Czech (docs/frontend.md "Messages in Czech and English"): the catalogue, the
 * vouchers, the VAT rates, the lifecycle, Security and Operators, with data, empty, and refused or failed, show
 * nothing but the Czech catalogue's messages and the data they were given. A string written into a component instead
 * of the catalogue shows up here in English. Only the page itself is read: the console's navigation (AdminShell) is
 * translated with the rest of the back office.
 */
import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from './fixtures/app';
import { notFromTheCatalogue, shownTexts } from './fixtures/untranslated';
import { demoUser, signedInAs } from './msw/accounts';
import { server, useMockServer } from './msw/server';

useMockServer();

const operator = { ...demoUser, email: 'operator@hosting-portal.test', role: 'operator' as const };

/** Signs the pages write around their data, each a text of its own: '(' and ')' around an identifier, '—' for no error. */
const SIGNS = ['(', ')', '—'];

/** The words the page shows (its title, its own area, and `also`: a dialog it opened) that are not Czech messages nor `data`. */
function untranslated(data: unknown, also: HTMLElement[] = []): string[] {
  const page = document.querySelector<HTMLElement>('.admin-page');
  if (!page) throw new Error('The back office page is not shown.');
  return notFromTheCatalogue([...shownTexts(page), ...also.flatMap((element) => shownTexts(element))], [data, SIGNS]);
}

/** A refusal as the server sends it (in the request's language): its message, code and, for a form, each field's message. */
function refusal(message: string, fields?: Record<string, string>): Response {
  const extensions = { code: 'BAD_USER_INPUT', ...(fields ? { errors: fields } : {}) };
  return new Response(JSON.stringify({ errors: [{ message, extensions }], data: null }), { headers: { 'content-type': 'application/json' } });
}

/** Answers each call with the next of `answers`, the last one again after that: e.g. a refusal, then the saved answer. */
function inTurn(...answers: (() => Response)[]): () => Response {
  let calls = 0;
  return () => (answers[Math.min(calls++, answers.length - 1)] ?? (() => HttpResponse.error()))();
}

async function openInCzech(path: string) {
  signedInAs(operator);
  const app = renderApp(path, { language: 'cs' });
  return app;
}

const catalogue = {
  currencies: ['CZK', 'EUR'],
  packages: [
    {
      identifier: 'standard',
      name: 'Standard',
      label: 'Nejoblíbenější',
      highlighted: true,
      version: 3,
      prices: [
        { currency: 'CZK', periodMonths: 1, monthlyAmount: '129.00', originalMonthlyAmount: null, discountPercent: 0 },
        { currency: 'CZK', periodMonths: 12, monthlyAmount: '99.00', originalMonthlyAmount: '129.00', discountPercent: 23 },
        { currency: 'EUR', periodMonths: 24, monthlyAmount: '3.50', originalMonthlyAmount: '5.00', discountPercent: 30 },
      ],
      features: [{ identifier: 'storage', name: 'Prostor', value: '10 GB', included: true }],
    },
  ],
  addons: [
    { identifier: 'extra-storage', kind: 'addon', title: 'Extra prostor', label: '+10 GB', prices: [{ currency: 'CZK', periodMonths: 12, amount: '300.00' }] },
    { identifier: 'seo-booster', kind: 'plugin', title: 'SEO Booster', label: 'Lepší pozice', prices: [{ currency: 'EUR', periodMonths: 3, amount: '9.00' }] },
  ],
  tlds: [{ name: 'cz', prices: [{ currency: 'CZK', registration: '250.00', renewal: '300.00', transfer: '0.00', privateRegistration: '100.00', restoration: '2000.00' }] }],
  limitedPackage: 'standard',
  faq: [
    { identifier: 'faq-1', question: 'Mohu změnit balíček?', answer: 'Ano, kdykoli.', position: 1, isShown: true },
    { identifier: 'faq-2', question: 'Kde je faktura?', answer: 'V účtu.', position: 2, isShown: false },
  ],
};
/** What the catalogue page writes of its data in one text: a name with its identifier. */
const catalogueData = [catalogue, 'Standard (standard)'];

const emptyCatalogue = { currencies: ['CZK'], packages: [], addons: [], tlds: [], limitedPackage: null, faq: [] };

describe('the catalogue in Czech', () => {
  it('with data, a package form refused field by field, a general refusal, and saved', async () => {
    server.use(
      graphql.query('AdminCatalogue', () => HttpResponse.json({ data: { adminCatalogue: catalogue } })),
      graphql.mutation(
        'AdminUpdatePackage',
        inTurn(
          () => refusal('Zkontrolujte prosím pole.', { name: 'Zadejte název.', 'prices.1.monthlyAmount': 'Zadejte částku.' }),
          () => refusal('Balíček mezitím změnil jiný operátor.'),
          () => HttpResponse.json({ data: { adminUpdatePackage: { identifier: 'standard' } } }),
        ),
      ),
    );
    const { user } = await openInCzech('/admin/catalogue');
    await screen.findByRole('heading', { level: 1, name: 'Katalog' });
    await screen.findByRole('heading', { level: 2, name: 'Balíčky' });
    expect(document.title).toBe('Katalog · Administrace');
    expect(screen.getByRole('table', { name: 'Ceny: Standard' })).toHaveTextContent('23 % (původně 129.00)');
    expect(screen.getByRole('table', { name: 'Ceny: Standard' })).toHaveTextContent('24 měsíců');
    expect(untranslated(catalogueData)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Upravit Standard' }));
    const form = await screen.findByRole('form', { name: 'Upravit Standard' });
    expect(within(form).getByRole('textbox', { name: 'Cena za měsíc, CZK, 12 měsíců' })).toBeInTheDocument();
    expect(untranslated(catalogueData)).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Uložit Standard' }));
    const summary = await within(form).findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Vyskytl se problém' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Cena za měsíc, CZK, 12 měsíců: Zadejte částku.' })).toBeInTheDocument();
    // The summary links a field by its label and the server's message: 'Název' is the catalogue's, the message the server's.
    expect(untranslated([...catalogueData, 'Zadejte název.', 'Zadejte částku.', 'Název: Zadejte název.'])).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Uložit Standard' }));
    expect(await within(form).findByText('Balíček mezitím změnil jiný operátor.')).toBeInTheDocument();
    expect(untranslated([...catalogueData, 'Balíček mezitím změnil jiný operátor.'])).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Uložit Standard' }));
    // The notice names the package by its identifier, as the English one does.
    expect(await screen.findByText(/^Balíček standard byl uložen\./)).toBeInTheDocument();
    expect(untranslated(catalogueData)).toEqual([]);
  });

  it('the other forms: an add-on, a domain ending, the promo box and a new question', async () => {
    server.use(graphql.query('AdminCatalogue', () => HttpResponse.json({ data: { adminCatalogue: catalogue } })));
    const { user } = await openInCzech('/admin/catalogue');
    const forms: [string, string][] = [
      ['Upravit Extra prostor', 'Upravit Extra prostor'],
      ['Upravit ceny domén .cz', 'Upravit ceny domén .cz'],
      ['Změnit balíček v propagačním boxu Limited', 'Balíček v propagačním boxu Limited'],
      ['Nová otázka', 'Nová otázka'],
    ];
    for (const [opener, name] of forms) {
      await user.click(await screen.findByRole('button', { name: opener }));
      const form = await screen.findByRole('form', { name });
      expect(untranslated(catalogueData)).toEqual([]);
      await user.click(within(form).getByRole('button', { name: 'Zrušit' }));
    }
  });

  it('empty, and a catalogue that could not be loaded', async () => {
    server.use(graphql.query('AdminCatalogue', inTurn(HttpResponse.error, () => HttpResponse.json({ data: { adminCatalogue: emptyCatalogue } }))));
    const { user } = await openInCzech('/admin/catalogue');
    expect(await screen.findByText('Údaje se nepodařilo načíst. Zkuste to prosím znovu.')).toBeInTheDocument();
    expect(untranslated([])).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText('žádný balíček')).toBeInTheDocument();
    expect(untranslated(emptyCatalogue)).toEqual([]);
  });
});

const vouchers = [
  { code: 'JARO20', kind: 'PERCENT', percent: 20, amount: null, currency: null, appliesTo: ['package', 'addon'], text: 'Jarní sleva', validFrom: '2026-03-01T00:00:00.000Z', validUntil: '2026-05-31T00:00:00.000Z', usageLimit: 100, usedCount: 7, disabledAt: null },
  { code: 'MINUS5', kind: 'FIXED', percent: null, amount: '5.00', currency: 'EUR', appliesTo: ['domain', 'private_registration', 'plugin'], text: 'Pět eur', validFrom: null, validUntil: null, usageLimit: null, usedCount: 2, disabledAt: null },
  { code: 'DOMENA', kind: 'FREE_DOMAIN', percent: null, amount: null, currency: null, appliesTo: ['domain'], text: 'Doména zdarma', validFrom: '2026-01-01T00:00:00.000Z', validUntil: null, usageLimit: null, usedCount: 0, disabledAt: '2026-02-01T00:00:00.000Z' },
];

describe('the vouchers in Czech', () => {
  it('the list, the new voucher form refused, disabling one, and no vouchers', async () => {
    let shown = vouchers;
    server.use(
      graphql.query('AdminVouchers', () => HttpResponse.json({ data: { adminVouchers: shown } })),
      graphql.mutation('AdminCreateVoucher', () => refusal('Zkontrolujte prosím pole.', { code: 'Tento kód už existuje.' })),
      graphql.mutation('AdminDisableVoucher', () => HttpResponse.json({ data: { adminDisableVoucher: { code: 'JARO20' } } })),
    );
    const { user } = await openInCzech('/admin/vouchers');
    const table = await screen.findByRole('table', { name: 'Slevové kódy' });
    expect(document.title).toBe('Slevové kódy · Administrace');
    expect(within(table).getByRole('row', { name: /JARO20/ })).toHaveTextContent('Balíčky, Doplňky');
    expect(within(table).getByRole('row', { name: /JARO20/ })).toHaveTextContent('od 2026-03-01 do 2026-05-31');
    expect(untranslated(vouchers)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Nový slevový kód' }));
    const form = await screen.findByRole('form', { name: 'Nový slevový kód' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Druh' }), 'FIXED');
    expect(untranslated(vouchers)).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Vytvořit slevový kód' }));
    expect(await within(form).findByRole('link', { name: 'Kód: Tento kód už existuje.' })).toBeInTheDocument();
    expect(untranslated([vouchers, 'Tento kód už existuje.', 'Kód: Tento kód už existuje.'])).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Zrušit' }));

    await user.click(await screen.findByRole('button', { name: 'Vypnout JARO20' }));
    const confirmation = await screen.findByRole('group', { name: 'Vypnout JARO20?' });
    expect(untranslated(vouchers)).toEqual([]);
    shown = [];
    await user.click(within(confirmation).getByRole('button', { name: 'Vypnout JARO20' }));
    expect(await screen.findByText('Slevový kód JARO20 byl vypnut: objednávky ho od této chvíle odmítnou.')).toBeInTheDocument();
    expect(untranslated(vouchers)).toEqual([]);
  });
});

const vatRates = {
  today: '2026-11-28',
  sellerCountry: 'CZ',
  sellerVatPayer: true,
  countries: [
    { countryCode: 'CZ', countryName: 'Czechia', eu: true, rates: [{ rate: '21', validFrom: '2013-01-01', validTo: null }] },
    {
      countryCode: 'LU',
      countryName: 'Luxembourg',
      eu: true,
      rates: [
        { rate: '16', validFrom: '2023-01-01', validTo: '2026-12-31' },
        { rate: '16.5', validFrom: '2027-01-01', validTo: null },
      ],
    },
  ],
};

describe('the VAT rates in Czech', () => {
  it('the rates, a new rate refused and saved, and a seller who is not a VAT payer', async () => {
    server.use(
      graphql.query('AdminVatRates', () => HttpResponse.json({ data: { adminVatRates: vatRates } })),
      graphql.mutation(
        'AdminAddVatRate',
        inTurn(
          () => refusal('Zkontrolujte prosím pole.', { validFrom: 'Nová sazba musí začínat po dnešku (2026-11-28).' }),
          () => HttpResponse.json({ data: { adminAddVatRate: { countryCode: 'LU' } } }),
        ),
      ),
    );
    const { user } = await openInCzech('/admin/vat-rates');
    const table = await screen.findByRole('table', { name: 'Základní sazby DPH podle zemí' });
    expect(within(table).getByRole('row', { name: /Luxembourg/ })).toHaveTextContent('16,5 % od 2027-01-01');
    expect(document.title).toBe('Sazby DPH · Administrace');
    expect(untranslated(vatRates)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Přidat sazbu pro zemi Luxembourg' }));
    const form = await screen.findByRole('form', { name: 'Nová sazba DPH pro zemi Luxembourg' });
    expect(within(form).getByRole('textbox', { name: 'Sazba (%)' })).toHaveAccessibleDescription('Procento od 0 do 100, např. 21 nebo 25,5. Nyní 16,5 %.');
    await user.type(within(form).getByRole('textbox', { name: 'Sazba (%)' }), '17');
    await user.click(within(form).getByRole('button', { name: 'Uložit sazbu' }));
    const message = 'Nová sazba musí začínat po dnešku (2026-11-28).';
    expect(await within(form).findByRole('link', { name: `První den: ${message}` })).toBeInTheDocument();
    expect(untranslated([vatRates, message, `První den: ${message}`])).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Uložit sazbu' }));
    expect(await screen.findByText('Sazba pro zemi Luxembourg byla uložena: objednávky dokončené od 2027-01-01 se ocení sazbou 16,5 %.')).toBeInTheDocument();
    expect(untranslated(vatRates)).toEqual([]);
  });

  it('a seller who is not a VAT payer, and rates that could not be loaded', async () => {
    const notPayer = { ...vatRates, sellerVatPayer: false };
    server.use(graphql.query('AdminVatRates', inTurn(HttpResponse.error, () => HttpResponse.json({ data: { adminVatRates: notPayer } }))));
    const { user } = await openInCzech('/admin/vat-rates');
    await user.click(await screen.findByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText(/^Prodávající: Czechia, neplátce DPH/)).toBeInTheDocument();
    expect(untranslated(notPayer)).toEqual([]);
  });
});

const lifecycle = {
  updatedAt: '2026-11-20T08:30:00.000Z',
  updatedBy: 'operator@hosting-portal.test',
  settings: { renewalLeadDays: 30, hostingGraceDays: 30, domainGraceDays: 30, redemptionDays: 30, hostingReminderDays: [30, 7, 1, 0], domainReminderDays: [], archiveNoticeDays: 7, draftRetentionDays: 90 },
  runs: [
    {
      id: 'run-2',
      asOf: '2026-11-28T00:00:00.000Z',
      startedAt: '2026-11-28T02:00:00.000Z',
      finishedAt: '2026-11-28T02:01:05.000Z',
      outcome: 'FINISHED',
      counts: [
        { name: 'looked', count: 120 },
        { name: 'reminders', count: 3 },
        { name: 'released', count: 1 },
        { name: 'renewalOrders', count: 2 },
        { name: 'expiring', count: 0 },
      ],
      error: null,
    },
    { id: 'run-1', asOf: '2026-11-27T00:00:00.000Z', startedAt: '2026-11-27T02:00:00.000Z', finishedAt: '2026-11-27T02:00:04.000Z', outcome: 'FAILED', counts: [], error: 'connection refused' },
    { id: 'run-3', asOf: '2026-11-29T00:00:00.000Z', startedAt: '2026-11-29T02:00:00.000Z', finishedAt: null, outcome: 'RUNNING', counts: [], error: null },
  ],
};

describe('the lifecycle in Czech', () => {
  it('the settings, the runs, the form refused and saved; defaults and no runs', async () => {
    let shown: typeof lifecycle = lifecycle;
    server.use(
      graphql.query('AdminLifecycle', () => HttpResponse.json({ data: { adminLifecycle: shown } })),
      graphql.mutation(
        'AdminSaveLifecycleSettings',
        inTurn(
          () => refusal('Zkontrolujte prosím pole.', { draftRetentionDays: 'Zadejte 7 až 3650.' }),
          () => HttpResponse.json({ data: { adminSaveLifecycleSettings: { updatedAt: '2026-11-28T06:00:00.000Z' } } }),
        ),
      ),
    );
    const { user } = await openInCzech('/admin/lifecycle');
    const runs = await screen.findByRole('table', { name: 'Poslední běhy denní úlohy, nejnovější první' });
    expect(within(runs).getAllByRole('row')[1]).toHaveTextContent('120 prověřených služeb, 3 odeslané upomínky, 1 uvolněná doména, 2 vytvořené objednávky obnovení');
    expect(document.title).toBe('Životní cyklus · Administrace');
    expect(untranslated(lifecycle)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Změnit nastavení' }));
    const form = await screen.findByRole('form', { name: 'Nastavení životního cyklu' });
    expect(untranslated(lifecycle)).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Uložit nastavení' }));
    expect(await within(form).findByRole('link', { name: 'Uchování konceptů (dní): Zadejte 7 až 3650.' })).toBeInTheDocument();
    expect(untranslated([lifecycle, 'Zadejte 7 až 3650.', 'Uchování konceptů (dní): Zadejte 7 až 3650.'])).toEqual([]);

    shown = { ...lifecycle, updatedAt: null, updatedBy: null, runs: [] } as unknown as typeof lifecycle;
    await user.click(within(form).getByRole('button', { name: 'Uložit nastavení' }));
    expect(await screen.findByText('Denní úloha ještě neběžela.')).toBeInTheDocument();
    expect(screen.getByText('Výchozí hodnoty oboru: nikdo je nezměnil.')).toBeInTheDocument();
    expect(untranslated(shown)).toEqual([]);
  });
});

describe('Security in Czech', () => {
  it('off, a missing code, enrolling, the recovery codes, then on', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `code-${index}-abcd`);
    server.use(
      graphql.mutation('AdminStartTwoFactor', () => HttpResponse.json({ data: { adminStartTwoFactor: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/portal', qrSize: 21, qrPath: 'M0 0h7v7H0z' } } })),
      graphql.mutation('AdminEnableTwoFactor', () => HttpResponse.json({ data: { adminEnableTwoFactor: { codes } } })),
    );
    const { user } = await openInCzech('/admin/security');
    await screen.findByRole('heading', { level: 2, name: 'Dvoufázové přihlášení je vypnuté' });
    expect(document.title).toBe('Zabezpečení · Administrace');
    expect(untranslated([])).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Zapnout dvoufázové přihlášení' }));
    await screen.findByRole('heading', { level: 2, name: 'Přidejte portál do své ověřovací aplikace' });
    await user.click(screen.getByRole('button', { name: 'Zapnout' }));
    expect(await screen.findByText('Zadejte prosím šestimístný kód z Vaší ověřovací aplikace.')).toBeInTheDocument();
    expect(untranslated(['JBSWY3DPEHPK3PXP', 'JBSW Y3DP EHPK 3PXP'])).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Kód z Vaší ověřovací aplikace' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Zapnout' }));
    await screen.findByRole('heading', { level: 2, name: 'Vaše záložní kódy' });
    expect(untranslated(codes)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Mám je uložené' }));
    await screen.findByRole('heading', { level: 2, name: 'Dvoufázové přihlášení je zapnuté' });
    expect(screen.getByText(/Zbývá 10 záložních kódů\.$/)).toBeInTheDocument();
    expect(untranslated([])).toEqual([]);
  });

  it('required and off, a server that does not answer, and a refused code while on', async () => {
    server.use(
      // The console's own check first, then the page's: it fails once, then the operator's is on.
      graphql.query(
        'AdminTwoFactor',
        inTurn(
          () => HttpResponse.json({ data: { adminTwoFactor: { enabled: false, required: false, recoveryCodesLeft: 0 } } }),
          HttpResponse.error,
          () => HttpResponse.json({ data: { adminTwoFactor: { enabled: true, required: true, recoveryCodesLeft: 3 } } }),
        ),
      ),
      graphql.mutation('AdminNewRecoveryCodes', () => refusal('Kód nesouhlasí.')),
    );
    const { user } = await openInCzech('/admin/security');
    expect(await screen.findByText('Server neodpověděl. Zkuste to prosím znovu.')).toBeInTheDocument();
    expect(untranslated([])).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    await screen.findByRole('heading', { level: 2, name: 'Dvoufázové přihlášení je zapnuté' });
    expect(screen.getByText(/Zbývají 3 záložní kódy\.$/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Aktuální kód z Vaší ověřovací aplikace' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Vytvořit nové záložní kódy' }));
    expect(await screen.findByText('Kód nesouhlasí.')).toBeInTheDocument();
    expect(untranslated(['Kód nesouhlasí.'])).toEqual([]);
  });
});

const operators = [
  { email: 'operator@hosting-portal.test', enabled: true, createdAt: '2026-01-05T09:00:00.000Z', isYou: true },
  { email: 'jana@hosting-portal.test', enabled: true, createdAt: '2026-03-10T14:30:00.000Z', isYou: false },
  { email: 'petr@hosting-portal.test', enabled: false, createdAt: '2026-06-01T07:15:00.000Z', isYou: false },
];

describe('Operators in Czech', () => {
  it('the list, an invitation, a change refused in its dialog and done', async () => {
    server.use(
      graphql.query('AdminOperators', () => HttpResponse.json({ data: { adminOperators: operators } })),
      graphql.mutation('AdminInviteOperator', () => HttpResponse.json({ data: { adminInviteOperator: { email: 'nova@hosting-portal.test', enabled: true, createdAt: '2026-11-28T06:00:00.000Z', isYou: false } } })),
      graphql.mutation('AdminSetOperatorEnabled', inTurn(HttpResponse.error, () => HttpResponse.json({ data: { adminSetOperatorEnabled: { ...operators[1], enabled: false } } }))),
    );
    const data = [operators, 'nova@hosting-portal.test'];
    const { user } = await openInCzech('/admin/operators');
    await screen.findByRole('table', { name: 'Operátoři, nejstarší první' });
    expect(document.title).toBe('Operátoři · Administrace');
    expect(untranslated(data)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'E-mailová adresa' }), 'nova@hosting-portal.test');
    await user.click(screen.getByRole('button', { name: 'Pozvat' }));
    expect(await screen.findByText('Pozvánka pro nova@hosting-portal.test je odeslaná: přijde e-mail s odkazem pro nastavení hesla, platným jednu hodinu.')).toBeInTheDocument();
    expect(untranslated(data)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Zakázat jana@hosting-portal.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zakázat jana@hosting-portal.test?' });
    expect(untranslated(data, [dialog])).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Zakázat jana@hosting-portal.test' }));
    expect(await within(dialog).findByText('Změnu se nepodařilo uložit. Zkuste to prosím znovu.')).toBeInTheDocument();
    expect(untranslated(data, [dialog])).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText('Účet jana@hosting-portal.test je zakázaný: jeho přihlášení skončila a už se nemůže přihlásit.')).toBeInTheDocument();
    expect(untranslated(data)).toEqual([]);
  });

  it('an invitation refused at its field, and operators that could not be loaded', async () => {
    server.use(
      graphql.query('AdminOperators', inTurn(HttpResponse.error, () => HttpResponse.json({ data: { adminOperators: operators } }))),
      graphql.mutation('AdminInviteOperator', () => refusal('Zkontrolujte prosím adresu.', { email: 'Tato adresa už operátorovi patří.' })),
    );
    const { user } = await openInCzech('/admin/operators');
    expect(await screen.findByText('Operátory se nepodařilo načíst. Zkuste to prosím znovu.')).toBeInTheDocument();
    expect(untranslated([])).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    await screen.findByRole('table', { name: 'Operátoři, nejstarší první' });
    await user.type(screen.getByRole('textbox', { name: 'E-mailová adresa' }), 'jana@hosting-portal.test');
    await user.click(screen.getByRole('button', { name: 'Pozvat' }));
    expect(await screen.findByText('Tato adresa už operátorovi patří.')).toBeInTheDocument();
    expect(untranslated([operators, 'jana@hosting-portal.test', 'Tato adresa už operátorovi patří.'])).toEqual([]);
  });
});
