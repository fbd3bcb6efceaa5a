/**
 * The portal's refusals in the request's language (server/http/error-language.ts): the language cookie or the
 * browser's Accept-Language turns a known refusal into Czech; English stays the SPEC's words, and a message written
 * for one request goes as it is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contracts/auth';
import { LANGUAGE_COOKIE } from '../../contracts/language';
import { translatedErrorMessage } from '../../server/http/error-language';
import { INTERNAL_ERROR_MESSAGE } from '../../server/http/errors';
import { messages as czech } from '../../server/i18n/locales/cs';
import { messages as english } from '../../server/i18n/locales/en';
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

  it('every refusal of the account routes and the generic one has its English message in the catalogue, word for word, and a Czech one', () => {
    const known = { ...AUTH_MESSAGES, INTERNAL: INTERNAL_ERROR_MESSAGE };
    for (const [code, message] of Object.entries(known)) {
      expect(text(english[`error.${code}`]), code).toBe(message);
      expect(text(czech[`error.${code}`]), code).not.toBe(message);
      expect(translatedErrorMessage(code, message, 'cs'), code).toBe(text(czech[`error.${code}`]));
    }
  });

  it('a message that is not its code\'s known one, or any English answer, goes as it was written', () => {
    expect(translatedErrorMessage('INVALID_CREDENTIALS', 'Something else.', 'cs')).toBeUndefined();
    expect(translatedErrorMessage('NO_SUCH_CODE', 'The email or password is not correct.', 'cs')).toBeUndefined();
    expect(translatedErrorMessage('INVALID_CREDENTIALS', AUTH_MESSAGES.INVALID_CREDENTIALS, 'en')).toBeUndefined();
  });
});
