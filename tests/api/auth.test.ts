import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contracts/auth';
import { sessionResponseFrom } from '../../contracts/auth';
import { buildApp } from '../../server/app';
import { demoAccount } from '../../server/db/catalogue';
import { TEST_SECRET, startTestApp } from './app';
import type { TestApp } from './app';
import { client, send, sessionCookieOf, signInDemo, testClock } from './accounts';
import { codeOf, newOrder, ok, readOrder } from './checkout-support';
import { linkFromOutbox, tokenOf } from '../support/sign-up';
import { EMAIL_FAILURE_LIMIT, IP_FAILURE_LIMIT, PAIR_FAILURE_LIMIT } from '../../server/auth/rate-limit';
import { SESSION_TOUCH_INTERVAL_MS, hashSessionId } from '../../server/auth/sessions';

const clock = testClock();
let harness: TestApp;
beforeAll(async () => {
  harness = await startTestApp({ now: clock.now, sessionIdleMinutes: 30 });
});
afterAll(async () => {
  await harness.close();
});

const wrong = (email = demoAccount.email) => ({ email, password: 'not-the-password' });

describe('POST /api/auth/sign-up and its link', () => {
  it('makes the account when the link is opened: the confirmation signs in with an HttpOnly SameSite=Lax cookie, not Secure on localhost', async () => {
    const who = client();
    const signUp = await send(harness.app, who, 'POST', '/api/auth/sign-up', { fullname: '  Ada Lovelace ', email: 'Ada@Example.COM', password: 'analytical-engine' });
    expect(signUp.statusCode).toBe(202);
    expect(sessionCookieOf(signUp)).toBeUndefined();
    const link = await linkFromOutbox(harness.app, 'ada@example.com', 'sign-up-confirm', '/sign-up/confirm');
    const response = await send(harness.app, who, 'POST', '/api/auth/sign-up/confirm', { token: tokenOf(link) });
    expect(response.statusCode).toBe(200);
    const body = sessionResponseFrom(response.json());
    if (!body) throw new Error('the confirmation did not answer a session');
    expect(body.user).toMatchObject({ fullname: 'Ada Lovelace', email: 'ada@example.com' });
    expect(body.expiresAt).toBe(new Date(clock.now().getTime() + 30 * 60_000).toISOString());
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(Buffer.from(cookie?.value ?? '', 'base64url')).toHaveLength(32);
    expect(response.headers['cache-control']).toBe('no-store');
    const session = await send(harness.app, who, 'GET', '/api/auth/session');
    expect(session.json().user.email).toBe('ada@example.com');
    // Only the hash of the id is stored.
    const stored = await harness.database.db.selectFrom('sessions').select('id_hash').execute();
    expect(stored.map((row) => row.id_hash)).not.toContain(cookie?.value);
  });

  it('answers the same email in another case exactly as a new one: 202, the same body, no cookie', async () => {
    const taken = await send(harness.app, client(), 'POST', '/api/auth/sign-up', { fullname: 'Someone', email: 'ADA@example.com', password: 'long-enough-1' });
    const fresh = await send(harness.app, client(), 'POST', '/api/auth/sign-up', { fullname: 'Someone', email: 'nobody-yet@example.com', password: 'long-enough-1' });
    for (const response of [taken, fresh]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ status: 'confirmation-sent' });
      expect(sessionCookieOf(response)).toBeUndefined();
    }
    expect(taken.body).toBe(fresh.body);
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
  });

  it('sets a Secure cookie for any host but this machine', async () => {
    const who = client();
    await send(harness.app, who, 'POST', '/api/auth/sign-up', { fullname: 'Grace Hopper', email: 'grace@example.com', password: 'compiler-1952' }, 'portal.example.com');
    const link = await linkFromOutbox(harness.app, 'grace@example.com', 'sign-up-confirm', '/sign-up/confirm');
    const response = await send(harness.app, who, 'POST', '/api/auth/sign-up/confirm', { token: tokenOf(link) }, 'portal.example.com');
    expect(response.statusCode).toBe(200);
    expect(sessionCookieOf(response)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  });

  it.each([
    [{ fullname: '   ', email: 'a@example.com', password: 'long-enough' }, 'FULLNAME_REQUIRED', 'fullname'],
    [{ email: 'a@example.com', password: 'long-enough' }, 'FULLNAME_REQUIRED', 'fullname'],
    [{ fullname: 'x'.repeat(101), email: 'a@example.com', password: 'long-enough' }, 'FULLNAME_TOO_LONG', 'fullname'],
    [{ fullname: 'A', email: 'not-an-email', password: 'long-enough' }, 'INVALID_EMAIL', 'email'],
    [{ fullname: 'A', email: 'a@example.com', password: 'short' }, 'PASSWORD_TOO_SHORT', 'password'],
    [{ fullname: 'A', email: 'a@example.com', password: 'p'.repeat(257) }, 'PASSWORD_TOO_LONG', 'password'],
    [{ fullname: 'A', email: 'a@example.com', password: 'long-enough', continuePath: 'https://evil.example/' }, 'CONTINUE_PATH_INVALID', 'continuePath'],
    [{ fullname: 'A', email: 'a@example.com', password: 'long-enough', continuePath: '//evil.example/x' }, 'CONTINUE_PATH_INVALID', 'continuePath'],
    [{ fullname: 'A', email: 'a@example.com', password: 'long-enough', continuePath: '/\\evil.example' }, 'CONTINUE_PATH_INVALID', 'continuePath'],
    [{ fullname: 'A', email: 'a@example.com', password: 'long-enough', continuePath: 'websites/new' }, 'CONTINUE_PATH_INVALID', 'continuePath'],
    [{ fullname: 'A', email: 'a@example.com', password: 'long-enough', continuePath: `/${'x'.repeat(600)}` }, 'CONTINUE_PATH_INVALID', 'continuePath'],
  ] as const)('answers 400 with a code on the field: %j -> %s', async (payload, code, parameter) => {
    const response = await send(harness.app, client(), 'POST', '/api/auth/sign-up', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code, parameter, message: AUTH_MESSAGES[code] } });
  });
});

describe('sign-in, sign-out, session and refresh', () => {
  it('signs in with a new session id each time, and the old id stops working', async () => {
    const who = await signInDemo(harness.app, client('192.0.2.10'));
    const first = who.cookie;
    await signInDemo(harness.app, who);
    expect(who.cookie).toBeDefined();
    expect(who.cookie).not.toBe(first);
    const old = await send(harness.app, { ip: '192.0.2.10', cookie: first }, 'GET', '/api/auth/session');
    expect(old.json()).toEqual({ user: null, expiresAt: null });
    expect((await send(harness.app, who, 'GET', '/api/auth/session')).json().user).toMatchObject({ email: demoAccount.email, fullname: demoAccount.fullname });
  });

  it('gives the same 401 body for an unknown email and a wrong password', async () => {
    const unknown = await send(harness.app, client('192.0.2.11'), 'POST', '/api/auth/sign-in', wrong('nobody@example.com'));
    const wrongPassword = await send(harness.app, client('192.0.2.11'), 'POST', '/api/auth/sign-in', wrong());
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.body).toBe(wrongPassword.body);
    expect(unknown.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', parameter: 'password', message: AUTH_MESSAGES.INVALID_CREDENTIALS } });
  });

  it('signs out: the cookie is cleared and the old id is no longer valid', async () => {
    const who = await signInDemo(harness.app, client('192.0.2.12'));
    const id = who.cookie;
    const response = await send(harness.app, who, 'POST', '/api/auth/sign-out');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null, expiresAt: null });
    const cleared = sessionCookieOf(response);
    expect(cleared?.value).toBe('');
    expect(new Date(cleared?.expires ?? 0).getTime()).toBeLessThan(Date.now());
    const again = await send(harness.app, { ip: '192.0.2.12', cookie: id }, 'POST', '/api/auth/refresh');
    expect(again.statusCode).toBe(401);
  });

  it('extends the session on refresh and ends it after the idle time', async () => {
    const who = await signInDemo(harness.app, client('192.0.2.13'));
    clock.advanceMinutes(20);
    const refreshed = await send(harness.app, who, 'POST', '/api/auth/refresh');
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().expiresAt).toBe(new Date(clock.now().getTime() + 30 * 60_000).toISOString());
    clock.advanceMinutes(20);
    // 40 minutes after sign-in, but only 20 after the refresh: still signed in.
    expect((await send(harness.app, { ...who }, 'GET', '/api/auth/session')).json().user).not.toBeNull();
    clock.advanceMinutes(31);
    const expired = await send(harness.app, { ...who }, 'POST', '/api/auth/refresh');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ error: { code: 'SESSION_EXPIRED', message: AUTH_MESSAGES.SESSION_EXPIRED } });
    expect((await send(harness.app, { ...who }, 'GET', '/api/auth/session')).json()).toEqual({ user: null, expiresAt: null });
  });

  it('writes the extended expiry at most once a minute: a request within the minute reads the session and keeps its expiry', async () => {
    const who = await signInDemo(harness.app, client('192.0.2.14'));
    const signedInAt = clock.now().getTime();
    const idHash = hashSessionId(who.cookie ?? '');
    const stored = () => harness.database.db.selectFrom('sessions').select(['expires_at', 'last_seen_at']).where('id_hash', '=', idHash).executeTakeFirstOrThrow();
    const before = await stored();
    clock.advanceMinutes(SESSION_TOUCH_INTERVAL_MS / 2 / 60_000);
    const soon = await send(harness.app, who, 'POST', '/api/auth/refresh');
    expect(soon.json().expiresAt).toBe(new Date(signedInAt + 30 * 60_000).toISOString());
    expect(await stored()).toEqual(before);
    clock.advanceMinutes(SESSION_TOUCH_INTERVAL_MS / 60_000);
    const extended = new Date(clock.now().getTime() + 30 * 60_000).toISOString();
    expect((await send(harness.app, who, 'POST', '/api/auth/refresh')).json().expiresAt).toBe(extended);
    expect((await stored()).expires_at.toISOString()).toBe(extended);
  });

  it('reads the session together with the order of a checkout call, and treats it as any request does: extended when stale, refused once run out', async () => {
    const who = await signInDemo(harness.app, client('192.0.2.15'));
    const identifier = await newOrder(harness.database, clock.now());
    const idHash = hashSessionId(who.cookie ?? '');
    const stored = () => harness.database.db.selectFrom('sessions').select('expires_at').where('id_hash', '=', idHash).executeTakeFirst();
    clock.advanceMinutes(2);
    expect(ok(await readOrder(harness.app, who, identifier)).identifier).toBe(identifier);
    expect((await stored())?.expires_at.toISOString()).toBe(new Date(clock.now().getTime() + 30 * 60_000).toISOString());
    // Another account's order, or none, is still ORDER_NOT_FOUND for a live session.
    expect(codeOf(await readOrder(harness.app, who, 'ORD-NOSUCH00'))).toBe('ORDER_NOT_FOUND');
    clock.advanceMinutes(31);
    expect(codeOf(await readOrder(harness.app, who, identifier))).toBe('UNAUTHENTICATED');
    expect(await stored()).toBeUndefined();
  });

  it('answers the session of a visitor without a cookie with user null', async () => {
    expect((await send(harness.app, client(), 'GET', '/api/auth/session')).json()).toEqual({ user: null, expiresAt: null });
  });
});

describe('sign-in limits', () => {
  it('locks an email and address pair after 5 failures in 15 minutes: 429 with retryAfterSeconds and Retry-After, kept across a new app instance', async () => {
    const email = 'ada@example.com';
    const stranger = '198.51.100.1';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await send(harness.app, client(stranger), 'POST', '/api/auth/sign-in', wrong(email));
      expect(response.statusCode).toBe(401);
    }
    const locked = await send(harness.app, client(stranger), 'POST', '/api/auth/sign-in', { email, password: 'analytical-engine' });
    expect(locked.statusCode).toBe(429);
    const { error } = locked.json();
    expect(error.code).toBe('TOO_MANY_ATTEMPTS');
    expect(error.retryAfterSeconds).toBe(15 * 60);
    expect(error.message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
    expect(locked.headers['retry-after']).toBe('900');

    // Counters live in the database: another instance (a restart) still refuses.
    const restarted = await buildApp({ db: harness.database.db, sessionSecret: TEST_SECRET, defaultCurrency: 'EUR', now: clock.now });
    clock.advanceMinutes(5);
    const stillLocked = await send(restarted, client(stranger), 'POST', '/api/auth/sign-in', { email: 'ADA@example.com', password: 'analytical-engine' });
    expect(stillLocked.statusCode).toBe(429);
    expect(stillLocked.json().error.retryAfterSeconds).toBe(10 * 60);
    await restarted.close();

    clock.advanceMinutes(10);
    const after = await send(harness.app, client(stranger), 'POST', '/api/auth/sign-in', { email, password: 'analytical-engine' });
    expect(after.statusCode).toBe(200);
  }, 60_000);

  it('does not lock the owner out: wrong passwords from other addresses leave the owner\'s own address free', async () => {
    for (const ip of ['198.51.100.21', '198.51.100.22']) {
      for (let attempt = 1; attempt <= 6; attempt += 1) await send(harness.app, client(ip), 'POST', '/api/auth/sign-in', wrong());
      expect((await send(harness.app, client(ip), 'POST', '/api/auth/sign-in', wrong())).statusCode).toBe(429);
    }
    const owner = await send(harness.app, client('198.51.100.23'), 'POST', '/api/auth/sign-in', { email: demoAccount.email, password: demoAccount.password });
    expect(owner.statusCode).toBe(200);
    clock.advanceMinutes(16);
  }, 60_000);

  it('locks an email alone only at the much higher threshold of guesses spread over many addresses', async () => {
    const email = 'grace@example.com';
    await harness.database.db
      .insertInto('login_attempts')
      .values({ key: `email:${email}`, failures: EMAIL_FAILURE_LIMIT - 1, window_started_at: clock.now(), locked_until: null })
      .execute();
    expect((await send(harness.app, client('198.51.100.31'), 'POST', '/api/auth/sign-in', wrong(email))).statusCode).toBe(401);
    const locked = await send(harness.app, client('198.51.100.32'), 'POST', '/api/auth/sign-in', { email, password: 'compiler-1952' });
    expect(locked.statusCode).toBe(429);
    clock.advanceMinutes(16);
    expect((await send(harness.app, client('198.51.100.32'), 'POST', '/api/auth/sign-in', { email, password: 'compiler-1952' })).statusCode).toBe(200);
  }, 60_000);

  it('counts parallel guesses before checking them: of 20 wrong ones at once from one address exactly 5 are checked, and the right password after them is refused', async () => {
    const ip = '198.51.100.40';
    // As many as the address's own limit allows, so only the email and address pair's limit can refuse. On
    // PostgreSQL parallel requests claim their counts over several connections in no fixed order: with more
    // guesses a request's address count could pass 20 while its pair count is within 5, and a right password
    // among them could be counted anywhere in the queue.
    const answers = await Promise.all(Array.from({ length: IP_FAILURE_LIMIT }, () => send(harness.app, client(ip), 'POST', '/api/auth/sign-in', wrong())));
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(PAIR_FAILURE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(IP_FAILURE_LIMIT - PAIR_FAILURE_LIMIT);
    const right = await send(harness.app, client(ip), 'POST', '/api/auth/sign-in', { email: demoAccount.email, password: demoAccount.password });
    expect(right.statusCode).toBe(429);
    clock.advanceMinutes(16);
  }, 60_000);

  it('clears the pair counter on a successful sign-in', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await send(harness.app, client('203.0.113.50'), 'POST', '/api/auth/sign-in', wrong())).statusCode).toBe(401);
    }
    await signInDemo(harness.app, client('203.0.113.50'));
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await send(harness.app, client('203.0.113.50'), 'POST', '/api/auth/sign-in', wrong())).statusCode).toBe(401);
    }
    expect((await send(harness.app, client('203.0.113.50'), 'POST', '/api/auth/sign-in', wrong())).statusCode).toBe(429);
    clock.advanceMinutes(16);
  }, 60_000);

  it('locks an address after 20 failures in 15 minutes, whatever the emails', async () => {
    const ip = '203.0.113.99';
    const failures = await Promise.all(
      Array.from({ length: 20 }, (_, index) => send(harness.app, client(ip), 'POST', '/api/auth/sign-in', wrong(`visitor${index}@example.com`))),
    );
    expect(failures.map((response) => response.statusCode)).toEqual(Array.from({ length: 20 }, () => 401));
    const rows = await harness.database.db.selectFrom('login_attempts').selectAll().where('key', '=', `ip:${ip}`).executeTakeFirstOrThrow();
    expect(rows.failures).toBe(20);
    const locked = await send(harness.app, client(ip), 'POST', '/api/auth/sign-in', { email: demoAccount.email, password: demoAccount.password });
    expect(locked.statusCode).toBe(429);
    const elsewhere = await send(harness.app, client('203.0.113.100'), 'POST', '/api/auth/sign-in', { email: demoAccount.email, password: demoAccount.password });
    expect(elsewhere.statusCode).toBe(200);
  }, 180_000);
});
