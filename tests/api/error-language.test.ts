/**
 * The portal's refusals in the request's language (server/http/error-language.ts): the language cookie or the
 * browser's Accept-Language turns a known refusal into Czech; English stays the SPEC's words, and a message written
 * for one request goes as it is; a refusal with names in it (a domain, a website) keeps them, in the Czech words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contracts/auth';
import { LANGUAGE_COOKIE } from '../../contracts/language';
import { translatedErrorMessage } from '../../server/http/error-language';
import { INTERNAL_ERROR_MESSAGE } from '../../server/http/errors';
import { messages as czech } from '../../server/i18n/locales/cs';
import { messages as english } from '../../server/i18n/locales/en';
import { CHECKOUT_MESSAGES } from '../../server/orders/checkout-errors';
import { ORDER_MESSAGES } from '../../server/orders/create-package-order';
import { DOMAIN_MESSAGES } from '../../server/orders/domain-orders';
import { ADDON_ORDER_MESSAGES } from '../../server/orders/create-addon-order';
import { PAYMENT_MESSAGES } from '../../server/payments/errors';
import { RENEWAL_MESSAGES } from '../../server/renewals/open';
import { SESSION_COOKIE } from '../../server/auth/sessions';
import { signUpAndConfirm } from '../support/sign-up';
import { client } from './accounts';
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

  it('every fixed refusal (account, checkout, payments, package orders, renewals, the generic one) has a Czech message', () => {
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

  it('a message that is not its code\'s known one, or any English answer, goes as it was written', () => {
    expect(translatedErrorMessage('INVALID_CREDENTIALS', 'Something else.', 'cs')).toBeUndefined();
    expect(translatedErrorMessage('NO_SUCH_CODE', 'The email or password is not correct.', 'cs')).toBeUndefined();
    expect(translatedErrorMessage('INVALID_CREDENTIALS', AUTH_MESSAGES.INVALID_CREDENTIALS, 'en')).toBeUndefined();
  });
});
