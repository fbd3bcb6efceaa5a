import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../server/db/catalogue';
import { trackingUserHash } from '../../server/auth/tracking-hash';
import { client, send, signInDemo } from './accounts';
import { TEST_SECRET, startTestApp } from './app';
import type { TestApp } from './app';
import { linkFromOutbox, tokenOf } from '../support/sign-up';

let harness: TestApp;
beforeAll(async () => {
  harness = await startTestApp();
});
afterAll(async () => {
  await harness.close();
});

type SessionUser = { id: string; email: string; trackingHash?: string };

describe("the session's tracking user hash", () => {
  it('is the same for an account at every sign-in and on every device, and names the account to nobody without the secret', async () => {
    const laptop = await signInDemo(harness.app, client('192.0.2.41'));
    const phone = await signInDemo(harness.app, client('192.0.2.42'));
    const first = (await send(harness.app, laptop, 'GET', '/api/auth/session')).json().user as SessionUser;
    const second = (await send(harness.app, phone, 'GET', '/api/auth/session')).json().user as SessionUser;
    expect(first.email).toBe(demoAccount.email);
    expect(first.trackingHash).toMatch(/^[\w-]{32}$/);
    expect(second.trackingHash).toBe(first.trackingHash);
    expect(first.trackingHash).not.toContain(first.id);
    expect(first.trackingHash).toBe(trackingUserHash(TEST_SECRET, first.id));
    expect(trackingUserHash('another-secret-that-is-32-characters-long', first.id)).not.toBe(first.trackingHash);
  });

  it('differs between accounts and comes with the answer of a sign-up\'s confirmation too', async () => {
    const newcomer = client('192.0.2.43');
    const signedUp = await send(harness.app, newcomer, 'POST', '/api/auth/sign-up', { fullname: 'Eva Nová', email: 'eva.hash@example.test', password: 'a-long-password-2026' });
    expect(signedUp.statusCode).toBe(202);
    const link = await linkFromOutbox(harness.app, 'eva.hash@example.test', 'sign-up-confirm', '/sign-up/confirm');
    const confirmed = await send(harness.app, newcomer, 'POST', '/api/auth/sign-up/confirm', { token: tokenOf(link) });
    expect(confirmed.statusCode).toBe(200);
    const user = confirmed.json().user as SessionUser;
    expect(user.trackingHash).toBe(trackingUserHash(TEST_SECRET, user.id));
    const demo = (await send(harness.app, await signInDemo(harness.app, client('192.0.2.44')), 'GET', '/api/auth/session')).json().user as SessionUser;
    expect(user.trackingHash).not.toBe(demo.trackingHash);
  });
});
