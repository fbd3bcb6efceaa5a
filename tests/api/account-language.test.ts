/**
 * The account's language (docs/frontend.md "Messages in Czech and English"): the header's switch keeps a signed-in
 * person's choice with the account, and each later sign-in gives it back, with the cookie the pages are rendered by.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../contracts/language';
import { SESSION_COOKIE } from '../../server/auth/sessions';
import { startTestApp, type TestApp } from './app';
import { client, send, type Client } from './accounts';
import { signUpAndConfirm } from '../support/sign-up';

let harness: TestApp;
beforeAll(async () => {
  harness = await startTestApp();
});
afterAll(async () => {
  await harness.close();
});

const saveLanguage = (app: FastifyInstance, who: Client, payload: unknown) =>
  app.inject({ method: 'PUT', url: '/api/account/language', remoteAddress: who.ip, headers: { host: 'localhost:3000', ...(who.cookie ? { cookie: `${SESSION_COOKIE}=${who.cookie}` } : {}) }, payload: payload as Record<string, unknown> });

describe('PUT /api/account/language', () => {
  it('keeps the signed-in person\'s choice: the next sign-in answers with it and sets the language cookie', async () => {
    const account = { fullname: 'Jana Nováková', email: 'jana@hosting-portal.test', password: 'a long password' };
    const who = await signUpAndConfirm(harness.app, account, client('192.0.2.44'));
    const saved = await saveLanguage(harness.app, who, { language: 'cs' });
    expect(saved.statusCode).toBe(204);
    expect(saved.cookies.find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value).toBe('cs');

    await send(harness.app, who, 'POST', '/api/auth/sign-out', {});
    const signIn = await send(harness.app, who, 'POST', '/api/auth/sign-in', { email: account.email, password: account.password });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.language).toBe('cs');
    const cookie = signIn.cookies.find((set) => set.name === LANGUAGE_COOKIE);
    expect(cookie?.value).toBe('cs');
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('gives no language at sign-in to an account that never chose one', async () => {
    const account = { fullname: 'Petr Svoboda', email: 'petr@hosting-portal.test', password: 'a long password' };
    const who = await signUpAndConfirm(harness.app, account, client('192.0.2.45'));
    await send(harness.app, who, 'POST', '/api/auth/sign-out', {});
    const signIn = await send(harness.app, who, 'POST', '/api/auth/sign-in', { email: account.email, password: account.password });
    expect(signIn.json().user.language).toBeUndefined();
    expect(signIn.cookies.find((set) => set.name === LANGUAGE_COOKIE)).toBeUndefined();
  });

  it('refuses a language the portal does not speak (400) and a visitor who is not signed in (401)', async () => {
    const visitor = client('192.0.2.46');
    const notSignedIn = await saveLanguage(harness.app, visitor, { language: 'cs' });
    expect(notSignedIn.statusCode).toBe(401);
    expect(notSignedIn.json().error.code).toBe('UNAUTHENTICATED');
    for (const payload of [{ language: 'de' }, { language: 42 }, {}]) {
      const refused = await saveLanguage(harness.app, visitor, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'language' });
    }
  });
});
