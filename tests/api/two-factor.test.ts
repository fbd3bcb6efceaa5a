/**
 * Operators' two-factor sign-in (docs/admin.md, "Two-factor sign-in"): enrolment in the console, the code step of
 * sign-in (no session before it, codes once, one step of drift, recovery codes once, limits like passwords),
 * OPERATOR_2FA=required, and the command line's reset for a lost device. Codes are computed as an authenticator app
 * does, from the secret the console shows, at the test clock's time.
 */
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contracts/auth';
import { COMMAND_LINE_ACTOR, listAuditLog } from '../../server/admin/audit-log';
import { TWO_FACTOR_REQUIRED_MESSAGE } from '../../server/admin/guard';
import { createOperator } from '../../server/admin/operators';
import { resetTwoFactor } from '../../server/admin/two-factor';
import { ConfigError, loadConfig } from '../../server/config';
import { demoAccount } from '../../server/db/catalogue';
import { markOrderPaid } from '../../server/payments/settle';
import { insertOrder } from '../support/payment-orders';
import { client, graphql, send, testClock } from './accounts';
import type { Client } from './accounts';
import { adminOperations } from './admin-operations';
import { startTestApp } from './app';
import type { TestApp } from './app';

const PASSWORD = 'operator-password-1';
const ENROLMENT_OPERATIONS = ['adminTwoFactor', 'adminStartTwoFactor', 'adminEnableTwoFactor', 'adminDisableTwoFactor', 'adminNewRecoveryCodes'];

const clock = testClock('2026-11-24T09:00:00.000Z');
/** The code an authenticator app shows for `secret`, `offsetSeconds` from the test clock's now. */
const codeOf = (secret: string, offsetSeconds = 0) => generateSync({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + offsetSeconds });

type Answer = Awaited<ReturnType<typeof graphql>>;
const codesOf = (answer: Answer) => answer.errors?.map((error) => error.extensions?.code);

async function signIn(harness: TestApp, who: Client, email: string, password = PASSWORD) {
  return send(harness.app, who, 'POST', '/api/auth/sign-in', { email, password });
}
const enterCode = (harness: TestApp, who: Client, code: string) => send(harness.app, who, 'POST', '/api/auth/sign-in/code', { code });

async function seesConsole(harness: TestApp, who: Client): Promise<Answer> {
  return graphql(harness.app, who, '{ adminAuditLog { total } }');
}

/** A new operator with a password, signed in (no two-factor yet) in a browser of its own. */
async function newOperator(harness: TestApp, email: string, ip: string): Promise<Client> {
  await createOperator(harness.database.db, { email, password: PASSWORD, actor: null }, clock.now());
  const who = client(ip);
  expect((await signIn(harness, who, email)).statusCode).toBe(200);
  return who;
}

/** Turns two-factor sign-in on from the console as the operator would: answers the secret and the recovery codes. */
async function enrol(harness: TestApp, who: Client): Promise<{ secret: string; codes: string[] }> {
  const started = await graphql(harness.app, who, 'mutation { adminStartTwoFactor { secret uri qrSize qrPath } }');
  const secret = (started.data?.adminStartTwoFactor as { secret: string }).secret;
  const enabled = await graphql(harness.app, who, 'mutation ($code: String!) { adminEnableTwoFactor(code: $code) { codes } }', { code: codeOf(secret) });
  expect(enabled.errors).toBeUndefined();
  return { secret, codes: (enabled.data?.adminEnableTwoFactor as { codes: string[] }).codes };
}

const status = async (harness: TestApp, who: Client) => (await graphql(harness.app, who, '{ adminTwoFactor { enabled required recoveryCodesLeft } }')).data?.adminTwoFactor;
const actionsFor = async (harness: TestApp, email: string) =>
  (await listAuditLog(harness.database.db, { subjectType: 'operator', subjectId: email }, 1)).entries.map((entry) => [entry.action, entry.operatorEmail]);

describe('two-factor sign-in for operators', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await startTestApp({ now: clock.now });
  }, 180_000);
  afterAll(() => harness.close());

  it('turns on only after a correct code from the secret shown, and gives ten recovery codes once, stored only as keyed hashes', async () => {
    const email = 'enrol@example.com';
    const who = await newOperator(harness, email, '198.51.100.1');
    expect(await status(harness, who)).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });

    const started = await graphql(harness.app, who, 'mutation { adminStartTwoFactor { secret uri qrSize qrPath } }');
    const enrolment = started.data?.adminStartTwoFactor as { secret: string; uri: string; qrSize: number; qrPath: string };
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toBe(`otpauth://totp/Hosting%20Portal:enrol%40example.com?secret=${enrolment.secret}&issuer=Hosting%20Portal`);
    expect(enrolment.qrSize).toBeGreaterThanOrEqual(21);
    expect(enrolment.qrPath).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);

    const wrong = await graphql(harness.app, who, 'mutation { adminEnableTwoFactor(code: "000000") { codes } }');
    expect(codesOf(wrong)).toEqual(['TWO_FACTOR_CODE_INVALID']);
    expect(await status(harness, who)).toMatchObject({ enabled: false });

    const enabled = await graphql(harness.app, who, 'mutation ($code: String!) { adminEnableTwoFactor(code: $code) { codes } }', { code: codeOf(enrolment.secret) });
    const codes = (enabled.data?.adminEnableTwoFactor as { codes: string[] }).codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await status(harness, who)).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect(await actionsFor(harness, email)).toContainEqual(['operator.2fa-on', email]);

    // A database leak alone gives neither the secret nor a recovery code.
    const row = await harness.database.db.selectFrom('accounts').select(['totp_secret', 'totp_pending_secret', 'id']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.totp_secret).not.toContain(enrolment.secret);
    expect(row.totp_pending_secret).toBeNull();
    const hashes = await harness.database.db.selectFrom('recovery_codes').select('code_hash').where('account_id', '=', row.id).execute();
    expect(hashes.map((hash) => hash.code_hash).some((hash) => codes.some((code) => hash.includes(code.replace('-', ''))))).toBe(false);

    const again = await graphql(harness.app, who, 'mutation { adminStartTwoFactor { secret } }');
    expect(codesOf(again)).toEqual(['TWO_FACTOR_ALREADY_ON']);
  });

  it('asks for the code after a correct password and makes no session before it; a wrong or replayed code is refused', async () => {
    const email = 'code@example.com';
    const { secret } = await enrol(harness, await newOperator(harness, email, '198.51.100.2'));
    clock.advanceMinutes(1);

    const browser = client('198.51.100.3');
    const password = await signIn(harness, browser, email);
    expect(password.statusCode).toBe(200);
    expect(password.json()).toEqual({ twoFactorRequired: true, expiresAt: new Date(clock.now().getTime() + 5 * 60_000).toISOString() });
    expect(browser.cookie).toBeUndefined();
    expect(browser.challenge).toBeDefined();
    expect(codesOf(await seesConsole(harness, browser))).toEqual(['FORBIDDEN']);

    // Another browser, without the half-done sign-in's cookie, cannot finish it.
    const stranger = client('198.51.100.4');
    const elsewhere = await enterCode(harness, stranger, codeOf(secret));
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toEqual({ error: { code: 'TWO_FACTOR_EXPIRED', message: AUTH_MESSAGES.TWO_FACTOR_EXPIRED } });

    const wrong = await enterCode(harness, browser, '123456' === codeOf(secret) ? '654321' : '123456');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: { code: 'TWO_FACTOR_CODE_INVALID', message: AUTH_MESSAGES.TWO_FACTOR_CODE_INVALID, parameter: 'code' } });
    expect(browser.cookie).toBeUndefined();
    const empty = await enterCode(harness, browser, ' ');
    expect(empty.json()).toEqual({ error: { code: 'TWO_FACTOR_CODE_REQUIRED', message: AUTH_MESSAGES.TWO_FACTOR_CODE_REQUIRED, parameter: 'code' } });

    const code = codeOf(secret);
    const right = await enterCode(harness, browser, code.replace(/^(\d{3})/, '$1 '));
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ user: { email, role: 'operator' } });
    expect(browser.cookie).toBeDefined();
    expect(browser.challenge).toBeUndefined();
    expect((await seesConsole(harness, browser)).errors).toBeUndefined();

    // The same code again, within its window, in a new sign-in: refused.
    const replay = client('198.51.100.5');
    await signIn(harness, replay, email);
    expect((await enterCode(harness, replay, code)).statusCode).toBe(401);
    expect(replay.cookie).toBeUndefined();
  });

  it("accepts a code one step off the server's clock, not two, and forgets a half-done sign-in after five minutes", async () => {
    const email = 'drift@example.com';
    const { secret } = await enrol(harness, await newOperator(harness, email, '198.51.100.6'));
    clock.advanceMinutes(2);

    const slow = client('198.51.100.7');
    await signIn(harness, slow, email);
    expect((await enterCode(harness, slow, codeOf(secret, -60))).statusCode).toBe(401);
    expect((await enterCode(harness, slow, codeOf(secret, -30))).statusCode).toBe(200);

    clock.advanceMinutes(2);
    const fast = client('198.51.100.8');
    await signIn(harness, fast, email);
    expect((await enterCode(harness, fast, codeOf(secret, 30))).statusCode).toBe(200);

    clock.advanceMinutes(2);
    const late = client('198.51.100.9');
    await signIn(harness, late, email);
    clock.advanceMinutes(6);
    const expired = await enterCode(harness, late, codeOf(secret));
    expect(expired.json()).toMatchObject({ error: { code: 'TWO_FACTOR_EXPIRED' } });
    expect(late.cookie).toBeUndefined();
  });

  it('takes a recovery code instead of the app\'s code, once', async () => {
    const email = 'recovery@example.com';
    const operator = await newOperator(harness, email, '198.51.100.10');
    const { codes } = await enrol(harness, operator);
    const [first] = codes as [string];

    const browser = client('198.51.100.11');
    await signIn(harness, browser, email);
    expect((await enterCode(harness, browser, first.toUpperCase())).statusCode).toBe(200);
    expect(await status(harness, browser)).toMatchObject({ recoveryCodesLeft: 9 });

    const again = client('198.51.100.12');
    await signIn(harness, again, email);
    expect((await enterCode(harness, again, first)).json()).toMatchObject({ error: { code: 'TWO_FACTOR_CODE_INVALID' } });
    expect(again.cookie).toBeUndefined();
  });

  it('counts wrong codes like wrong passwords: the sixth try within 15 minutes is refused unchecked, even a right one', async () => {
    const email = 'limit@example.com';
    const { secret } = await enrol(harness, await newOperator(harness, email, '198.51.100.13'));
    clock.advanceMinutes(1);
    const guesser = client('198.51.100.14');
    await signIn(harness, guesser, email);
    const wrongCode = codeOf(secret) === '111111' ? '222222' : '111111';
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await enterCode(harness, guesser, wrongCode)).statusCode).toBe(401);
    const refused = await enterCode(harness, guesser, codeOf(secret));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ error: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many sign-in attempts. Please try again in 15 minutes.' } });
    expect(guesser.cookie).toBeUndefined();
  });

  it('turns off, or makes new recovery codes, only with a current code; both audited', async () => {
    const email = 'off@example.com';
    const operator = await newOperator(harness, email, '198.51.100.15');
    const { secret, codes } = await enrol(harness, operator);
    clock.advanceMinutes(1);

    const refused = await graphql(harness.app, operator, 'mutation { adminNewRecoveryCodes(code: "000000") { codes } }');
    expect(codesOf(refused)).toEqual(['TWO_FACTOR_CODE_INVALID']);
    const renewed = await graphql(harness.app, operator, 'mutation ($code: String!) { adminNewRecoveryCodes(code: $code) { codes } }', { code: codeOf(secret) });
    const fresh = (renewed.data?.adminNewRecoveryCodes as { codes: string[] }).codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(codes[0]);

    const notOff = await graphql(harness.app, operator, 'mutation ($code: String!) { adminDisableTwoFactor(code: $code) { enabled } }', { code: codes[0] });
    expect(codesOf(notOff)).toEqual(['TWO_FACTOR_CODE_INVALID']);
    const off = await graphql(harness.app, operator, 'mutation ($code: String!) { adminDisableTwoFactor(code: $code) { enabled recoveryCodesLeft } }', { code: fresh[0] });
    expect(off.data?.adminDisableTwoFactor).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const browser = client('198.51.100.16');
    expect((await signIn(harness, browser, email)).json()).toMatchObject({ user: { email } });
    expect(await actionsFor(harness, email)).toEqual(
      expect.arrayContaining([
        ['operator.2fa-on', email],
        ['operator.2fa-recovery-codes', email],
        ['operator.2fa-off', email],
      ]),
    );
  });

  it('is reset for a lost device by the command line: off, sessions ended, audited; an operator without it or a customer refused', async () => {
    const email = 'lost@example.com';
    const operator = await newOperator(harness, email, '198.51.100.17');
    await enrol(harness, operator);
    await resetTwoFactor(harness.database.db, { email: ' Lost@Example.com ', actor: null }, clock.now());
    expect((await send(harness.app, operator, 'GET', '/api/auth/session')).json()).toMatchObject({ user: null });
    const browser = client('198.51.100.18');
    expect((await signIn(harness, browser, email)).json()).toMatchObject({ user: { email } });
    expect(await actionsFor(harness, email)).toContainEqual(['operator.2fa-reset', COMMAND_LINE_ACTOR]);

    await expect(resetTwoFactor(harness.database.db, { email, actor: null }, clock.now())).rejects.toThrow(`${email} has no two-factor sign-in to reset.`);
    await expect(resetTwoFactor(harness.database.db, { email: demoAccount.email, actor: null }, clock.now())).rejects.toThrow(`${demoAccount.email} is a customer, not an operator.`);
    await expect(resetTwoFactor(harness.database.db, { email: 'nobody@example.com', actor: null }, clock.now())).rejects.toThrow('There is no account with the e-mail nobody@example.com.');
  });

  it("leaves customers' sign-in as it was", async () => {
    const customer = client('198.51.100.19');
    const answer = await signIn(harness, customer, demoAccount.email, demoAccount.password);
    expect(answer.json()).toMatchObject({ user: { email: demoAccount.email, role: 'customer' } });
    expect(customer.challenge).toBeUndefined();
  });
});

describe('OPERATOR_2FA=required', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await startTestApp({ now: clock.now, operatorTwoFactor: 'required' });
  }, 180_000);
  afterAll(() => harness.close());

  it('lets an operator without two-factor sign-in reach only its enrolment, every other back-office operation refused, until it is on', async () => {
    const operator = await newOperator(harness, 'required@example.com', '203.0.113.1');
    expect(await status(harness, operator)).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0 });
    for (const operation of adminOperations().filter((candidate) => !ENROLMENT_OPERATIONS.includes(candidate.name))) {
      const result = await graphql(harness.app, operator, operation.document, operation.variables);
      expect({ operation: operation.name, errors: result.errors?.map((error) => [error.extensions?.code, error.message]) }).toEqual({
        operation: operation.name,
        errors: [['TWO_FACTOR_REQUIRED', TWO_FACTOR_REQUIRED_MESSAGE]],
      });
    }
    // Nor another account's invoice, the one back-office read outside GraphQL.
    const order = await insertOrder(harness.database.db, { status: 'awaiting_payment', paymentServiceName: 'gateway' });
    expect(await markOrderPaid(harness.database.db, order.id, clock.now())).toBe(true);
    const invoice = await harness.database.db.selectFrom('invoices').select('number').where('order_id', '=', order.id).executeTakeFirstOrThrow();
    const download = () => send(harness.app, operator, 'GET', `/api/invoices/${invoice.number}.pdf`);
    expect((await download()).statusCode).toBe(404);
    await enrol(harness, operator);
    expect((await seesConsole(harness, operator)).errors).toBeUndefined();
    expect((await download()).statusCode).toBe(200);
  });

  it('is a setting with two values: anything else is refused at start in the one configuration message', () => {
    expect(loadConfig({ OPERATOR_2FA: 'required' }).operatorTwoFactor).toBe('required');
    expect(loadConfig({}).operatorTwoFactor).toBe('optional');
    expect(() => loadConfig({ OPERATOR_2FA: 'always', PORT: 'x' })).toThrow(ConfigError);
    expect(() => loadConfig({ OPERATOR_2FA: 'always', PORT: 'x' })).toThrow(/OPERATOR_2FA: must be one of optional, required \(got "always"\)[\s\S]*PORT:/);
  });
});
