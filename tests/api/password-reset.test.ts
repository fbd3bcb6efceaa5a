import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, PASSWORD_RESET_SENT_MESSAGE } from '../../contracts/auth';
import { hashResetToken } from '../../server/auth/password-reset';
import { RESET_EMAIL_LIMIT } from '../../server/auth/password-reset-routes';
import { demoAccount } from '../../server/db/catalogue';
import { decodeMailJson } from '../../server/mail/outbox';
import { appPageFolder, openInBrowser, startTestApp } from './app';
import type { TestApp } from './app';
import { client, send, sessionCookieOf, signInDemo, testClock } from './accounts';

const clock = testClock();
const appPage = appPageFolder();
let harness: TestApp;
beforeAll(async () => {
  harness = await startTestApp({ now: clock.now, staticDir: appPage.staticDir });
}, 180_000);

interface SentMail {
  id: string;
  to: string;
  template: string;
  data: { name?: string; resetUrl?: string; expiresAt?: string };
}

/** The password-reset messages in the outbox. */
async function outbox(): Promise<SentMail[]> {
  const rows = await harness.database.db.selectFrom('mail_outbox').select(['id', 'recipient', 'template', 'data']).where('template', '=', 'password-reset').execute();
  return rows.map((row) => ({ id: row.id, to: row.recipient, template: row.template, data: decodeMailJson<SentMail['data']>(row.data) }));
}
afterAll(async () => {
  await harness.close();
  appPage.remove();
});

/** Asks for a link from an address of its own and answers the token of the e-mail it wrote (undefined: none). */
async function askForLink(email: string, ip: string): Promise<{ status: number; body: unknown; token: string | undefined; message: SentMail | undefined }> {
  const before = new Set((await outbox()).map((mail) => mail.id));
  const response = await send(harness.app, client(ip), 'POST', '/api/auth/password-reset/request', { email });
  const written = (await outbox()).filter((mail) => !before.has(mail.id));
  expect(written.length).toBeLessThanOrEqual(1);
  const message = written[0];
  const token = message ? new URL(message.data.resetUrl ?? '', 'http://portal.test').searchParams.get('token') ?? undefined : undefined;
  return { status: response.statusCode, body: response.json(), token, message };
}

describe('asking for a link', () => {
  it('answers the same for an e-mail with an account and one without, and writes a password-reset e-mail only for the account', async () => {
    const known = await askForLink(demoAccount.email.toUpperCase(), '192.0.2.10');
    const unknown = await askForLink('nobody@example.com', '192.0.2.11');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });
    expect(unknown.body).toEqual(known.body);
    expect(unknown.token).toBeUndefined();
    const { message } = known;
    expect(known.token).toBeDefined();
    expect(message).toMatchObject({ to: demoAccount.email, template: 'password-reset', data: { name: expect.any(String), expiresAt: new Date(clock.now().getTime() + 60 * 60_000).toISOString() } });
    expect(message?.data.resetUrl).toMatch(/^\/password-reset\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('stores only the hash of a random token, valid for one hour', async () => {
    const { token } = await askForLink(demoAccount.email, '192.0.2.12');
    expect(token).toBeDefined();
    const rows = await harness.database.db.selectFrom('password_resets').selectAll().execute();
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
    const row = rows.find((candidate) => candidate.token_hash === hashResetToken(token ?? ''));
    expect(row).toBeDefined();
    expect(new Date(row?.expires_at ?? 0).getTime() - new Date(row?.created_at ?? 0).getTime()).toBe(60 * 60_000);
  });

  it('refuses a malformed e-mail with 400 on the field', async () => {
    const response = await send(harness.app, client('192.0.2.13'), 'POST', '/api/auth/password-reset/request', { email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'INVALID_EMAIL', message: AUTH_MESSAGES.INVALID_EMAIL, parameter: 'email' } });
  });

  it('limits links per e-mail, with or without an account, and per address', async () => {
    // A new hour: the links asked for above no longer count.
    clock.advanceMinutes(61);
    for (const email of ['limited@example.com', demoAccount.email]) {
      const answers = [];
      for (let index = 0; index <= RESET_EMAIL_LIMIT; index += 1) answers.push((await askForLink(email, `192.0.2.${20 + index}`)).status);
      expect(answers).toEqual([...Array.from({ length: RESET_EMAIL_LIMIT }, () => 202), 429]);
    }
    const fromOneAddress = [];
    for (let index = 0; index < 11; index += 1) fromOneAddress.push((await askForLink(`someone${index}@example.com`, '192.0.2.30')).status);
    expect(fromOneAddress.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(fromOneAddress[10]).toBe(429);
    clock.advanceMinutes(61);
  });
});

describe('setting a new password with the link', () => {
  it('sets the password once, ends every other session of the account, and the new password signs in', async () => {
    const elsewhere = await signInDemo(harness.app, client('192.0.2.40'));
    const { token } = await askForLink(demoAccount.email, '192.0.2.41');
    const check = await send(harness.app, client('192.0.2.41'), 'POST', '/api/auth/password-reset/check', { token });
    expect(check.statusCode).toBe(200);

    const reset = await send(harness.app, client('192.0.2.41'), 'POST', '/api/auth/password-reset', { token, password: 'a-brand-new-passphrase' });
    expect(reset.statusCode).toBe(200);
    expect((await send(harness.app, elsewhere, 'GET', '/api/auth/session')).json().user).toBeNull();

    const old = await send(harness.app, client('192.0.2.42'), 'POST', '/api/auth/sign-in', { email: demoAccount.email, password: demoAccount.password });
    expect(old.statusCode).toBe(401);
    const fresh = await send(harness.app, client('192.0.2.42'), 'POST', '/api/auth/sign-in', { email: demoAccount.email, password: 'a-brand-new-passphrase' });
    expect(fresh.statusCode).toBe(200);

    const again = await send(harness.app, client('192.0.2.41'), 'POST', '/api/auth/password-reset', { token, password: 'yet-another-passphrase' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ code: 'RESET_LINK_USED', message: AUTH_MESSAGES.RESET_LINK_USED });
  }, 120_000);

  it('keeps the session of the browser that set the password when it is signed in to the same account', async () => {
    const here = client('192.0.2.50');
    await send(harness.app, here, 'POST', '/api/auth/sign-in', { email: demoAccount.email, password: 'a-brand-new-passphrase' });
    const { token } = await askForLink(demoAccount.email, '192.0.2.50');
    expect((await send(harness.app, here, 'POST', '/api/auth/password-reset', { token, password: 'a-third-passphrase' })).statusCode).toBe(200);
    expect((await send(harness.app, here, 'GET', '/api/auth/session')).json().user?.email).toBe(demoAccount.email);
  }, 120_000);

  it('spends every other link of the account when one sets the password', async () => {
    clock.advanceMinutes(61);
    const first = await askForLink(demoAccount.email, '192.0.2.60');
    const second = await askForLink(demoAccount.email, '192.0.2.61');
    expect((await send(harness.app, client(), 'POST', '/api/auth/password-reset', { token: second.token, password: 'a-fourth-passphrase' })).statusCode).toBe(200);
    const stale = await send(harness.app, client(), 'POST', '/api/auth/password-reset/check', { token: first.token });
    expect(stale.json().error.code).toBe('RESET_LINK_USED');
  }, 120_000);

  it('refuses a link older than one hour with RESET_LINK_EXPIRED, and a forged one with RESET_LINK_INVALID', async () => {
    clock.advanceMinutes(61);
    const { token } = await askForLink(demoAccount.email, '192.0.2.70');
    clock.advanceMinutes(59);
    expect((await send(harness.app, client(), 'POST', '/api/auth/password-reset/check', { token })).statusCode).toBe(200);
    clock.advanceMinutes(1);
    const expired = await send(harness.app, client(), 'POST', '/api/auth/password-reset', { token, password: 'too-late-passphrase' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toEqual({ code: 'RESET_LINK_EXPIRED', message: AUTH_MESSAGES.RESET_LINK_EXPIRED, parameter: 'token' });

    for (const forged of ['A'.repeat(43), 'not a token!', '']) {
      const answer = await send(harness.app, client(), 'POST', '/api/auth/password-reset/check', { token: forged });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.code).toBe('RESET_LINK_INVALID');
    }
  }, 120_000);

  it('is not spent by opening it: two GETs of the link and its page\'s check change nothing, and Set a new password then works once', async () => {
    clock.advanceMinutes(61);
    const { token } = await askForLink(demoAccount.email, '192.0.2.90');
    const link = `/password-reset?token=${token ?? ''}`;
    const stored = async () => ({
      links: await harness.database.db.selectFrom('password_resets').select(['token_hash', 'used_at']).where('token_hash', '=', hashResetToken(token ?? '')).execute(),
      password: (await harness.database.db.selectFrom('accounts').select('password_hash').where('email', '=', demoAccount.email).executeTakeFirstOrThrow()).password_hash,
      sessions: (await harness.database.db.selectFrom('sessions').select('id_hash').execute()).length,
    });
    const before = await stored();
    expect(before.links).toEqual([{ token_hash: hashResetToken(token ?? ''), used_at: null }]);

    // A mail scanner, then the person: each GET is answered with the page, whose script only checks the link.
    for (let opening = 0; opening < 2; opening++) {
      const page = await openInBrowser(harness.app, link);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(sessionCookieOf(page)).toBeUndefined();
      expect((await send(harness.app, client('192.0.2.91'), 'POST', '/api/auth/password-reset/check', { token })).statusCode).toBe(200);
    }
    expect(await stored()).toEqual(before);

    const reset = await send(harness.app, client('192.0.2.91'), 'POST', '/api/auth/password-reset', { token, password: 'a-fifth-passphrase' });
    expect(reset.statusCode).toBe(200);
    const again = await send(harness.app, client('192.0.2.91'), 'POST', '/api/auth/password-reset', { token, password: 'a-sixth-passphrase' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('RESET_LINK_USED');
  }, 120_000);

  it('refuses a too short new password on its field and leaves the link usable', async () => {
    const { token } = await askForLink(demoAccount.email, '192.0.2.80');
    const short = await send(harness.app, client(), 'POST', '/api/auth/password-reset', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toEqual({ code: 'PASSWORD_TOO_SHORT', message: AUTH_MESSAGES.PASSWORD_TOO_SHORT, parameter: 'password' });
    expect((await send(harness.app, client(), 'POST', '/api/auth/password-reset/check', { token })).statusCode).toBe(200);
  });
});
