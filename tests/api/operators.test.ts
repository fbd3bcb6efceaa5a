import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contracts/auth';
import { COMMAND_LINE_ACTOR, listAuditLog } from '../../server/admin/audit-log';
import { createOperator, listOperators, OperatorError, setOperatorEnabled } from '../../server/admin/operators';
import { demoAccount, demoOperator } from '../../server/db/catalogue';
import { decodeMailJson } from '../../server/mail/outbox';
import { startTestApp } from './app';
import type { TestApp } from './app';
import { client, graphql, send, testClock } from './accounts';
import type { Client } from './accounts';

const clock = testClock();
let harness: TestApp;
beforeAll(async () => {
  harness = await startTestApp({ now: clock.now });
}, 180_000);
afterAll(() => harness.close());

const db = () => harness.database.db;
const signIn = (who: Client, email: string, password: string) => send(harness.app, who, 'POST', '/api/auth/sign-in', { email, password });
/** Whether `who` may read the back office: a question only operators are answered. */
async function seesConsole(who: Client): Promise<boolean> {
  const answer = await graphql(harness.app, who, '{ adminAuditLog { total } }');
  return answer.errors === undefined && answer.data?.adminAuditLog !== undefined;
}
const auditOf = async (email: string) => (await listAuditLog(db(), { subjectType: 'operator', subjectId: email }, 1)).entries;

describe('creating an operator', () => {
  it('makes an account whose one-time link, e-mailed through the outbox, sets a password that signs in to the console', async () => {
    const created = await createOperator(db(), { email: ' New.Operator@Example.COM ', actor: null }, clock.now());
    expect(created.kind).toBe('link');
    if (created.kind !== 'link') return;
    expect(created.email).toBe('new.operator@example.com');
    const token = new URL(created.path, 'http://portal.test').searchParams.get('token');

    const mail = await db().selectFrom('mail_outbox').select(['template', 'data', 'status']).where('recipient', '=', 'new.operator@example.com').execute();
    expect(mail.map((row) => [row.template, row.status])).toEqual([['operator-invite', 'pending']]);
    expect(decodeMailJson<{ resetUrl: string }>(mail[0]?.data).resetUrl).toBe(created.path);

    // Until the link is used, no password opens the account.
    const who = client('192.0.2.51');
    expect((await signIn(who, 'new.operator@example.com', '')).statusCode).toBe(400);
    const set = await send(harness.app, who, 'POST', '/api/auth/password-reset', { token, password: 'first-operator-2026' });
    expect(set.statusCode).toBe(200);
    const signedIn = await signIn(who, 'new.operator@example.com', 'first-operator-2026');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ user: { email: 'new.operator@example.com', role: 'operator' } });
    expect(await seesConsole(who)).toBe(true);

    const [entry] = await auditOf('new.operator@example.com');
    expect(entry).toMatchObject({ action: 'operator.create', operatorEmail: COMMAND_LINE_ACTOR, subjectType: 'operator', subjectId: 'new.operator@example.com' });
    expect(JSON.parse(entry?.after ?? '{}')).toEqual({ role: 'operator', enabled: true, password: 'link' });
  });

  it('sets the password given instead (--password-stdin), with no link and no e-mail', async () => {
    const created = await createOperator(db(), { email: 'robot@example.com', password: 'automation-secret-1', actor: null }, clock.now());
    expect(created).toEqual({ kind: 'password', email: 'robot@example.com' });
    expect(await db().selectFrom('mail_outbox').select('id').where('recipient', '=', 'robot@example.com').execute()).toEqual([]);
    expect(await db().selectFrom('password_resets').innerJoin('accounts', 'accounts.id', 'password_resets.account_id').select('token_hash').where('accounts.email', '=', 'robot@example.com').execute()).toEqual([]);
    const who = client('192.0.2.52');
    expect((await signIn(who, 'robot@example.com', 'automation-secret-1')).statusCode).toBe(200);
    expect(await seesConsole(who)).toBe(true);
  });

  it('refuses a password sign-up would refuse, an invalid address and an operator already there, writing nothing', async () => {
    await expect(createOperator(db(), { email: 'short@example.com', password: 'short', actor: null }, clock.now())).rejects.toThrow(new OperatorError(AUTH_MESSAGES.PASSWORD_TOO_SHORT, 'INVALID_PASSWORD'));
    await expect(createOperator(db(), { email: 'short@example.com', password: '', actor: null }, clock.now())).rejects.toThrow(AUTH_MESSAGES.PASSWORD_TOO_SHORT);
    await expect(createOperator(db(), { email: 'not-an-address', actor: null }, clock.now())).rejects.toThrow('"not-an-address" is not a valid e-mail address.');
    await expect(createOperator(db(), { email: demoOperator.email, actor: null }, clock.now())).rejects.toThrow(`${demoOperator.email} is already an operator.`);
    expect(await db().selectFrom('accounts').select('id').where('email', '=', 'short@example.com').execute()).toEqual([]);
    expect(await auditOf(demoOperator.email)).toEqual([]);
  });

  it("promotes a customer's account: it keeps its password, its sessions end, and its next sign-in is an operator's", async () => {
    const who = client('192.0.2.53');
    expect((await signIn(who, demoAccount.email, demoAccount.password)).statusCode).toBe(200);
    expect(await seesConsole(who)).toBe(false);
    expect(await createOperator(db(), { email: demoAccount.email, actor: null }, clock.now())).toEqual({ kind: 'promoted', email: demoAccount.email, passwordSet: false });
    expect((await send(harness.app, who, 'GET', '/api/auth/session')).json()).not.toMatchObject({ user: { email: demoAccount.email } });
    expect((await signIn(who, demoAccount.email, demoAccount.password)).json()).toMatchObject({ user: { role: 'operator' } });
    expect(await seesConsole(who)).toBe(true);
    expect((await auditOf(demoAccount.email)).map((entry) => entry.action)).toEqual(['operator.promote']);
  });
});

describe('listing, disabling and enabling operators', () => {
  it('lists the operators with whether each is enabled and when it was made', async () => {
    const operators = await listOperators(db());
    expect(operators.map((row) => row.email)).toEqual(expect.arrayContaining([demoOperator.email, 'new.operator@example.com', 'robot@example.com']));
    expect(operators.every((row) => row.enabled && row.createdAt instanceof Date)).toBe(true);
    expect(operators.map((row) => row.email)).not.toContain('nobody@example.com');
  });

  it('disabling ends the sessions at once and refuses sign-in with the answer of a wrong password; enabling lets it back in', async () => {
    const who = client('192.0.2.54');
    expect((await signIn(who, 'robot@example.com', 'automation-secret-1')).statusCode).toBe(200);
    expect(await seesConsole(who)).toBe(true);

    await setOperatorEnabled(db(), { email: 'ROBOT@example.com', enabled: false, actor: null }, clock.now());
    expect(await seesConsole(who)).toBe(false);
    const refused = await signIn(who, 'robot@example.com', 'automation-secret-1');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: { code: 'INVALID_CREDENTIALS', message: AUTH_MESSAGES.INVALID_CREDENTIALS } });
    expect((await listOperators(db())).find((row) => row.email === 'robot@example.com')?.enabled).toBe(false);

    await setOperatorEnabled(db(), { email: 'robot@example.com', enabled: true, actor: null }, clock.now());
    expect((await signIn(who, 'robot@example.com', 'automation-secret-1')).statusCode).toBe(200);
    expect(await seesConsole(who)).toBe(true);
    const actions = (await auditOf('robot@example.com')).map((entry) => [entry.action, entry.operatorEmail, entry.after]);
    expect(actions).toEqual([
      ['operator.enable', COMMAND_LINE_ACTOR, '{"enabled":true}'],
      ['operator.disable', COMMAND_LINE_ACTOR, '{"enabled":false}'],
      ['operator.create', COMMAND_LINE_ACTOR, '{"role":"operator","enabled":true,"password":"set"}'],
    ]);
  });

  it('refuses an unknown e-mail, a customer and a second disable clearly, writing nothing', async () => {
    const before = (await listAuditLog(db(), {}, 1)).total;
    await expect(setOperatorEnabled(db(), { email: 'nobody@example.com', enabled: false, actor: null }, clock.now())).rejects.toThrow('There is no account with the e-mail nobody@example.com.');
    await db().insertInto('accounts').values({ id: crypto.randomUUID(), fullname: 'Customer', email: 'customer@example.com', password_hash: 'x', cookie_consent: null, created_at: clock.now() }).execute();
    await expect(setOperatorEnabled(db(), { email: 'customer@example.com', enabled: false, actor: null }, clock.now())).rejects.toThrow('customer@example.com is a customer, not an operator.');
    await setOperatorEnabled(db(), { email: 'robot@example.com', enabled: false, actor: null }, clock.now());
    await expect(setOperatorEnabled(db(), { email: 'robot@example.com', enabled: false, actor: null }, clock.now())).rejects.toThrow('robot@example.com is already disabled.');
    await expect(createOperator(db(), { email: 'robot@example.com', actor: null }, clock.now())).rejects.toThrow('robot@example.com is a disabled operator: enable it with npm run operator -- enable robot@example.com.');
    expect((await listAuditLog(db(), {}, 1)).total).toBe(before + 1);
  });
});
