/**
 * The portal's refusals in the request's language (server/http/error-language.ts): the language cookie or the
 * browser's Accept-Language turns a known refusal into Czech; English stays the SPEC's words, and a message written
 * for one request goes as it is; a refusal with names in it (a domain, a website) keeps them, in the Czech words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contracts/auth';
import { STATEMENT_MAX_BYTES, STATEMENT_TOO_LARGE_MESSAGE } from '../../contracts/bank-statements';
import { LANGUAGE_COOKIE } from '../../contracts/language';
import { SAVED_CARD_MESSAGES } from '../../contracts/saved-cards';
import { translatedErrorMessage } from '../../server/http/error-language';
import { INTERNAL_ERROR_MESSAGE } from '../../server/http/errors';
import { english as serverEnglish, serverT, type ServerMessageId, type ServerMessageValues } from '../../server/i18n';
import { messages as czech } from '../../server/i18n/locales/cs';
import { messages as english } from '../../server/i18n/locales/en';
import { CHECKOUT_MESSAGES } from '../../server/orders/checkout-errors';
import { ORDER_MESSAGES } from '../../server/orders/create-package-order';
import { DOMAIN_MESSAGES } from '../../server/orders/domain-orders';
import { ADDON_ORDER_MESSAGES } from '../../server/orders/create-addon-order';
import { PAYMENT_MESSAGES } from '../../server/payments/errors';
import { RENEWAL_MESSAGES } from '../../server/renewals/open';
import { tooManyAttemptsMessage, tooManySignUpsMessage } from '../../server/auth/routes';
import { SESSION_COOKIE } from '../../server/auth/sessions';
import { signUpAndConfirm } from '../support/sign-up';
import { OPERATOR_ONLY_MESSAGE, TWO_FACTOR_REQUIRED_MESSAGE } from '../../server/admin/guard';
import { REFUND_MESSAGES } from '../../server/admin/refunds';
import { TWO_FACTOR_MESSAGES } from '../../server/auth/two-factor-store';
import { demoOperator } from '../../server/db/catalogue';
import { withNewRate } from '../../server/domain/checkout/vat-rates';
import { client, signInOperator } from './accounts';
import { startTestApp, type TestApp } from './app';

let harness: TestApp;
beforeAll(async () => {
  harness = await startTestApp();
});
afterAll(async () => {
  await harness.close();
});

const signIn = (headers: Record<string, string>) =>
  harness.app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress: '192.0.2.61', headers: { host: 'localhost:3000', ...headers }, payload: { email: 'nobody@example.test', password: 'not the password' } });
const text = (compiled: unknown) => (Array.isArray(compiled) ? compiled.join('') : String(compiled));

describe('refusals in the request\'s language', () => {
  it('a wrong password is refused in Czech for the Czech cookie or Accept-Language, in the SPEC\'s English otherwise', async () => {
    const inEnglish = await signIn({});
    expect(inEnglish.statusCode).toBe(401);
    expect(inEnglish.json().error).toEqual({ code: 'INVALID_CREDENTIALS', message: AUTH_MESSAGES.INVALID_CREDENTIALS, parameter: 'password' });

    const byCookie = await signIn({ cookie: `${LANGUAGE_COOKIE}=cs` });
    expect(byCookie.statusCode).toBe(401);
    expect(byCookie.json().error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'E-mail nebo heslo není správné.', parameter: 'password' });

    const byHeader = await signIn({ 'accept-language': 'cs-CZ,cs;q=0.9,en;q=0.8' });
    expect(byHeader.json().error.message).toBe('E-mail nebo heslo není správné.');
    // The visitor's choice wins over the browser's languages.
    expect((await signIn({ 'accept-language': 'cs-CZ', cookie: `${LANGUAGE_COOKIE}=en` })).json().error.message).toBe(AUTH_MESSAGES.INVALID_CREDENTIALS);
  });

  it('a GraphQL refusal with a known message is answered in Czech for a Czech request, with its code and path as they were', async () => {
    const who = await signUpAndConfirm(harness.app, { fullname: 'Petr Svoboda', email: 'petr@hosting-portal.test', password: 'a long password' }, client('192.0.2.62'));
    const deleteDraft = async (cookie: string) => {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: who.ip,
        headers: { host: 'localhost:3000', cookie: `${SESSION_COOKIE}=${who.cookie ?? ''}${cookie}` },
        payload: { query: 'mutation ($orderIdentifier: String!) { deleteDraftOrder(orderIdentifier: $orderIdentifier) }', variables: { orderIdentifier: 'NO-SUCH-ORDER' } },
      });
      return (response.json() as { errors: { message: string; path?: string[]; extensions: { code: string } }[] }).errors[0];
    };
    expect(await deleteDraft('')).toMatchObject({ message: CHECKOUT_MESSAGES.ORDER_NOT_FOUND, extensions: { code: 'ORDER_NOT_FOUND' } });
    const inCzech = await deleteDraft(`; ${LANGUAGE_COOKIE}=cs`);
    expect(inCzech).toMatchObject({ message: 'Tuto objednávku jsme ve vašem účtu nenašli.', path: ['deleteDraftOrder'], extensions: { code: 'ORDER_NOT_FOUND' } });
    // The English answer after it is still English: nothing was changed in place.
    expect((await deleteDraft(''))?.message).toBe(CHECKOUT_MESSAGES.ORDER_NOT_FOUND);
  });

  it('every fixed refusal (account, checkout, payments, package orders, renewals, saved cards, the generic one) has a Czech message', () => {
    const fixed = [
      ...Object.entries(AUTH_MESSAGES),
      ['INTERNAL', INTERNAL_ERROR_MESSAGE],
      ...Object.entries(CHECKOUT_MESSAGES),
      ...Object.entries(PAYMENT_MESSAGES),
      ...Object.entries(ORDER_MESSAGES).flatMap(([code, message]) => (typeof message === 'string' ? [[code, message] as const] : [])),
      ['ADDON_NOT_FOUND', ADDON_ORDER_MESSAGES.ADDON_NOT_FOUND],
      ['INVALID_DOMAIN_NAME', DOMAIN_MESSAGES.INPUT_TOO_LONG],
      ...Object.entries(RENEWAL_MESSAGES),
      ['PROJECT_REQUIRED', DOMAIN_MESSAGES.PROJECT_REQUIRED],
      ...Object.entries(SAVED_CARD_MESSAGES),
    ];
    const untranslated = fixed.filter(([code, message]) => {
      const translated = translatedErrorMessage(code, message, 'cs');
      return translated === undefined || translated === message || !/[áčďéěíňóřšťúůýž]/i.test(translated);
    });
    expect(untranslated).toEqual([]);
    // The English catalogue's own words are the constants' (a constant changed without its catalogue entry is caught above).
    expect(text(english['error.INVALID_CREDENTIALS'])).toBe(AUTH_MESSAGES.INVALID_CREDENTIALS);
    expect(text(czech['error.INVALID_CREDENTIALS'])).toBe('E-mail nebo heslo není správné.');
  });

  it('a refusal with a name in it is answered in Czech with the name as it was sent, over REST and GraphQL', async () => {
    const named: [string, string, string][] = [
      ['DOMAIN_TAKEN', DOMAIN_MESSAGES.DOMAIN_TAKEN('žluťoučký-kůň.cz'), 'Doména žluťoučký-kůň.cz je bohužel již obsazená. Zkuste prosím jinou koncovku nebo jiný název.'],
      ['TLD_NOT_OFFERED', DOMAIN_MESSAGES.TLD_NOT_OFFERED('xyz'), 'Domény .xyz zatím neprodáváme'],
      ['INVALID_AUTH_CODE', DOMAIN_MESSAGES.AUTH_CODE_MISMATCH('example.com'), 'Tento autorizační kód k doméně example.com nepatří. Ověřte si ho prosím u svého současného registrátora.'],
      ['PROJECT_NOT_FOUND', ORDER_MESSAGES.PROJECT_NOT_FOUND('my shop. (2)'), 'Web s názvem my shop. (2) jsme ve Vašem účtu nenašli.'],
      ['ADDON_ALREADY_ACTIVE', ADDON_ORDER_MESSAGES.ADDON_ALREADY_ACTIVE('Five more mailboxes', 'jana-shop'), 'Five more mailboxes už na webu jana-shop máte.'],
    ];
    for (const [code, message, czechWords] of named) expect(translatedErrorMessage(code, message, 'cs'), message).toBe(czechWords);
    // The English words are the catalogue's, values in their places, unchanged.
    expect(DOMAIN_MESSAGES.DOMAIN_TAKEN('example.cz')).toBe('Sorry, example.cz is already taken. Please try it with another ending, or another name.');
    // Another code's message, or a message that does not fit the words around the values, is not touched.
    expect(translatedErrorMessage('DOMAIN_NOT_TRANSFERABLE', DOMAIN_MESSAGES.DOMAIN_TAKEN('example.cz'), 'cs')).toBeUndefined();
    expect(translatedErrorMessage('DOMAIN_TAKEN', 'Sorry, example.cz is taken.', 'cs')).toBeUndefined();

    const who = await signUpAndConfirm(harness.app, { fullname: 'Eva Dvořáková', email: 'eva@hosting-portal.test', password: 'a long password' }, client('192.0.2.63'));
    const orderPackage = await harness.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: who.ip,
      headers: { host: 'localhost:3000', cookie: `${SESSION_COOKIE}=${who.cookie ?? ''}; ${LANGUAGE_COOKIE}=cs` },
      payload: { query: 'mutation { createPackageOrder(projectName: "eshop-nikde", packageIdentifier: "standard", action: "buy", version: 1, checkoutUrl: "/checkout") { orderIdentifier } }' },
    });
    expect((orderPackage.json() as { errors: { message: string; extensions: { code: string } }[] }).errors[0]).toMatchObject({ message: 'Web s názvem eshop-nikde jsme ve Vašem účtu nenašli.', extensions: { code: 'PROJECT_NOT_FOUND' } });
  });

  it('too many sign-in attempts or sign-ups: the wait in whole minutes, in Czech with Czech plurals; the English as it always was', () => {
    expect(tooManyAttemptsMessage(900)).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
    expect(tooManyAttemptsMessage(30)).toBe('Too many sign-in attempts. Please try again in 1 minute.');
    expect(tooManySignUpsMessage(3600)).toBe('Too many sign-ups. Please try again in 60 minutes.');
    const cs = (message: string) => translatedErrorMessage('TOO_MANY_ATTEMPTS', message, 'cs');
    expect(cs(tooManyAttemptsMessage(900))).toBe('Příliš mnoho pokusů o přihlášení. Zkuste to prosím znovu za 15 minut.');
    expect(cs(tooManyAttemptsMessage(120))).toBe('Příliš mnoho pokusů o přihlášení. Zkuste to prosím znovu za 2 minuty.');
    expect(cs(tooManyAttemptsMessage(60))).toBe('Příliš mnoho pokusů o přihlášení. Zkuste to prosím znovu za minutu.');
    expect(cs(tooManySignUpsMessage(3600))).toBe('Příliš mnoho registrací. Zkuste to prosím znovu za 60 minut.');
  });

  it('values the server wrote (days, a moment, limits, amounts with their currency) are written by Intl in Czech; what the person typed stays as typed', () => {
    const czechOf = (code: string, id: ServerMessageId, values: ServerMessageValues) => translatedErrorMessage(code, serverEnglish(id, values), 'cs');
    expect(czechOf('INVALID_INPUT', 'error.INVALID_INPUT.dayAfterToday', { today: '2026-11-28' })).toBe('Zvolte den po dnešku (28. listopadu 2026).');
    expect(czechOf('INVALID_INPUT', 'error.INVALID_INPUT.vatRateOverlaps', { day: '2027-01-01' })).toBe('Tato země má sazbu od 1. ledna 2027: nová sazba musí začínat až po tomto dni, jinak by se období překrývala.');
    expect(czechOf('MAIL_NOT_FAILED', 'error.MAIL_NOT_FAILED.sent', { at: '2026-11-28 14:05 UTC' })).toBe('Tato zpráva byla odeslána 28. listopadu 2026 v 14:05 UTC: není co odesílat znovu.');
    expect(czechOf('STATEMENT_TOO_LARGE', 'error.STATEMENT_TOO_LARGE', { size: 1024 })).toBe('Výpis je větší než 1\u00a0024 KB. Exportujte kratší období a importujte ho po částech.');
    // The amount typed stays as typed, quoted; the most the portal records is the server's, written exactly.
    expect(czechOf('INVALID_AMOUNT', 'error.INVALID_AMOUNT.tooLarge', { amount: '99999999999999999999.00', max: '90071992547409.91', currency: 'EUR' })).toBe(
      '„99999999999999999999.00“ je víc, než portál dokáže zaznamenat (nejvýše 90\u00a0071\u00a0992\u00a0547\u00a0409,91 EUR).',
    );
    expect(czechOf('INVALID_AMOUNT', 'error.INVALID_AMOUNT.tooMuch', { amount: '1300.00 EUR', times: '10', identifier: 'ORD-AB12CD34', total: '121.00 EUR' })).toBe(
      '1\u00a0300,00\u00a0€ je víc než 10násobek celkové částky objednávky ORD-AB12CD34 (121,00\u00a0€): zkontrolujte částku.',
    );
    const line = serverEnglish('error.STATEMENT_INVALID.line', { line: 3, problem: serverEnglish('error.STATEMENT_INVALID.amountTooLarge', { amount: '99999999999999999999', max: '90071992547409.91', currency: 'EUR' }) });
    expect(translatedErrorMessage('STATEMENT_INVALID', line, 'cs')).toBe('Řádek 3: částka „99999999999999999999“ je vyšší, než portál dokáže zaznamenat (nejvýše 90\u00a0071\u00a0992\u00a0547\u00a0409,91 EUR).');
    // A day of a file, typed by its bank, is not one of the server's: as it was.
    const bookingDate = serverEnglish('error.STATEMENT_INVALID.line', { line: 2, problem: serverEnglish('error.STATEMENT_INVALID.bookingDate', { date: '2026-13-01' }) });
    expect(translatedErrorMessage('STATEMENT_INVALID', bookingDate, 'cs')).toBe('Řádek 2: datum zaúčtování „2026-13-01“ není datum (RRRR-MM-DD).');
    // English is never touched.
    expect(translatedErrorMessage('INVALID_INPUT', serverEnglish('error.INVALID_INPUT.dayAfterToday', { today: '2026-11-28' }), 'en')).toBeUndefined();
  });

  it('a message that is not its code\'s known one, or any English answer, goes as it was written', () => {
    expect(translatedErrorMessage('INVALID_CREDENTIALS', 'Something else.', 'cs')).toBeUndefined();
    expect(translatedErrorMessage('NO_SUCH_CODE', 'The email or password is not correct.', 'cs')).toBeUndefined();
    expect(translatedErrorMessage('INVALID_CREDENTIALS', AUTH_MESSAGES.INVALID_CREDENTIALS, 'en')).toBeUndefined();
  });
});

/**
 * The back office's refusals (server/admin): asked by an operator with the Czech cookie or Accept-Language, in Czech
 * with their field messages; asked in English, the words the back office always showed, byte for byte.
 */
describe('the back office\'s refusals in the request\'s language', () => {
  interface Refusal {
    message: string;
    extensions?: { code?: string; errors?: Record<string, string> };
  }
  let operator: { ip: string; cookie: string | undefined };
  beforeAll(async () => {
    operator = await signInOperator(harness.app, client('192.0.2.64'));
  }, 60_000);

  /** The first refusal of an operation asked as the operator, in English or with the language's cookie or header. */
  async function refusal(query: string, variables: Record<string, unknown>, how: 'en' | 'cookie' | 'header'): Promise<Refusal> {
    const language = how === 'cookie' ? `; ${LANGUAGE_COOKIE}=cs` : '';
    const response = await harness.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: operator.ip,
      headers: { host: 'localhost:3000', cookie: `${SESSION_COOKIE}=${operator.cookie ?? ''}${language}`, ...(how === 'header' ? { 'accept-language': 'cs-CZ,cs;q=0.9' } : {}) },
      payload: { query, variables },
    });
    const errors = (response.json() as { errors?: Refusal[] }).errors;
    if (!errors?.[0]) throw new Error(`not refused: ${response.body}`);
    return { message: errors[0].message, extensions: { code: errors[0].extensions?.code, ...(errors[0].extensions?.errors ? { errors: errors[0].extensions.errors } : {}) } };
  }

  /** Each operation once per file of server/admin: its English refusal as the back office shows it today, and its Czech. */
  const cases: { name: string; query: string; variables?: Record<string, unknown>; code: string; english: [string, Record<string, string>?]; czech: [string, Record<string, string>?] }[] = [
    {
      name: 'an order filter (filters.ts, orders.ts)',
      query: '{ adminOrders(filter: { createdFrom: "1.11.2026" }) { total } }',
      code: 'INVALID_FILTER',
      english: ['From must be a date written as YYYY-MM-DD.'],
      czech: ['Datum „Od“ zadejte ve tvaru RRRR-MM-DD.'],
    },
    {
      name: 'an audit log filter (audit-log.ts)',
      query: 'query ($operator: String) { adminAuditLog(filter: { operator: $operator }) { total } }',
      variables: { operator: 'x'.repeat(255) },
      code: 'INVALID_FILTER',
      english: ['A filter is longer than 254 characters.'],
      czech: ['Některý filtr je delší než 254 znaků.'],
    },
    {
      name: 'a message to resend (mail.ts)',
      query: 'mutation { adminResendMail(id: "00000000-0000-4000-8000-000000000000") { id } }',
      code: 'MAIL_NOT_FOUND',
      english: ['There is no such message.'],
      czech: ['Taková zpráva neexistuje.'],
    },
    {
      name: 'a services filter (services.ts)',
      query: '{ adminServices(filter: { dueWithinDays: 5000 }) { total } }',
      code: 'INVALID_FILTER',
      english: ['"Running and ending within" is a whole number of days from 0 to 3650.'],
      // The limit the server wrote, by Intl in Czech (a no-break space between the thousands).
      czech: ['„Běží a končí do“ musí být celý počet dnů od 0 do 3\u00a0650.'],
    },
    {
      name: 'a service\'s extension (services.ts)',
      query: 'mutation { adminExtendService(input: { serviceId: "00000000-0000-4000-8000-000000000000", paidUntil: "2099-01-01", reason: "Goodwill" }) { id } }',
      code: 'NOT_FOUND',
      english: ['There is no such service.'],
      czech: ['Taková služba neexistuje.'],
    },
    {
      name: 'a package edit with field errors (catalogue.ts, catalogue-input.ts)',
      query: 'mutation { adminUpdatePackage(input: { identifier: "standard", name: " ", label: "Label", highlighted: false, prices: [{ currency: "EUR", periodMonths: 12, monthlyAmount: "7.499", discountPercent: 0 }] }) { identifier } }',
      code: 'INVALID_INPUT',
      english: ['Please correct the highlighted fields.', { name: 'The name is required.', 'prices.0.monthlyAmount': 'Enter an amount in EUR with at most 2 decimals, e.g. 7.49.' }],
      czech: ['Opravte prosím zvýrazněná pole.', { name: 'Zadejte název.', 'prices.0.monthlyAmount': 'Zadejte částku v měně EUR s nejvýše 2 desetinnými místy, např. 7,49.' }],
    },
    {
      name: 'a package that is not there (catalogue.ts)',
      query: 'mutation { adminUpdatePackage(input: { identifier: "no-such-package", name: "Name", label: "Label", highlighted: false, prices: [] }) { identifier } }',
      code: 'NOT_FOUND',
      english: ['There is no package no-such-package.'],
      czech: ['Balíček no-such-package neexistuje.'],
    },
    {
      name: 'a voucher with field errors (vouchers.ts)',
      query: 'mutation { adminCreateVoucher(input: { code: "x", kind: PERCENT, percent: 150, appliesTo: ["package"], text: "Ten off" }) { code } }',
      code: 'INVALID_INPUT',
      english: ['Please correct the highlighted fields.', { code: 'A code has 2 to 32 letters, digits or dashes and starts with a letter or digit.', percent: 'The discount must be a whole percent from 1 to 100.' }],
      czech: ['Opravte prosím zvýrazněná pole.', { code: 'Kód má 2 až 32 písmen, číslic nebo pomlček a začíná písmenem nebo číslicí.', percent: 'Sleva musí být celé procento od 1 do 100.' }],
    },
    {
      name: 'a voucher that is not there (vouchers.ts)',
      query: 'mutation { adminDisableVoucher(code: "no-such-code") { code } }',
      code: 'NOT_FOUND',
      english: ['There is no voucher NO-SUCH-CODE.'],
      czech: ['Slevový kód NO-SUCH-CODE neexistuje.'],
    },
    {
      name: 'a VAT rate with a field error (vat-rates.ts)',
      query: 'mutation { adminAddVatRate(input: { countryCode: "CZ", rate: "101", validFrom: "2099-01-01" }) { countryCode } }',
      code: 'INVALID_INPUT',
      english: ['Enter the rate as a percent from 0 to 100 with at most two decimals, e.g. 21 or 25.5.', { rate: 'Enter the rate as a percent from 0 to 100 with at most two decimals, e.g. 21 or 25.5.' }],
      czech: ['Zadejte sazbu jako procento od 0 do 100 s nejvýše dvěma desetinnými místy, např. 21 nebo 25,5.', { rate: 'Zadejte sazbu jako procento od 0 do 100 s nejvýše dvěma desetinnými místy, např. 21 nebo 25,5.' }],
    },
    {
      name: 'a VAT rate for no country (vat-rates.ts)',
      query: 'mutation { adminAddVatRate(input: { countryCode: "XX", rate: "21", validFrom: "2099-01-01" }) { countryCode } }',
      code: 'NOT_FOUND',
      english: ['There is no VAT rate for the country XX.'],
      czech: ['Pro zemi XX není žádná sazba DPH.'],
    },
    {
      name: 'an operator\'s invitation to no address (operators.ts)',
      query: 'mutation { adminInviteOperator(email: "not an address") { email } }',
      code: 'INVALID_EMAIL',
      english: ['"not an address" is not a valid e-mail address.', { email: '"not an address" is not a valid e-mail address.' }],
      czech: ['„not an address“ není platná e-mailová adresa.', { email: '„not an address“ není platná e-mailová adresa.' }],
    },
    {
      name: 'an operator disabling themself (operators.ts)',
      query: `mutation { adminSetOperatorEnabled(email: "${demoOperator.email}", enabled: false) { email } }`,
      code: 'DISABLING_YOURSELF',
      english: ['You cannot disable your own account: another operator can, so that someone is left who can enable it again.'],
      czech: ['Svůj vlastní účet zakázat nemůžete: může to udělat jiný operátor, aby zůstal někdo, kdo ho může znovu povolit.'],
    },
    {
      name: 'two-factor sign-in turned on without its start (two-factor.ts)',
      query: 'mutation { adminEnableTwoFactor(code: "123456") { codes } }',
      code: 'TWO_FACTOR_NOT_STARTED',
      english: ['Start turning on two-factor sign-in again: the code was not asked for.'],
      czech: ['Začněte zapínat dvoufázové přihlášení znovu: o kód nebylo požádáno.'],
    },
    {
      name: 'a refund of no order (refunds.ts)',
      query: 'mutation { adminRefundPayment(input: { orderIdentifier: "ORD-ZZ99ZZ99", paymentId: "x", amount: "1", reason: "Double payment", idempotencyKey: "refund-key-1" }) { refund { id } } }',
      code: 'ORDER_NOT_FOUND',
      english: ['There is no order with this identifier.'],
      czech: ['Objednávka s tímto číslem neexistuje.'],
    },
    {
      name: 'a statement with a bad line (statement-parser.ts)',
      query: 'query ($content: String!) { adminPreviewStatement(content: $content) { format } }',
      variables: { content: 'date,amount,currency,reference,transaction_id,counterparty\n2026-11-02,121.00,EUR,ORD-AB12CD34,T-1,Jana\n2026-11-02,0,EUR,ORD-AB12CD34,T-2,Jana\n' },
      code: 'STATEMENT_INVALID',
      english: ['Line 3: the amount is zero.'],
      czech: ['Řádek 3: částka je nulová.'],
    },
    {
      name: 'a statement with a bad entry (statement-parser.ts)',
      query: 'query ($content: String!) { adminPreviewStatement(content: $content) { format } }',
      variables: {
        content:
          '<Document><BkToCstmrStmt><Stmt><Acct><Id><IBAN>CZ6508000000192000145399</IBAN></Id></Acct><Ntry><Amt Ccy="EUR">1.001</Amt><CdtDbtInd>CRDT</CdtDbtInd></Ntry></Stmt></BkToCstmrStmt></Document>',
      },
      code: 'STATEMENT_INVALID',
      english: ['Entry 1: the amount "1.001" is not an amount in EUR (digits, a point and at most 2 decimals).'],
      czech: ['Položka 1: částka „1.001“ není částka v měně EUR (číslice, tečka a nejvýše 2 desetinná místa).'],
    },
    {
      name: "a statement the XML parser cannot read: where, and what by the parser's code, in our words (statement-parser.ts)",
      query: 'query ($content: String!) { adminPreviewStatement(content: $content) { format } }',
      variables: { content: '<Document><BkToCstmrStmt><Stmt></BkToCstmrStmt></Document>' },
      code: 'STATEMENT_INVALID',
      english: ["The XML is not well formed at line 1, column 32: Expected closing tag 'Stmt' (opened in line 1, col 26) instead of closing tag 'BkToCstmrStmt'."],
      czech: ['XML není správně utvořené na řádku 1, ve sloupci 32: některá značka není uzavřená, nebo ji uzavírá jiná značka.'],
    },
    {
      name: 'a statement the CSV parser cannot read: the line and its columns counted, in our words (statement-parser.ts)',
      query: 'query ($content: String!) { adminPreviewStatement(content: $content) { format } }',
      variables: { content: 'date,amount,currency,reference,transaction_id,counterparty\n2026-11-02,121.00,EUR,ORD-AB12CD34,T-1,Jana\n2026-11-02,121.00\n' },
      code: 'STATEMENT_INVALID',
      english: ['The CSV cannot be read: Invalid Record Length: columns length is 6, got 2 on line 3.'],
      czech: ['CSV nelze přečíst: řádek 3 má 2 sloupce místo 6.'],
    },
    {
      name: 'a statement with a quote the CSV parser finds never closed (statement-parser.ts)',
      query: 'query ($content: String!) { adminPreviewStatement(content: $content) { format } }',
      variables: { content: 'date,amount,currency,reference,transaction_id,counterparty\n2026-11-02,121.00,EUR,"ORD-AB12CD34,T-1,Jana\n' },
      code: 'STATEMENT_INVALID',
      english: ['The CSV cannot be read: Quote Not Closed: the parsing is finished with an opening quote at line 2.'],
      czech: ['CSV nelze přečíst: uvozovky otevřené na řádku 2 se už neuzavřou.'],
    },
    {
      name: 'a transfer marked paid for no order (statements.ts)',
      query: 'mutation { adminMarkTransferPaid(orderIdentifier: "ORD-ZZ99ZZ99", amount: "121.00", reason: "Paid at the counter") }',
      code: 'ORDER_NOT_FOUND',
      english: ['There is no order ORD-ZZ99ZZ99.'],
      czech: ['Objednávka ORD-ZZ99ZZ99 neexistuje.'],
    },
  ];

  it('a back-office operation asked without an operator\'s account (guard.ts)', async () => {
    const ask = async (cookie: string) => {
      const response = await harness.app.inject({ method: 'POST', url: '/graphql', remoteAddress: '192.0.2.65', headers: { host: 'localhost:3000', cookie }, payload: { query: '{ adminVouchers { code } }' } });
      return (response.json() as { errors: Refusal[] }).errors[0];
    };
    expect(await ask('')).toMatchObject({ message: 'This needs an operator account.', extensions: { code: 'FORBIDDEN' } });
    expect(await ask(`${LANGUAGE_COOKIE}=cs`)).toMatchObject({ message: 'K tomu je potřeba účet operátora.', extensions: { code: 'FORBIDDEN' } });
  });

  it.each(cases)('$name: English as before, Czech for the cookie and the header', async ({ query, variables, code, english: [message, errors], czech: [czechMessage, czechErrors] }) => {
    expect(await refusal(query, variables ?? {}, 'en')).toEqual({ message, extensions: { code, ...(errors ? { errors } : {}) } });
    const inCzech = { message: czechMessage, extensions: { code, ...(czechErrors ? { errors: czechErrors } : {}) } };
    expect(await refusal(query, variables ?? {}, 'cookie')).toEqual(inCzech);
    expect(await refusal(query, variables ?? {}, 'header')).toEqual(inCzech);
  }, 60_000);
});

describe('every refusal of the server catalogue', () => {
  type Part = string | [string] | [string, string, Record<string, unknown>];
  const partsOf = (compiled: unknown): Part[] => (Array.isArray(compiled) ? (compiled as Part[]) : [String(compiled)]);
  const codeOf = (id: string) => /^error\.([A-Z0-9_]+)/.exec(id)?.[1] ?? '';
  const errorIds = Object.keys(english).filter((id) => id.startsWith('error.')) as ServerMessageId[];

  /** A message of the code without values: what a `problem` is in the samples. */
  const problemOf = (id: ServerMessageId) => errorIds.find((other) => codeOf(other) === codeOf(id) && other !== id && partsOf(english[other]).every((part) => !Array.isArray(part)));

  /** The message's values for each of its selects' choices ('draft', 'paid' ...); a `problem` is another message of the code. */
  function samples(id: ServerMessageId): ServerMessageValues[] {
    const values = partsOf(english[id]).filter((part): part is Exclude<Part, string> => Array.isArray(part));
    const plain: ServerMessageValues = Object.fromEntries(values.map(([name], at) => [name, String(11 + at)]));
    const select = values.find((part) => part[1] === 'select');
    if (!select) return [plain];
    return Object.keys(select[2] ?? {})
      .filter((choice) => choice !== 'other')
      .map((choice) => ({ ...plain, [select[0]]: choice }));
  }

  /** The message in a language, its `problem` that language's too. */
  function written(language: 'en' | 'cs', id: ServerMessageId, values: ServerMessageValues): string {
    const problem = 'problem' in values ? problemOf(id) : undefined;
    return serverT(language)(id, problem ? { ...values, problem: serverT(language)(problem) } : values);
  }

  it('is recognised from its English, values and choices as they were, and answered with its Czech', () => {
    expect(errorIds.filter((id) => 'problem' in (samples(id)[0] ?? {}) && !problemOf(id))).toEqual([]);
    const wrong = errorIds.flatMap((id) =>
      samples(id).flatMap((values) => {
        const message = written('en', id, values);
        const czechWords = written('cs', id, values);
        const translated = translatedErrorMessage(codeOf(id), message, 'cs');
        return translated === czechWords && czechWords !== message ? [] : [`${id}: ${message} -> ${String(translated)} (not ${czechWords})`];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('the back office\'s messages kept as constants are the catalogue\'s (the statement size, two-factor sign-in, refunds, the guard, a new VAT rate\'s rules)', () => {
    expect(serverEnglish('error.STATEMENT_TOO_LARGE', { size: STATEMENT_MAX_BYTES / 1024 })).toBe(STATEMENT_TOO_LARGE_MESSAGE);
    const constants: [string, string][] = [
      ['TWO_FACTOR_ALREADY_ON', TWO_FACTOR_MESSAGES.ALREADY_ON],
      ['TWO_FACTOR_OFF', TWO_FACTOR_MESSAGES.OFF],
      ['TWO_FACTOR_NOT_STARTED', TWO_FACTOR_MESSAGES.NOT_STARTED],
      ['TWO_FACTOR_CODE_INVALID', TWO_FACTOR_MESSAGES.ENROL_CODE_INVALID],
      ...Object.entries(REFUND_MESSAGES),
      ['FORBIDDEN', OPERATOR_ONLY_MESSAGE],
      ['TWO_FACTOR_REQUIRED', TWO_FACTOR_REQUIRED_MESSAGE],
    ];
    // The rules of a new VAT rate live in the domain, without the catalogue: each of its problems is one of the catalogue's.
    const rules = [
      withNewRate([], { rateBasisPoints: undefined, validFrom: 'soon' }, '2026-11-28'),
      withNewRate([], { rateBasisPoints: 2100, validFrom: '2026-11-01' }, '2026-11-28'),
      withNewRate([{ rateBasisPoints: 2100, validFrom: '2027-01-01', validTo: null }], { rateBasisPoints: 2300, validFrom: '2026-12-01' }, '2026-11-28'),
    ];
    const problems = rules.flatMap((outcome) => ('problems' in outcome ? Object.values(outcome.problems) : []));
    expect(problems).toHaveLength(4);
    const untranslated = [...constants, ...problems.map((message) => ['INVALID_INPUT', message] as [string, string])].filter(([code, message]) => translatedErrorMessage(code, message, 'cs') === undefined);
    expect(untranslated).toEqual([]);
  });
});
