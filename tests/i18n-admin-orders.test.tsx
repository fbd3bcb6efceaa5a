/**
 * The back office in Czech, part 2 (docs/frontend.md "Messages in Czech and English"): the shell, the lists, orders,
 * an order, services, refunds, bank statements, e-mail and the audit log show nothing but the Czech catalogue's
 * messages and the data they were given (identifiers, e-mails, names, amounts as the server formats them). A string
 * written into a component instead of the catalogue, or a code or machine's English the page should say in Czech
 * (a status, a payment method, a notice), shows up here in English. The data passed holds only what is not
 * translated: never the server's English words (a method's title, a billing label, a status).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from './fixtures/app';
import { notFromTheCatalogue, shownTexts } from './fixtures/untranslated';
import { demoUser, graphqlError, signedInAs } from './msw/accounts';
import { server, useMockServer } from './msw/server';

useMockServer();

const OPERATOR = { ...demoUser, fullname: 'Olga Operator', email: 'operator@hosting-portal.test', role: 'operator' as const };

/** What every page shows of the signed-in operator, and the dash of an empty value. */
const SHELL_DATA = [OPERATOR.fullname, OPERATOR.email, '—'];

/** The words on screen that are neither the Czech catalogue's nor the data. */
const untranslated = (data: unknown[] = []) => notFromTheCatalogue(shownTexts(document.body), [...SHELL_DATA, ...data]);

const orderRow = (identifier: string, status: string, paymentMethod: string | null, more: Record<string, unknown> = {}) => ({
  identifier,
  createdAt: '2026-11-24T09:00:00.000Z',
  customerEmail: 'jana@example.test',
  status,
  paymentMethod,
  total: { formatted: '€121.00' },
  secondPaymentId: null,
  expired: false,
  ...more,
});

const ORDER_ROWS = [
  orderRow('ORD-PAIDTWICE', 'PAID', 'gateway', { secondPaymentId: 'pay-2' }),
  orderRow('ORD-TRANSFER1', 'AWAITING_PAYMENT', 'bank-transfer', { expired: true }),
  orderRow('ORD-CARD0001', 'CANCELLED', 'stripe-card'),
  orderRow('ORD-DRAFT001', 'DRAFT', null, { total: null }),
  orderRow('ORD-RETIRED1', 'EXPIRED', 'retired-method'),
];

const answerOrders = (orders: unknown[], total = orders.length) =>
  server.use(graphql.query('AdminOrders', () => HttpResponse.json({ data: { adminOrders: { orders, total, pageSize: 25 } } })));

const ORDER = {
  identifier: 'ORD-7K2M9QXA',
  status: 'AWAITING_PAYMENT',
  createdAt: '2026-11-20T10:00:00.000Z',
  finishedAt: '2026-11-20T10:05:00.000Z',
  paidAt: '2026-11-21T08:00:00.000Z',
  payBy: '2026-12-04T10:05:00.000Z',
  expired: false,
  customerEmail: 'jana@example.test',
  websiteName: 'demo-blog',
  paymentMethod: 'bank-transfer',
  billing: [
    { name: 'firstname', label: 'First name', value: 'Jana' },
    { name: 'surname', label: 'Surname', value: 'Nováková' },
    { name: 'country', label: 'Country', value: 'CZ' },
    { name: 'companyBilling', label: 'I am buying for a company', value: 'Yes' },
    { name: 'ic', label: 'Business ID (IČO)', value: '12345678' },
  ],
  pricingStored: true,
  lines: [
    { description: 'Standard package for demo-blog', period: '12 months', net: { formatted: '€100.00' } },
    { description: 'Domain demo-blog.cz', period: '1 year', net: { formatted: '€10.00' } },
  ],
  vatRateBasisPoints: 2100,
  reverseCharge: false,
  net: { formatted: '€110.00' },
  vat: { formatted: '€23.10' },
  total: { formatted: '€133.10' },
  payments: [
    { id: 'pay-1', provider: 'transfer', amount: { formatted: '€133.10' }, status: 'SUCCEEDED', createdAt: '2026-11-20T10:05:00.000Z', updatedAt: '2026-11-21T08:00:00.000Z' },
    { id: 'pay-2', provider: 'gateway', amount: { formatted: '€133.10' }, status: 'FAILED', createdAt: '2026-11-20T10:04:00.000Z', updatedAt: '2026-11-20T10:04:30.000Z' },
  ],
  invoice: { number: '2026-000042', downloadUrl: '/api/invoices/2026-000042.pdf' },
  history: [
    { at: '2026-11-20T10:00:00.000Z', summary: 'New → Draft', actorKind: 'customer', actorEmail: 'jana@example.test', reason: null, before: null, after: null },
    { at: '2026-11-20T10:05:00.000Z', summary: 'Draft → Awaiting payment', actorKind: 'system', actorEmail: null, reason: null, before: null, after: null },
    { at: '2026-11-21T08:00:00.000Z', summary: 'order.markPaid', actorKind: 'operator', actorEmail: OPERATOR.email, reason: 'paid at the counter', before: '{"status":"awaiting_payment"}', after: '{"status":"paid"}' },
  ],
};

/** The order page's data that is not translated: values, names, identifiers, amounts, the audit log's action and JSON. */
const ORDER_DATA = [
  ORDER.identifier,
  ORDER.customerEmail,
  ORDER.websiteName,
  ...ORDER.billing.filter((value) => value.name !== 'companyBilling').map((value) => value.value),
  ...ORDER.lines.flatMap((line) => [line.description, line.net.formatted]),
  ORDER.net.formatted,
  ORDER.vat.formatted,
  ORDER.total.formatted,
  ...ORDER.payments.flatMap((payment) => [payment.provider, payment.amount.formatted]),
  'order.markPaid',
  // Between a change's two statuses: 'Rozpracovaná → Čeká na platbu'.
  '→',
];

const serviceRow = (id: string, kind: string, status: string, more: Record<string, unknown> = {}) => ({
  id,
  kind,
  status,
  paidUntil: '2027-03-12T00:00:00.000Z',
  accountEmail: 'jana@example.test',
  websiteName: 'demo-blog',
  domain: null,
  itemName: 'Mini',
  notRenewed: false,
  ...more,
});

const SERVICE_ROWS = [
  serviceRow('svc-1', 'PACKAGE', 'EXPIRING'),
  serviceRow('svc-2', 'ADDON', 'GRACE', { itemName: 'Backups' }),
  serviceRow('svc-3', 'DOMAIN', 'GRACE', { websiteName: null, domain: 'demo-blog.cz', itemName: null }),
  serviceRow('svc-4', 'PRIVATE_REGISTRATION', 'REDEMPTION', { domain: 'demo-blog.cz', itemName: null }),
  serviceRow('svc-5', 'PLUGIN', 'EXPIRED', { itemName: 'Forms' }),
];

const SERVICE_DATA = ['jana@example.test', 'demo-blog', 'demo-blog.cz', 'Mini', 'Backups', 'Forms', '2027-03-12', '2027-06-30'];

const answerServices = (services: unknown[]) =>
  server.use(graphql.query('AdminServices', () => HttpResponse.json({ data: { adminServices: { services, total: services.length, pageSize: 25 } } })));

const refundPayment = (id: string, methodTitle: string, provider: string, more: Record<string, unknown> = {}) => ({
  id,
  provider,
  methodTitle,
  status: 'succeeded',
  amountFormatted: '€121.00',
  refundedFormatted: '€0.00',
  refundable: '121.00',
  refundableFormatted: '€121.00',
  ...more,
});

const refundRecord = (id: string, status: string, more: Record<string, unknown> = {}) => ({
  id,
  paymentId: 'pay-1',
  provider: 'transfer',
  methodTitle: 'Bank transfer',
  amountFormatted: '€10.00',
  reason: 'goodwill',
  status,
  failure: null,
  createdAt: '2026-11-24T09:00:00.000Z',
  creditNote: status === 'failed' ? null : { number: `CN-${id}`, downloadUrl: `/api/credit-notes/CN-${id}.pdf` },
  ...more,
});

const ORDER_REFUNDS = {
  identifier: 'ORD-PAIDTWICE',
  status: 'PAID',
  currency: 'EUR',
  totalFormatted: '€121.00',
  customerEmail: 'jana@example.test',
  invoiceNumber: '2026-000042',
  paidTwice: true,
  payments: [
    refundPayment('pay-1', 'Bank transfer', 'transfer', { refundedFormatted: '€20.00', refundable: '101.00', refundableFormatted: '€101.00' }),
    refundPayment('pay-2', 'Online payment', 'gateway'),
    refundPayment('pay-3', 'Card', 'stripe', { status: 'failed', refundable: '0.00', refundableFormatted: '€0.00' }),
  ],
  refunds: [
    refundRecord('r1', 'to_pay_out'),
    refundRecord('r2', 'paid_out'),
    refundRecord('r3', 'refunded', { provider: 'gateway', methodTitle: 'Online payment' }),
    refundRecord('r4', 'failed', { provider: 'gateway', methodTitle: 'Online payment', failure: 'Your card was declined.' }),
    refundRecord('r5', 'pending', { provider: 'voucher', methodTitle: 'Voucher (nothing left to pay)' }),
  ],
};

const REFUND_DATA = [
  ORDER_REFUNDS.identifier,
  ORDER_REFUNDS.customerEmail,
  ORDER_REFUNDS.invoiceNumber,
  'EUR',
  ...['€121.00', '€20.00', '€0.00', '€101.00', '€10.00'],
  'goodwill',
  'Your card was declined.',
  ...['r1', 'r2', 'r3', 'r5'].map((id) => `CN-${id}`),
];

const OPEN_LINES = [
  { id: 'line-short', bookedOn: '2026-11-23', amountFormatted: '€120.00', reference: '0012345678', counterparty: 'Jana Nováková', payerAccount: '', outcome: 'SHORT', orderIdentifier: 'ORD-7K2M9QXA', orderTotalFormatted: '€121.00', refundable: false },
  { id: 'line-unknown', bookedOn: '2026-11-22', amountFormatted: '€10.00', reference: '', counterparty: '', payerAccount: '', outcome: 'UNKNOWN', orderIdentifier: null, orderTotalFormatted: null, refundable: false },
  { id: 'line-over', bookedOn: '2026-11-22', amountFormatted: '€130.00', reference: '0099', counterparty: 'Petr Svoboda', payerAccount: '', outcome: 'OVER', orderIdentifier: 'ORD-OVER0001', orderTotalFormatted: null, refundable: false },
  { id: 'line-twice', bookedOn: '2026-11-21', amountFormatted: '€121.00', reference: '0012345678', counterparty: 'Jana Nováková', payerAccount: 'CZ5508000000001234567899', outcome: 'UNKNOWN', orderIdentifier: 'ORD-PAID0001', orderTotalFormatted: '€121.00', refundable: true },
];

const PREVIEW_LINES = [
  { id: null, position: 1, bookedOn: '2026-11-23', amountFormatted: '€121.00', reference: '0012345678', counterparty: 'Jana Nováková', outcome: 'PAID', orderIdentifier: 'ORD-7K2M9QXA' },
  { id: null, position: 2, bookedOn: '2026-11-23', amountFormatted: '€15.50', reference: 'rent', counterparty: 'Landlord', outcome: 'DEBIT', orderIdentifier: null },
  { id: null, position: 3, bookedOn: '2026-11-23', amountFormatted: '€5.00', reference: 'thanks', counterparty: 'Petr Svoboda', outcome: 'UNKNOWN', orderIdentifier: null },
  { id: null, position: 4, bookedOn: '2026-11-22', amountFormatted: '€121.00', reference: '0012345678', counterparty: 'Jana Nováková', outcome: 'ALREADY_IMPORTED', orderIdentifier: 'ORD-7K2M9QXA' },
];

const STATEMENT_DATA = [
  ...OPEN_LINES.flatMap((line) => [line.orderTotalFormatted ?? '', line.payerAccount]),
  ...[...OPEN_LINES, ...PREVIEW_LINES].flatMap((line) => [line.bookedOn, line.amountFormatted, line.reference, line.counterparty, line.orderIdentifier ?? '']),
];

const mailRow = (id: string, status: string, more: Record<string, unknown> = {}) => ({
  id,
  createdAt: '2026-11-24T09:00:00.000Z',
  recipient: `${id}@example.test`,
  template: 'order-paid',
  subject: 'Vaše objednávka je zaplacena',
  status,
  attempts: 3,
  lastError: '550 Mailbox unavailable',
  lastAttemptAt: '2026-11-24T09:10:00.000Z',
  nextAttemptAt: status === 'DELAYED' ? '2026-11-24T10:10:00.000Z' : null,
  ...more,
});

const MAIL_ROWS = [mailRow('failed', 'FAILED'), mailRow('delayed', 'DELAYED', { subject: null })];
const MAIL_DATA = MAIL_ROWS.flatMap((row) => [row.recipient, row.template, row.subject ?? '', row.lastError]);

const AUDIT_ENTRY = {
  id: 'audit-1',
  at: '2026-11-24T09:00:00.000Z',
  operatorEmail: OPERATOR.email,
  action: 'order.markPaid',
  subjectType: 'order',
  subjectId: 'ORD-7K2M9QXA',
  before: '{"status":"awaiting_payment"}',
  after: '{"status":"paid","note":{"by":"counter"}}',
  reason: 'paid at the counter',
};

const AUDIT_DATA = [AUDIT_ENTRY.action, AUDIT_ENTRY.subjectType, AUDIT_ENTRY.subjectId, AUDIT_ENTRY.reason, 'status', 'note', 'awaiting_payment', 'paid', '{"by":"counter"}', 'order ORD-7K2M9QXA'];

describe('the back office in Czech, part 2', () => {
  it('orders with data: the navigation, filters, statuses, payment methods, the pager and the delivery warning', async () => {
    signedInAs(OPERATOR);
    server.use(graphql.query('AdminMailHealth', () => HttpResponse.json({ data: { adminMailHealth: { failing: true, failed: 3, delayed: 12 } } })));
    answerOrders(ORDER_ROWS, 60);
    renderApp('/admin/orders', { language: 'cs' });

    const table = await screen.findByRole('table', { name: 'Objednávky, nejnovější první' });
    expect(within(table).getByText('Čeká na platbu (lhůta pro převod vypršela)')).toBeInTheDocument();
    expect(within(table).getByText('Bankovní převod')).toBeInTheDocument();
    await screen.findByText('Doručování e-mailů selhává');
    expect(screen.getByText('Stránka 1 z 3 (celkem 60)')).toBeInTheDocument();
    expect(document.title).toBe('Objednávky · Administrace');

    expect(untranslated(ORDER_ROWS.flatMap((row) => [row.identifier, row.customerEmail, row.total?.formatted ?? '', 'retired-method', 'CZK', 'EUR', 'USD']))).toEqual([]);
  });

  it('orders: none match, and a list that failed to load', async () => {
    signedInAs(OPERATOR);
    answerOrders([]);
    const { unmount } = renderApp('/admin/orders?identifier=ORD-NONE', { language: 'cs' });
    await screen.findByText('Těmto filtrům neodpovídá žádná objednávka.');
    expect(untranslated(['ORD-NONE', 'CZK', 'EUR', 'USD'])).toEqual([]);
    unmount();

    server.use(graphql.query('AdminOrders', () => HttpResponse.error()));
    renderApp('/admin/orders', { language: 'cs' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Seznam se nepodařilo načíst. Zkuste to prosím znovu.');
    expect(untranslated(['CZK', 'EUR', 'USD'])).toEqual([]);
  });

  it('an order: its facts, items, billing, payments, invoice and history', async () => {
    signedInAs(OPERATOR);
    server.use(graphql.query('AdminOrder', () => HttpResponse.json({ data: { adminOrder: ORDER } })));
    renderApp(`/admin/orders/${ORDER.identifier}`, { language: 'cs' });

    await screen.findByRole('heading', { level: 1, name: `Objednávka ${ORDER.identifier}` });
    expect(screen.getByText('12 měsíců')).toBeInTheDocument();
    expect(screen.getByText('DPH 21 %')).toBeInTheDocument();
    expect(screen.getByText('Rozpracovaná → Čeká na platbu')).toBeInTheDocument();

    expect(untranslated(ORDER_DATA)).toEqual([]);
  });

  it('an order with nothing yet, and one the server refuses', async () => {
    signedInAs(OPERATOR);
    const bare = { ...ORDER, status: 'DRAFT', payBy: null, finishedAt: null, paidAt: null, websiteName: null, paymentMethod: null, billing: [], pricingStored: false, payments: [], invoice: null, history: [], reverseCharge: true, lines: [] };
    server.use(graphql.query('AdminOrder', () => HttpResponse.json({ data: { adminOrder: bare } })));
    const { unmount } = renderApp(`/admin/orders/${ORDER.identifier}`, { language: 'cs' });
    await screen.findByText('Rozpracovaná objednávka: ceny podle dnešního katalogu.');
    expect(untranslated([ORDER.identifier, ORDER.customerEmail, ORDER.net.formatted, ORDER.vat.formatted, ORDER.total.formatted])).toEqual([]);
    unmount();

    // The server's refusal comes in the request's language and is shown as it came.
    const refusal = 'Objednávka ORD-NONE neexistuje.';
    server.use(graphql.query('AdminOrder', () => graphqlError(refusal, 'ORDER_NOT_FOUND')));
    renderApp('/admin/orders/ORD-NONE', { language: 'cs' });
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(untranslated(['ORD-NONE', refusal])).toEqual([]);
  });

  it('services: kinds and statuses, the extend dialog and its notice, a filter the list refuses', async () => {
    signedInAs(OPERATOR);
    answerServices(SERVICE_ROWS);
    server.use(
      graphql.mutation('AdminExtendService', () =>
        HttpResponse.json({ data: { adminExtendService: { id: 'svc-1', kind: 'PACKAGE', status: 'ACTIVE', paidUntil: '2027-06-30T00:00:00.000Z' } } }),
      ),
      graphql.mutation('AdminEndService', () => HttpResponse.json({ data: { adminEndService: { id: 'svc-3', kind: 'DOMAIN', status: 'RELEASED', paidUntil: '2027-03-12T00:00:00.000Z' } } })),
    );
    const { user, unmount } = renderApp('/admin/services', { language: 'cs' });

    await screen.findByRole('table', { name: 'Služby, ty s nejpozdějším koncem nahoře' });
    await user.click(screen.getByRole('button', { name: 'Prodloužit: Balíček Mini webu demo-blog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prodloužit: Balíček Mini webu demo-blog' });
    expect(untranslated(SERVICE_DATA)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Zaplaceno do' }), '2027-06-30');
    await user.type(within(dialog).getByRole('textbox', { name: 'Důvod' }), 'goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Prodloužit' }));
    await waitFor(() => expect(screen.getByText('Prodlouženo: Balíček Mini webu demo-blog, zaplaceno do 2027-06-30.')).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(untranslated([...SERVICE_DATA, 'goodwill'])).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Ukončit: Doména demo-blog.cz' }));
    const end = await screen.findByRole('dialog', { name: 'Ukončit: Doména demo-blog.cz' });
    await user.type(within(end).getByRole('textbox', { name: 'Důvod' }), 'fraud');
    await user.click(within(end).getByRole('button', { name: 'Ukončit službu' }));
    await waitFor(() => expect(screen.getByText('Ukončeno: Doména demo-blog.cz má nyní stav „Uvolněná“.')).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(untranslated(SERVICE_DATA)).toEqual([]);
    unmount();

    renderApp('/admin/services?dueWithinDays=soon', { language: 'cs' });
    // Czech writes 3 650 with a no-break space, which the matcher reads as a space.
    expect(await screen.findByRole('alert')).toHaveTextContent('„Běží a končí do“ musí být celý počet dnů od 0 do 3 650.');
    expect(untranslated(['soon'])).toEqual([]);
  });

  it('services: a private registration that ended says so, and when its registrant data became public, in Czech and English', async () => {
    signedInAs(OPERATOR);
    answerServices([
      serviceRow('svc-6', 'PRIVATE_REGISTRATION', 'RELEASED', { websiteName: null, domain: 'demo-blog.cz', itemName: null, paidUntil: '2027-01-15T00:00:00.000Z' }),
      serviceRow('svc-7', 'DOMAIN', 'RELEASED', { websiteName: null, domain: 'old-name.cz', itemName: null }),
    ]);
    const { unmount } = renderApp('/admin/services', { language: 'cs' });
    const table = await screen.findByRole('table', { name: 'Služby, ty s nejpozdějším koncem nahoře' });
    const [, ended, released] = within(table).getAllByRole('row');
    const status = within(ended as HTMLElement).getAllByRole('cell')[3];
    expect(status).toHaveTextContent(/^Ukončeno/);
    expect(within(status as HTMLElement).getByText('Údaje o držiteli domény jsou od 15. 1. 2027 veřejné.')).toBeInTheDocument();
    expect(released).toHaveTextContent('Uvolněná');
    expect(released).not.toHaveTextContent('Údaje o držiteli');
    expect(untranslated([...SERVICE_DATA, 'old-name.cz', '2027-01-15'])).toEqual([]);
    unmount();

    renderApp('/admin/services', { language: 'en' });
    const english = await screen.findByRole('table', { name: 'Services, the latest end first' });
    const [, endedInEnglish] = within(english).getAllByRole('row');
    const statusInEnglish = within(endedInEnglish as HTMLElement).getAllByRole('cell')[3];
    expect(statusInEnglish).toHaveTextContent(/^Ended/);
    expect(within(statusInEnglish as HTMLElement).getByText("The domain's registrant data are public from Jan 15, 2027.")).toBeInTheDocument();
  });

  it('services: a private registration left out of its domain\'s renewal says it is not renewed, and when it ends, in Czech and English', async () => {
    signedInAs(OPERATOR);
    answerServices([
      serviceRow('svc-8', 'PRIVATE_REGISTRATION', 'EXPIRING', { websiteName: null, domain: 'demo-blog.cz', itemName: null, paidUntil: '2027-01-15T00:00:00.000Z', notRenewed: true }),
      serviceRow('svc-9', 'DOMAIN', 'ACTIVE', { websiteName: null, domain: 'demo-blog.cz', itemName: null, paidUntil: '2028-01-15T00:00:00.000Z' }),
    ]);
    const { unmount } = renderApp('/admin/services', { language: 'cs' });
    const table = await screen.findByRole('table', { name: 'Služby, ty s nejpozdějším koncem nahoře' });
    const [, registration, domain] = within(table).getAllByRole('row');
    const status = within(registration as HTMLElement).getAllByRole('cell')[3];
    expect(status).toHaveTextContent(/^Neobnoveno: skončí ke svému datu/);
    expect(within(status as HTMLElement).getByText('Doména byla obnovena bez soukromé registrace: údaje o držiteli domény budou od 15. 1. 2027 veřejné.')).toBeInTheDocument();
    expect(domain).not.toHaveTextContent('Neobnoveno');
    expect(untranslated([...SERVICE_DATA, '2027-01-15', '2028-01-15'])).toEqual([]);
    unmount();

    renderApp('/admin/services', { language: 'en' });
    const english = await screen.findByRole('table', { name: 'Services, the latest end first' });
    const [, registrationInEnglish] = within(english).getAllByRole('row');
    const statusInEnglish = within(registrationInEnglish as HTMLElement).getAllByRole('cell')[3];
    expect(statusInEnglish).toHaveTextContent(/^Not renewed: ends on its date/);
    expect(within(statusInEnglish as HTMLElement).getByText("Its domain was renewed without it: the domain's registrant data become public on Jan 15, 2027.")).toBeInTheDocument();
  });

  it('services: a change the server cannot make stays in the dialog', async () => {
    signedInAs(OPERATOR);
    answerServices(SERVICE_ROWS.slice(0, 1));
    server.use(graphql.mutation('AdminEndService', () => HttpResponse.error()));
    const { user } = renderApp('/admin/services', { language: 'cs' });
    await user.click(await screen.findByRole('button', { name: 'Ukončit: Balíček Mini webu demo-blog' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Důvod' }), 'fraud');
    await user.click(within(dialog).getByRole('button', { name: 'Ukončit službu' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Službu se nepodařilo změnit. Zkuste to prosím znovu.');
    expect(untranslated([...SERVICE_DATA, 'fraud'])).toEqual([]);
  });

  it('refunds: payments and refunds with their statuses, the form\'s checks and the confirmation', async () => {
    signedInAs(OPERATOR);
    server.use(graphql.query('AdminOrderRefunds', () => HttpResponse.json({ data: { adminOrderRefunds: ORDER_REFUNDS } })));
    const { user } = renderApp(`/admin/orders/${ORDER_REFUNDS.identifier}/refunds?payment=pay-2`, { language: 'cs' });

    const form = await screen.findByRole('form', { name: 'Vrácení platby (Online platba)' });
    expect(untranslated(REFUND_DATA)).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: 'Důvod' }), 'goodwill');
    await user.click(within(form).getByRole('button', { name: 'Vrátit…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Potvrďte vrácení' });
    expect(dialog).toHaveTextContent('Vrátit zákazníkovi 121.00 EUR z platby (Online platba, zaplaceno €121.00)?');
    expect(untranslated([...REFUND_DATA, '121.00'])).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The form's own checks.
    await user.clear(within(form).getByRole('textbox', { name: 'Částka k vrácení (EUR)' }));
    await user.clear(within(form).getByRole('textbox', { name: 'Důvod' }));
    await user.click(within(form).getByRole('button', { name: 'Vrátit…' }));
    await within(form).findByText('Zadejte částku k vrácení větší než nula, např. 12,50.');
    expect(within(form).getByText('Uveďte důvod vrácení.')).toBeInTheDocument();
    expect(untranslated(REFUND_DATA)).toEqual([]);
  });

  it('refunds: each payment and refund names its method by its provider in Czech, whatever its title says', async () => {
    // Titles the page cannot read: the provider is what it says the method by.
    const titled = (provider: string) => `The server's title of ${provider}`;
    const coded = {
      ...ORDER_REFUNDS,
      payments: [refundPayment('pay-1', titled('transfer'), 'transfer'), refundPayment('pay-2', titled('gateway'), 'gateway')],
      refunds: [refundRecord('r1', 'refunded', { provider: 'stripe', methodTitle: titled('stripe') }), refundRecord('r2', 'refunded', { provider: 'voucher', methodTitle: titled('voucher') })],
    };
    signedInAs(OPERATOR);
    server.use(graphql.query('AdminOrderRefunds', () => HttpResponse.json({ data: { adminOrderRefunds: coded } })));
    renderApp(`/admin/orders/${ORDER_REFUNDS.identifier}/refunds`, { language: 'cs' });
    const [payments, refunds] = await screen.findAllByRole('table');
    expect(payments).toHaveTextContent('Bankovní převod');
    expect(payments).toHaveTextContent('Online platba');
    expect(refunds).toHaveTextContent('Platební karta');
    expect(refunds).toHaveTextContent('Slevový kód');
    expect(document.body).not.toHaveTextContent("The server's title");
  });

  it('refunds: a bank transfer\'s refund recorded, with its credit note', async () => {
    signedInAs(OPERATOR);
    const recorded = refundRecord('r9', 'to_pay_out', { amountFormatted: '€101.00' });
    server.use(
      graphql.query('AdminOrderRefunds', () => HttpResponse.json({ data: { adminOrderRefunds: ORDER_REFUNDS } })),
      graphql.mutation('AdminRefundPayment', () =>
        HttpResponse.json({ data: { adminRefundPayment: { refund: recorded, order: { ...ORDER_REFUNDS, refunds: [...ORDER_REFUNDS.refunds, recorded] } } } }),
      ),
    );
    const { user } = renderApp(`/admin/orders/${ORDER_REFUNDS.identifier}/refunds`, { language: 'cs' });
    const form = await screen.findByRole('form', { name: 'Vrácení platby (Bankovní převod)' });
    await user.type(within(form).getByRole('textbox', { name: 'Důvod' }), 'goodwill');
    await user.click(within(form).getByRole('button', { name: 'Vrátit…' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Potvrďte vrácení' })).getByRole('button', { name: 'Vrátit' }));
    await screen.findByText(/^Vrácení částky €101.00 je zaznamenáno/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(untranslated([...REFUND_DATA, '€101.00', 'CN-r9'])).toEqual([]);
  });

  it('refunds: an order the server refuses, its refusal as it came', async () => {
    signedInAs(OPERATOR);
    const refusal = 'Objednávka ORD-NONE neexistuje.';
    server.use(graphql.query('AdminOrderRefunds', () => graphqlError(refusal, 'ORDER_NOT_FOUND')));
    renderApp('/admin/orders/ORD-NONE/refunds', { language: 'cs' });
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(untranslated(['ORD-NONE', refusal])).toEqual([]);
  });

  it('bank statements: the open payments, resolving one, and a statement\'s preview', async () => {
    signedInAs(OPERATOR);
    server.use(
      graphql.query('AdminOpenStatementLines', () => HttpResponse.json({ data: { adminOpenStatementLines: OPEN_LINES } })),
      graphql.mutation('AdminResolveStatementLine', () => HttpResponse.json({ data: { adminResolveStatementLine: { id: 'line-twice', outcome: 'REFUNDED' } } })),
      graphql.query('AdminPreviewStatement', () => HttpResponse.json({ data: { adminPreviewStatement: { lines: PREVIEW_LINES } } })),
    );
    const { user } = renderApp('/admin/statements', { language: 'cs' });

    const open = await screen.findByRole('list', { name: 'Platby k vyřešení' });
    expect(untranslated(STATEMENT_DATA)).toEqual([]);

    const twice = within(open).getAllByRole('listitem')[3] as HTMLElement;
    await user.type(within(twice).getByRole('textbox', { name: 'Důvod' }), 'paid twice');
    await user.click(within(twice).getByRole('button', { name: 'Vrátit přeplatek' }));
    await screen.findByText(/^Platba €121.00 \(0012345678\) se má vrátit/);
    expect(untranslated(STATEMENT_DATA)).toEqual([]);

    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['<Document/>'], 'listopad.xml', { type: 'text/xml' }));
    await screen.findByRole('heading', { name: 'Náhled: listopad.xml' });
    expect(untranslated([...STATEMENT_DATA, 'listopad.xml'])).toEqual([]);
  });

  it('bank statements: a statement imported', async () => {
    signedInAs(OPERATOR);
    const imported = PREVIEW_LINES.slice(0, 3).map((line, index) => ({ ...line, id: `line-${index}` }));
    server.use(
      graphql.query('AdminOpenStatementLines', () => HttpResponse.json({ data: { adminOpenStatementLines: [] } })),
      graphql.query('AdminPreviewStatement', () => HttpResponse.json({ data: { adminPreviewStatement: { lines: PREVIEW_LINES } } })),
      graphql.mutation('AdminImportStatement', () => HttpResponse.json({ data: { adminImportStatement: { statementId: 'st-1', lines: imported } } })),
    );
    const { user } = renderApp('/admin/statements', { language: 'cs' });
    await screen.findByText('Žádná platba na Vás nečeká.');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['<Document/>'], 'listopad.xml', { type: 'text/xml' }));
    await user.click(await screen.findByRole('button', { name: 'Potvrdit import' }));
    await screen.findByRole('heading', { name: 'Soubor listopad.xml je importován' });
    expect(screen.getByText('1 platba zaplatila svou objednávku; 1 platbu zbývá vyřešit níže.')).toBeInTheDocument();
    expect(untranslated([...STATEMENT_DATA, 'listopad.xml'])).toEqual([]);
  });

  it('bank statements: a file too large, and open payments that could not be loaded', async () => {
    signedInAs(OPERATOR);
    server.use(graphql.query('AdminOpenStatementLines', () => HttpResponse.error()));
    const { user } = renderApp('/admin/statements', { language: 'cs' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nevyřešené platby se nepodařilo načíst. Zkuste to prosím znovu.');

    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['x'.repeat(600 * 1024)], 'rok.xml', { type: 'text/xml' }));
    await screen.findByText(/^rok.xml nelze importovat: Výpis je větší než 512 KB/);
    expect(untranslated(['rok.xml'])).toEqual([]);
  });

  it('e-mail: failed and delayed messages, and a resend with its notice', async () => {
    signedInAs(OPERATOR);
    server.use(
      graphql.query('AdminMailProblems', () => HttpResponse.json({ data: { adminMailProblems: { messages: MAIL_ROWS, total: 2, pageSize: 25 } } })),
      graphql.mutation('AdminResendMail', () => HttpResponse.json({ data: { adminResendMail: { id: 'failed', status: 'PENDING' } } })),
    );
    const { user } = renderApp('/admin/mail', { language: 'cs' });

    await screen.findByRole('table', { name: 'Neodeslané a zpožděné e-maily, nejnovější první' });
    expect(untranslated(MAIL_DATA)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Znovu odeslat zprávu pro failed@example.test' }));
    await waitFor(() => expect(screen.getByText('Zpráva pro failed@example.test je zpět ve frontě: za okamžik se odešle.')).toHaveFocus());
    expect(untranslated(MAIL_DATA)).toEqual([]);
  });

  it('the audit log with an entry, and with none', async () => {
    signedInAs(OPERATOR);
    server.use(graphql.query('AdminAuditLog', () => HttpResponse.json({ data: { adminAuditLog: { entries: [AUDIT_ENTRY], total: 1, pageSize: 25 } } })));
    const { unmount } = renderApp('/admin/audit', { language: 'cs' });
    await screen.findByRole('table', { name: 'Akce operátorů, nejnovější první' });
    expect(untranslated(AUDIT_DATA)).toEqual([]);
    unmount();

    server.use(graphql.query('AdminAuditLog', () => HttpResponse.json({ data: { adminAuditLog: { entries: [], total: 0, pageSize: 25 } } })));
    renderApp('/admin/audit', { language: 'cs' });
    await screen.findByText('Těmto filtrům neodpovídá žádný záznam.');
    expect(untranslated()).toEqual([]);
  });

  it('the shell to a customer', async () => {
    signedInAs(demoUser);
    renderApp('/admin/orders', { language: 'cs' });
    await screen.findByText('Tato část portálu je určena jeho provozovatelům. Váš účet je zákaznický.');
    expect(untranslated([demoUser.fullname])).toEqual([]);
  });

  it('the shell to a visitor: the sign-in prompt', async () => {
    renderApp('/admin/orders', { language: 'cs' });
    await screen.findByRole('heading', { level: 1, name: 'Administrace' });
    expect(untranslated()).toEqual([]);
  });
});
