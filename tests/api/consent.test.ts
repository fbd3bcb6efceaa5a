import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contracts/auth';
import { INVALID_CONSENT_MESSAGE } from '../../contracts/consent';
import { demoAccount } from '../../server/db/catalogue';
import { startTestApp, type TestApp } from './app';
import { client, graphql, signInDemo, type Client } from './accounts';

let harness: TestApp;
let demo: Client;
beforeAll(async () => {
  harness = await startTestApp();
  demo = await signInDemo(harness.app);
});
afterAll(async () => {
  await harness.close();
});

// The browser's own document (src/features/consent/api/set-cookie-consent.ts), word for word.
const SET = 'mutation SetCookieConsent($consent: String!) { setCookieConsent(consent: $consent) }';
const GET = 'query AccountCookieConsent { cookieConsent }';

const codeOf = (result: Awaited<ReturnType<typeof graphql>>) => result.errors?.[0]?.extensions?.code;

async function storedConsent(): Promise<string | null> {
  const row = await harness.database.db.selectFrom('accounts').select('cookie_consent').where('email', '=', demoAccount.email).executeTakeFirstOrThrow();
  return row.cookie_consent;
}

describe('setCookieConsent', () => {
  it('refuses a visitor who is not signed in with UNAUTHENTICATED', async () => {
    const result = await graphql(harness.app, client(), SET, { consent: '{"essential":true,"functional":true}' });
    expect(codeOf(result)).toBe('UNAUTHENTICATED');
    expect(result.errors?.[0]?.message).toBe(AUTH_MESSAGES.NOT_SIGNED_IN);
    expect(codeOf(await graphql(harness.app, client(), GET))).toBe('UNAUTHENTICATED');
  });

  it('answers null while the account has no choice yet', async () => {
    const result = await graphql(harness.app, demo, GET);
    expect(result.errors).toBeUndefined();
    expect(result.data?.cookieConsent).toBeNull();
  });

  it('stores the choice on the account in one canonical form and returns it', async () => {
    const result = await graphql(harness.app, demo, SET, { consent: '{ "functional": true, "essential": true }' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.setCookieConsent).toBe('{"essential":true,"functional":true}');
    expect(await storedConsent()).toBe('{"essential":true,"functional":true}');
    expect((await graphql(harness.app, demo, GET)).data?.cookieConsent).toBe('{"essential":true,"functional":true}');
  });

  it('replaces an earlier choice, as a later choice on another device does', async () => {
    await graphql(harness.app, demo, SET, { consent: '{"essential":true,"functional":true}' });
    const result = await graphql(harness.app, demo, SET, { consent: '{"essential":true,"functional":false}' });
    expect(result.data?.setCookieConsent).toBe('{"essential":true,"functional":false}');
    expect(await storedConsent()).toBe('{"essential":true,"functional":false}');
  });

  it.each([
    ['not JSON', 'yes please'],
    ['essential off', '{"essential":false,"functional":true}'],
    ['a missing flag', '{"essential":true}'],
    ['an extra key', '{"essential":true,"functional":true,"ads":true}'],
    ['a flag as text', '{"essential":true,"functional":"true"}'],
    ['a list', '[true,true]'],
    ['too long', `{"essential":true,"functional":true${' '.repeat(300)}}`],
  ])('refuses %s with INVALID_COOKIE_CONSENT and keeps the stored choice', async (_case, consent) => {
    await graphql(harness.app, demo, SET, { consent: '{"essential":true,"functional":true}' });
    const result = await graphql(harness.app, demo, SET, { consent });
    expect(codeOf(result)).toBe('INVALID_COOKIE_CONSENT');
    expect(result.errors?.[0]?.message).toBe(INVALID_CONSENT_MESSAGE);
    expect(await storedConsent()).toBe('{"essential":true,"functional":true}');
  });

  it('refuses a missing or non-string variable as a GraphQL validation error, not a server error', async () => {
    const missing = await graphql(harness.app, demo, SET, {});
    expect(missing.errors?.[0]?.message).toMatch(/consent/);
    const number = await graphql(harness.app, demo, SET, { consent: 42 });
    expect(number.errors?.[0]?.message).toMatch(/String/);
  });
});
