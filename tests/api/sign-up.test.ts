/**
 * Sign-up confirmed by link (OWASP's authentication cheat sheet, account enumeration): the same answer and the
 * same work for a new and a taken address, a pending sign-up that stores only the token's hash, a link that
 * works once and for 24 hours, the race of two links of one address, and where the person continues.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../contracts/auth';
import { hashLinkToken } from '../../server/auth/link-token';
import * as password from '../../server/auth/password';
import { SIGN_UP_EMAIL_LIMIT, SIGN_UP_WINDOW_MS } from '../../server/auth/rate-limit';
import { demoAccount } from '../../server/db/catalogue';
import { appPageFolder, openInBrowser, startTestApp } from './app';
import type { TestApp } from './app';
import { client, send, sessionCookieOf, testClock } from './accounts';
import { linkFromOutbox, signUpAndConfirm, tokenOf } from '../support/sign-up';

const clock = testClock();
const appPage = appPageFolder();
let harness: TestApp;
beforeAll(async () => {
  harness = await startTestApp({ now: clock.now, staticDir: appPage.staticDir });
});
afterAll(async () => {
  await harness.close();
  appPage.remove();
});

const outboxOf = (to: string) =>
  harness.database.db.selectFrom('mail_outbox').select(['template', 'data']).where('recipient', '=', to).orderBy('created_at').execute();

async function signUp(email: string, ip: string, extra: Record<string, string> = {}) {
  return send(harness.app, client(ip), 'POST', '/api/auth/sign-up', { fullname: 'Lin Link', email, password: 'a-long-password', ...extra });
}

async function confirm(token: string, ip = '192.0.2.200') {
  const who = client(ip);
  const response = await send(harness.app, who, 'POST', '/api/auth/sign-up/confirm', { token });
  return { response, who };
}

describe('sign-up of a new and of a taken address', () => {
  it('hashes the password and writes one e-mail in both cases; a taken address tells its owner and stores no pending sign-up', async () => {
    const hashing = vi.spyOn(password, 'hashPassword');
    const fresh = await signUp('fresh@example.com', '192.0.2.101');
    const taken = await signUp(demoAccount.email, '192.0.2.102');
    expect(hashing).toHaveBeenCalledTimes(2);
    hashing.mockRestore();
    expect(fresh.statusCode).toBe(202);
    expect(taken.statusCode).toBe(202);
    expect(taken.body).toBe(fresh.body);

    expect((await outboxOf('fresh@example.com')).map((mail) => mail.template)).toEqual(['sign-up-confirm']);
    const [attempt] = await outboxOf(demoAccount.email);
    expect(attempt).toMatchObject({ template: 'sign-up-attempt', data: { name: demoAccount.fullname, signInUrl: '/websites', resetUrl: '/password-reset' } });
    const pending = await harness.database.db.selectFrom('pending_sign_ups').select('email').execute();
    expect(pending.map((row) => row.email)).toEqual(['fresh@example.com']);
    // The demo account is untouched: its password still signs in.
    const signIn = await send(harness.app, client('192.0.2.103'), 'POST', '/api/auth/sign-in', { email: demoAccount.email, password: demoAccount.password });
    expect(signIn.statusCode).toBe(200);
  });

  it('stores only the hash of the token, the lowercased e-mail, a password hash and 24 hours of validity; the e-mail links to PUBLIC_URL', async () => {
    await signUp('Stored@Example.com', '192.0.2.104');
    const link = await linkFromOutbox(harness.app, 'stored@example.com', 'sign-up-confirm', '/sign-up/confirm');
    const token = tokenOf(link);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await harness.database.db.selectFrom('pending_sign_ups').selectAll().where('email', '=', 'stored@example.com').executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashLinkToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('a-long-password');
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(24 * 60 * 60_000);
    expect(row.used_at).toBeNull();
    const { messages } = (await harness.app.inject({ method: 'GET', url: '/api/outbox' })).json<{ messages: { to: string; subject: string; text: string }[] }>();
    const mail = messages.find((message) => message.to === 'stored@example.com');
    expect(mail?.subject).toBe('Confirm your e-mail');
    expect(mail?.text).toContain(`http://localhost:3000/sign-up/confirm?token=${token}`);
  });

  it('does not let an address with only a pending sign-up sign in: the usual invalid-credentials answer', async () => {
    await signUp('pending-only@example.com', '192.0.2.105');
    const response = await send(harness.app, client('192.0.2.105'), 'POST', '/api/auth/sign-in', { email: 'pending-only@example.com', password: 'a-long-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: AUTH_MESSAGES.INVALID_CREDENTIALS, parameter: 'password' } });
  });

  it(`limits sign-ups per e-mail to ${SIGN_UP_EMAIL_LIMIT} an hour, the same for a new and a taken address`, async () => {
    // The limit is what is tested here, not scrypt: a quick stand-in hash keeps the test short.
    const hashing = vi.spyOn(password, 'hashPassword').mockResolvedValue('scrypt$stand-in');
    // A fresh window: the taken address was already signed up for by an earlier test.
    clock.advanceMinutes(SIGN_UP_WINDOW_MS / 60_000 + 1);
    for (const email of ['limited@example.com', demoAccount.email.toUpperCase()]) {
      const answers: number[] = [];
      for (let attempt = 0; attempt <= SIGN_UP_EMAIL_LIMIT; attempt++) answers.push((await signUp(email, `192.0.2.${110 + attempt}`)).statusCode);
      expect(answers).toEqual([...Array<number>(SIGN_UP_EMAIL_LIMIT).fill(202), 429]);
    }
    hashing.mockRestore();
  });
});

describe('the confirmation link', () => {
  it('makes the account, signs it in, sends the welcome message, and continues where the person was going; it works once', async () => {
    await signUp('cont@example.com', '192.0.2.120', { continuePath: '/websites/new?next=%2Fdomains%3Fname%3Dcont.com' });
    const token = tokenOf(await linkFromOutbox(harness.app, 'cont@example.com', 'sign-up-confirm', '/sign-up/confirm'));
    const { response, who } = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { fullname: 'Lin Link', email: 'cont@example.com' }, continuePath: '/websites/new?next=%2Fdomains%3Fname%3Dcont.com' });
    expect(sessionCookieOf(response)?.value).toBeTruthy();
    expect((await send(harness.app, who, 'GET', '/api/auth/session')).json().user.email).toBe('cont@example.com');
    expect((await outboxOf('cont@example.com')).map((mail) => mail.template).sort()).toEqual(['sign-up-confirm', 'welcome']);
    // The password chosen at sign-up signs in.
    const signIn = await send(harness.app, client('192.0.2.121'), 'POST', '/api/auth/sign-in', { email: 'cont@example.com', password: 'a-long-password' });
    expect(signIn.statusCode).toBe(200);

    const again = await confirm(token);
    expect(again.response.statusCode).toBe(400);
    expect(again.response.json()).toEqual({ error: { code: 'SIGN_UP_LINK_USED', message: AUTH_MESSAGES.SIGN_UP_LINK_USED, parameter: 'token' } });
    expect(sessionCookieOf(again.response)).toBeUndefined();
  });

  it('is not spent by opening it: two GETs of the link change nothing, and the POST of Create my account then works once', async () => {
    await signUp('scanned@example.com', '192.0.2.126');
    const link = await linkFromOutbox(harness.app, 'scanned@example.com', 'sign-up-confirm', '/sign-up/confirm');
    const stored = async () => ({
      pending: await harness.database.db.selectFrom('pending_sign_ups').selectAll().where('email', '=', 'scanned@example.com').execute(),
      accounts: await harness.database.db.selectFrom('accounts').select('id').where('email', '=', 'scanned@example.com').execute(),
      mail: (await outboxOf('scanned@example.com')).map((mail) => mail.template),
    });
    const before = await stored();
    expect(before.pending).toHaveLength(1);
    expect(before.pending[0]?.used_at).toBeNull();

    // A mail scanner, then the person: each GET is answered with the page, and no session.
    for (let opening = 0; opening < 2; opening++) {
      const page = await openInBrowser(harness.app, link);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(sessionCookieOf(page)).toBeUndefined();
    }
    expect(await stored()).toEqual(before);

    const { response } = await confirm(tokenOf(link));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: 'scanned@example.com' } });
    const again = await confirm(tokenOf(link));
    expect(again.response.statusCode).toBe(400);
    expect(again.response.json().error.code).toBe('SIGN_UP_LINK_USED');
    expect((await stored()).accounts).toHaveLength(1);
  });

  it('answers null as the place to continue when the sign-up named none', async () => {
    const who = await signUpAndConfirm(harness.app, { fullname: 'No Path', email: 'nopath@example.com', password: 'a-long-password' }, client('192.0.2.122'));
    expect((await send(harness.app, who, 'GET', '/api/auth/session')).json().user.email).toBe('nopath@example.com');
    const row = await harness.database.db.selectFrom('pending_sign_ups').select(['continue_path', 'used_at']).where('email', '=', 'nopath@example.com').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ continue_path: null, used_at: expect.any(Date) as unknown });
  });

  it('refuses an expired link after 24 hours, and a forged one, making no account', async () => {
    await signUp('late@example.com', '192.0.2.123');
    const token = tokenOf(await linkFromOutbox(harness.app, 'late@example.com', 'sign-up-confirm', '/sign-up/confirm'));
    clock.advanceMinutes(24 * 60);
    const expired = await confirm(token);
    expect(expired.response.statusCode).toBe(400);
    expect(expired.response.json()).toEqual({ error: { code: 'SIGN_UP_LINK_EXPIRED', message: AUTH_MESSAGES.SIGN_UP_LINK_EXPIRED, parameter: 'token' } });
    for (const forged of ['A'.repeat(43), 'not a token!', '']) {
      const { response } = await confirm(forged);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'SIGN_UP_LINK_INVALID', message: AUTH_MESSAGES.SIGN_UP_LINK_INVALID, parameter: 'token' } });
    }
    const accounts = await harness.database.db.selectFrom('accounts').select('id').where('email', '=', 'late@example.com').execute();
    expect(accounts).toEqual([]);
  });

  it('lets the unique e-mail decide between two links of one address, also opened at once: one account, the other link told to sign in', async () => {
    await signUp('twice@example.com', '192.0.2.124');
    await signUp('twice@example.com', '192.0.2.125');
    const linksInOutbox = async () =>
      (await harness.app.inject({ method: 'GET', url: '/api/outbox' }))
        .json<{ messages: { to: string; text: string | null }[] }>()
        .messages.filter((message) => message.to === 'twice@example.com')
        .map((message) => message.text?.match(/\/sign-up\/confirm\?token=[A-Za-z0-9_-]+/)?.[0])
        .filter((link) => link !== undefined);
    await expect.poll(linksInOutbox, { timeout: 15_000 }).toHaveLength(2);
    const tokens = (await linksInOutbox()).map(tokenOf);
    const answers = await Promise.all(tokens.map((token, index) => confirm(token, `192.0.2.${130 + index}`)));
    expect(answers.map(({ response }) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find(({ response }) => response.statusCode === 409);
    expect(refused?.response.json()).toEqual({ error: { code: 'EMAIL_TAKEN', message: AUTH_MESSAGES.EMAIL_TAKEN, parameter: 'token' } });
    expect(sessionCookieOf(refused!.response)).toBeUndefined();
    const accounts = await harness.database.db.selectFrom('accounts').select('id').where('email', '=', 'twice@example.com').execute();
    expect(accounts).toHaveLength(1);
    expect((await outboxOf('twice@example.com')).filter((mail) => mail.template === 'welcome')).toHaveLength(1);
  });
});
