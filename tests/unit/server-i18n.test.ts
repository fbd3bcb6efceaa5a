/**
 * The server's words in Czech (docs/frontend.md "Messages in Czech and English"): every e-mail template rendered in
 * Czech keeps none of the English catalogue's words, and its subject differs from the English one; an invoice and a
 * credit note kept in Czech read in Czech, with Czech amounts and dates, while English ones are as they were.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../contracts/language';
import type { CreditNoteSnapshot } from '../../server/invoices/credit-note';
import { renderCreditNotePdf } from '../../server/invoices/credit-note';
import { renderSnapshotPdf } from '../../server/invoices/pdf';
import type { InvoiceSnapshot } from '../../server/invoices/snapshot';
import { renderMail } from '../../server/mail/render';
import { MAIL_TEMPLATES, type MailDataByTemplate } from '../../server/mail/types';
import { pdfText } from '../support/pdf-text';
import { ENGLISH_ITEM_WORDS } from '../../server/domain/checkout/item-title';
import { orderWords } from '../../server/orders/order-words';

const catalogue = (language: Language): Record<string, string> => JSON.parse(readFileSync(`server/i18n/locales/${language}.json`, 'utf8'));
const english = catalogue('en');
const czech = catalogue('cs');

/**
 * The fixed parts of each English message of two words or more (what is left between its arguments), of the messages
 * whose Czech differs: any of them in a Czech text is a word left in English.
 */
const ENGLISH_FRAGMENTS = Object.entries(english)
  .filter(([id, message]) => czech[id] !== message)
  .flatMap(([, message]) => {
    let text = message;
    // Innermost arguments first, until no brace is left: what remains are the words written around them.
    while (/\{[^{}]*\}/.test(text)) text = text.replace(/\{[^{}]*\}/g, '\u0000');
    return text.split('\u0000');
  })
  .map((fragment) => fragment.trim())
  .filter((fragment) => fragment.split(/\s+/).length >= 2);

const englishIn = (text: string) => ENGLISH_FRAGMENTS.filter((fragment) => text.replace(/\s+/g, ' ').includes(fragment));

const money = (amountMinor: bigint, currency = 'CZK') => ({ amountMinor, currency });
const at = '2026-11-28T14:00:00.000Z';

/** Sample data of every template, each optional part present. */
const SAMPLES: { [T in (typeof MAIL_TEMPLATES)[number]]: MailDataByTemplate[T][] } = {
  'order-received': [
    {
      name: 'Jana Nováková',
      orderIdentifier: 'ORD-TEST0001',
      orderUrl: '/orders/ORD-TEST0001',
      instructions: { accountName: 'Hosting Portal s.r.o.', iban: 'CZ6508000000192000145399', domesticAccount: '19-2000145399/0800', bic: 'GIBACZPX', reference: '1234567890', amount: money(305_250n) },
      payBy: at,
      qrAttached: true,
    },
  ],
  'payment-received': [{ name: 'Jana Nováková', orderIdentifier: 'ORD-TEST0001', orderUrl: '/orders/ORD-TEST0001', amount: money(12_100n, 'EUR') }],
  'domain-registered': [{ name: 'Jana Nováková', domain: 'novakova.cz', orderIdentifier: 'ORD-TEST0001', expiresAt: at }],
  'password-reset': [{ name: 'Jana Nováková', resetUrl: '/password-reset?token=t', expiresAt: at }],
  'operator-invite': [{ name: 'Jana Nováková', resetUrl: '/password-reset?token=t', expiresAt: at }],
  'sign-up-confirm': [{ name: 'Jana Nováková', confirmUrl: '/sign-up/confirm?token=t', expiresAt: at }],
  'welcome': [{ name: 'Jana Nováková' }],
  'sign-up-attempt': [{ name: 'Jana Nováková', signInUrl: '/?login', resetUrl: '/?reset' }],
  'website-free-version': [{ name: 'Jana Nováková', website: 'novakova-blog', packageName: 'Business', keptUntil: at, renewUrl: '/renew/x' }],
  'website-archive-notice': [{ name: 'Jana Nováková', website: 'novakova-blog', archivedOn: at, renewUrl: '/renew/x' }],
  'website-archived': [{ name: 'Jana Nováková', website: 'novakova-blog' }],
  'domain-redemption': [{ name: 'Jana Nováková', domain: 'novakova.cz', releasedOn: at, renewUrl: '/renew/x' }],
  'domain-released': [{ name: 'Jana Nováková', domain: 'novakova.cz' }],
  'website-downgraded': [
    { name: 'Jana Nováková', website: 'novakova-blog', packageName: 'Start', previousPackageName: 'Business', paidUntil: at, warning: null },
    { name: 'Jana Nováková', website: 'novakova-blog', packageName: 'Start', previousPackageName: null, paidUntil: at, warning: 'X.' },
  ],
  'renewal-reminder': [
    { name: 'Jana Nováková', website: 'novakova-blog', services: [{ title: 'Business', paidUntil: at }], daysLeft: 30, orderIdentifier: 'ORD-TEST0002', renewUrl: '/renew/x' },
    { name: 'Jana Nováková', website: null, services: [{ title: 'novakova.cz', paidUntil: at }], daysLeft: -3, orderIdentifier: 'ORD-TEST0002', renewUrl: '/renew/x' },
    { name: 'Jana Nováková', website: null, services: [{ title: 'novakova.cz', paidUntil: at }], daysLeft: 0, orderIdentifier: 'ORD-TEST0002', renewUrl: '/renew/x' },
  ],
  'renewal-card-failed': (['authentication', 'declined', 'expired'] as const).map((reason, index) => ({
    name: 'Jana Nováková',
    website: index === 0 ? 'novakova-blog' : null,
    serviceTitle: 'novakova.cz',
    card: 'Visa 4242',
    reason,
    paidUntil: at,
    orderIdentifier: 'ORD-TEST0002',
    retryOn: index === 2 ? null : at,
    renewUrl: '/renew/x',
  })),
  'saved-card-expiring': [
    { name: 'Jana Nováková', website: 'novakova-blog', serviceTitle: 'Business', card: 'Visa 4242', lastDay: at, chargeOn: at, paidUntil: at, renewUrl: '/renew/x' },
    { name: 'Jana Nováková', website: null, serviceTitle: 'novakova.cz', card: 'Visa 4242', lastDay: at, chargeOn: at, paidUntil: at, renewUrl: '/renew/x' },
  ],
};

const cases = MAIL_TEMPLATES.flatMap((template) => (SAMPLES[template] as MailDataByTemplate[typeof template][]).map((data, index) => [`${template} #${index + 1}`, template, data] as const));

describe('the e-mails in Czech', () => {
  it('finds the English words it looks for', () => {
    expect(ENGLISH_FRAGMENTS).toContain('Thank you for your order. Your services start when the payment arrives. Please pay by bank transfer:');
    expect(englishIn('Dobrý den. Your bank declined the payment.')).toEqual(['Your bank declined the payment.']);
  });

  it.each(cases)('%s: keeps no English words, and its subject is not the English one', async (_name, template, data) => {
    const [cs, en] = [await renderMail(template, data as never, 'https://portal.example', 'cs'), await renderMail(template, data as never, 'https://portal.example', 'en')];
    expect(englishIn(`${cs.subject}\n${cs.text}`)).toEqual([]);
    expect(cs.subject).not.toBe(en.subject);
    expect(cs.html).toContain(' lang="cs"');
    expect(englishIn(`${en.subject}\n${en.text}`).length).toBeGreaterThan(0);
  });

  it('writes Czech amounts, dates and plurals', async () => {
    const order = await renderMail('order-received', SAMPLES['order-received'][0]!, 'https://portal.example', 'cs');
    expect(order.subject).toBe('Objednávka ORD-TEST0001 přijata: zaplaťte bankovním převodem');
    expect(order.text.replace(/\s+/g, ' ')).toContain('3 052,50 Kč');
    expect(order.text).toContain('28. listopadu 2026 v 14:00 UTC');
    const reminder = await renderMail('renewal-reminder', { ...SAMPLES['renewal-reminder'][0]!, daysLeft: 3 }, 'https://portal.example', 'cs');
    expect(reminder.subject).toBe('Vaše služby pro novakova-blog končí za 3 dny: obnovte je nyní');
  });

  it('in English, says what it always said', async () => {
    const order = await renderMail('order-received', SAMPLES['order-received'][0]!, 'https://portal.example');
    expect(order.subject).toBe('Order ORD-TEST0001 received: pay by bank transfer');
    expect(order.text.replace(/\s+/g, ' ')).toContain('Please pay by 28 November 2026 at 14:00 UTC. After that the order expires and can no longer be paid.');
    expect(order.html).toContain(' lang="en"');
    const reminder = await renderMail('renewal-reminder', SAMPLES['renewal-reminder'][1]!, 'https://portal.example');
    expect(reminder.subject).toBe('Your novakova.cz ended 3 days ago: renew now');
  });
});

const invoice = (language?: Language): InvoiceSnapshot => ({
  number: '2026-000042',
  issuedAt: '2026-03-02T10:00:00.000Z',
  orderIdentifier: 'ORD-TEST0001',
  currency: 'EUR',
  seller: { name: 'Hosting Portal s.r.o.', addressLines: ['Řípská 1', '627 00 Brno'], companyId: '12345679', vatId: 'CZ12345679' },
  buyer: { name: 'Jana Nováková', addressLines: ['Dlouhá 2', '110 00 Praha'], companyId: '87654321', vatId: 'CZ87654321', email: 'jana@example.com' },
  lines: [{ description: 'Business', period: '12 months', periodFrom: '2026-03-02', periodUntil: '2027-03-02', netMinor: '123456', vatRateBasisPoints: 2100 }],
  vatRates: [{ rateBasisPoints: 2100, taxableMinor: '123456', vatMinor: '25926' }],
  totalNetMinor: '123456',
  totalVatMinor: '25926',
  totalMinor: '149382',
  reverseCharge: false,
  sellerVatPayer: true,
  paymentMethod: 'Card',
  paymentCard: 'Visa 4242',
  vatInCzk: { rate: { date: '2026-02-27', currency: 'EUR', amount: 1, rate: '24.335' }, taxableMinor: '3004302', vatMinor: '630903' },
  vies: { consultationNumber: 'WAPIAAAAXYZ', checkedAt: '2026-03-02T09:59:00.000Z' },
  ...(language ? { language } : {}),
});

const creditNote = (language?: Language): CreditNoteSnapshot => ({
  number: 'CN-2026-000001',
  issuedAt: '2026-03-10T10:00:00.000Z',
  invoiceNumber: '2026-000042',
  invoiceIssuedAt: '2026-03-02T10:00:00.000Z',
  orderIdentifier: 'ORD-TEST0001',
  currency: 'EUR',
  seller: invoice().seller,
  buyer: invoice().buyer,
  reason: 'Zrušení objednávky',
  paymentMethod: 'Bank transfer',
  vatRateBasisPoints: 2100,
  reverseCharge: true,
  netMinor: '10000',
  vatMinor: '2100',
  totalMinor: '12100',
  vatInCzk: { rate: { date: '2026-02-27', currency: 'EUR', amount: 1, rate: '24.335' }, taxableMinor: '243350', vatMinor: '51104' },
  ...(language ? { language } : {}),
});

describe('the invoice and the credit note in Czech', () => {
  it('an invoice kept in Czech reads in Czech, with Czech amounts and dates', async () => {
    const text = (await pdfText(await renderSnapshotPdf(invoice('cs')))).replace(/\s+/g, ' ');
    expect(englishIn(text)).toEqual([]);
    for (const words of ['Faktura – daňový doklad', 'Datum vystavení: 2. 3. 2026', 'Platební karta (Visa 4242, strženo automaticky)', '12 měsíců', 'Odběratel', 'DIČ: CZ87654321', 'Celkem: 1 493,82 €', 'Kurz České národní banky ze dne 27. 2. 2026: 1 EUR = 24,335 CZK']) {
      expect(text).toContain(words);
    }
  });

  it('a credit note kept in Czech reads in Czech', async () => {
    const text = (await pdfText(await renderCreditNotePdf(creditNote('cs')))).replace(/\s+/g, ' ');
    expect(englishIn(text)).toEqual([]);
    for (const words of ['Dobropis', 'Opravuje fakturu: 2026-000042 ze dne 2. 3. 2026', 'Způsob vrácení: Bankovní převod', 'Vráceno celkem: 121,00 €', 'Přenesení daňové povinnosti']) {
      expect(text).toContain(words);
    }
  });

  it('without a language (issued before it was kept), both stay English and the same bytes as an English one', async () => {
    expect(Buffer.compare(await renderSnapshotPdf(invoice()), await renderSnapshotPdf({ ...invoice(), language: 'en' }))).toBe(0);
    const text = await pdfText(await renderSnapshotPdf(invoice()));
    expect(text).toContain('Total: 1493.82 EUR');
    expect(text).toContain('Paid in full by card (Visa 4242, charged automatically); nothing remains to be paid.');
    expect(await pdfText(await renderCreditNotePdf(creditNote()))).toContain('This credit note reduces invoice 2026-000042 by 121.00 EUR.');
  });
});

describe('an order\'s words', () => {
  it('in English from the catalogue are the domain\'s own English words (the invoice\'s stored lines), word for word', () => {
    const english = orderWords('en');
    const samples: [keyof typeof ENGLISH_ITEM_WORDS, unknown[]][] = [
      ['packageTitle', ['Standard']],
      ['domain', ['příklad.cz']],
      ['transfer', ['example.com']],
      ['privateRegistration', ['example.com']],
      ['months', [1]],
      ['months', [12]],
      ['years', [1]],
      ['years', [3]],
      ['until', ['Jan 1, 2028']],
      ['untilWithPackage', ['Jan 1, 2028', 'Standard']],
    ];
    for (const [word, values] of samples) {
      const own = (ENGLISH_ITEM_WORDS[word] as (...args: unknown[]) => string)(...values);
      expect((english[word] as (...args: unknown[]) => string)(...values), word).toBe(own);
    }
  });

  it('in Czech name the periods with Czech plurals', () => {
    const czech = orderWords('cs');
    expect([1, 2, 5, 12, 24].map((count) => czech.months(count))).toEqual(['1 měsíc', '2 měsíce', '5 měsíců', '12 měsíců', '24 měsíců']);
    expect([1, 2, 5].map((count) => czech.years(count))).toEqual(['1 rok', '2 roky', '5 let']);
  });
});
