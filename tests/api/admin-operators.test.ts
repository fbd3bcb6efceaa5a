/**
 * The console's Operators page through GraphQL (docs/admin.md, "Operators"): listing, inviting (the link e-mailed
 * through the outbox, never answered), the refusals at the e-mail field, disabling and enabling another operator
 * (ending their sessions at once; never oneself, never the last enabled operator), each audited with the operator who
 * asked; and a disabled operator's session refused everywhere the signed-in account is read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_LINE_ACTOR, listAuditLog } from '../../server/admin/audit-log';
import { createOperator, setOperatorEnabled } from '../../server/admin/operators';
import { demoAccount, demoOperator } from '../../server/db/catalogue';
import { decodeMailJson } from '../../server/mail/outbox';
import { newOrder, readOrder } from './checkout-support';
import { client, graphql, send, signInDemo, signInOperator, testClock } from './accounts';
import type { Client } from './accounts';
import { startTestApp } from './app';
import type { TestApp } from './app';

const clock = testClock('2026-11-24T09:00:00.000Z');
let harness: TestApp;
let first: Client;
const db = () => harness.database.db;

beforeAll(async () => {
  harness = await startTestApp({ now: clock.now });
  first = await signInOperator(harness.app, client('192.0.2.70'));
}, 180_000);
afterAll(() => harness.close());

interface Operator {
  email: string;
  enabled: boolean;
  createdAt: string;
  isYou: boolean;
}
interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; errors?: Record<string, string> } }[];
}

const LIST = '{ adminOperators { email enabled createdAt isYou } }';
const INVITE = 'mutation ($email: String!) { adminInviteOperator(email: $email) { email enabled createdAt isYou } }';
const SET_ENABLED = 'mutation ($email: String!, $enabled: Boolean!) { adminSetOperatorEnabled(email: $email, enabled: $enabled) { email enabled isYou } }';

const list = async (who: Client = first) => ((await graphql(harness.app, who, LIST)).data?.adminOperators ?? null) as Operator[] | null;
const invite = (email: string, who: Client = first) => graphql(harness.app, who, INVITE, { email }) as Promise<GraphQLAnswer>;
const setEnabled = (email: string, enabled: boolean, who: Client = first) => graphql(harness.app, who, SET_ENABLED, { email, enabled }) as Promise<GraphQLAnswer>;
const signIn = (who: Client, email: string, password: string) => send(harness.app, who, 'POST', '/api/auth/sign-in', { email, password });
const seesConsole = async (who: Client) => (await list(who)) !== null;
const auditOf = async (email: string) => (await listAuditLog(db(), { subjectType: 'operator', subjectId: email }, 1)).entries;
const auditTotal = async () => (await listAuditLog(db(), {}, 1)).total;
const refusal = (answer: GraphQLAnswer) => ({ code: answer.errors?.[0]?.extensions?.code, message: answer.errors?.[0]?.message, fields: answer.errors?.[0]?.extensions?.errors });

/** Opens the invitation's link from the outbox and sets the password, as the invitee does. */
async function acceptInvitation(email: string, password: string): Promise<void> {
  const mail = await db().selectFrom('mail_outbox').select(['data']).where('recipient', '=', email).where('template', '=', 'operator-invite').executeTakeFirstOrThrow();
  const token = new URL(decodeMailJson<{ resetUrl: string }>(mail.data).resetUrl, 'http://portal.test').searchParams.get('token');
  const set = await send(harness.app, client('192.0.2.79'), 'POST', '/api/auth/password-reset', { token, password });
  expect(set.statusCode).toBe(200);
}

describe('who may manage operators', () => {
  it('refuses a visitor and a customer with FORBIDDEN, and an invitation from them writes nothing', async () => {
    const customer = await signInDemo(harness.app, client('192.0.2.71'));
    const before = await auditTotal();
    for (const who of [client('192.0.2.72'), customer]) {
      expect((await graphql(harness.app, who, LIST)).errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
      expect(refusal(await invite('intruder@example.com', who)).code).toBe('FORBIDDEN');
      expect(refusal(await setEnabled(demoOperator.email, false, who)).code).toBe('FORBIDDEN');
    }
    expect(await db().selectFrom('accounts').select('id').where('email', '=', 'intruder@example.com').execute()).toEqual([]);
    expect(await auditTotal()).toBe(before);
    expect(await seesConsole(first)).toBe(true);
  });
});

describe('inviting an operator', () => {
  it('makes the account and e-mails the one-time link in the same transaction, never answering the link; the invitee sets a password and sees the console', async () => {
    const answer = await invite(' Second.Operator@Example.COM ');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.adminInviteOperator).toEqual({ email: 'second.operator@example.com', enabled: true, createdAt: clock.now().toISOString(), isYou: false });
    expect(JSON.stringify(answer)).not.toContain('token');

    // Queued with the account, and sent by the app's mail worker once the invitation's response is out.
    const mail = () => db().selectFrom('mail_outbox').select(['template', 'status']).where('recipient', '=', 'second.operator@example.com').execute();
    await expect.poll(mail, { timeout: 10_000 }).toEqual([{ template: 'operator-invite', status: 'sent' }]);
    const [entry] = await auditOf('second.operator@example.com');
    expect(entry).toMatchObject({ action: 'operator.create', operatorEmail: demoOperator.email });
    expect(JSON.parse(entry?.after ?? '{}')).toEqual({ role: 'operator', enabled: true, password: 'link' });

    await acceptInvitation('second.operator@example.com', 'second-operator-2026');
    const second = client('192.0.2.73');
    expect((await signIn(second, 'second.operator@example.com', 'second-operator-2026')).statusCode).toBe(200);
    const seen = await list(second);
    expect(seen?.map((row) => [row.email, row.enabled, row.isYou]).sort()).toEqual([
      [demoOperator.email, true, false],
      ['second.operator@example.com', true, true],
    ]);
  });

  it("refuses an operator's address, a disabled operator's, a customer's and an invalid one at the e-mail field, writing nothing", async () => {
    const before = await auditTotal();
    const exists = refusal(await invite(demoOperator.email));
    expect(exists.code).toBe('OPERATOR_EXISTS');
    expect(exists.fields).toEqual({ email: `${demoOperator.email} is already an operator. A forgotten password is reset with Forgot password on the sign-in form.` });

    const customer = refusal(await invite(demoAccount.email.toUpperCase()));
    expect(customer.code).toBe('CUSTOMER_ACCOUNT');
    expect(customer.fields?.email).toBe(
      `${demoAccount.email} has a customer's account, which an invitation does not make an operator's. Invite another address, or promote it on the server with npm run operator -- create ${demoAccount.email}.`,
    );
    expect(await db().selectFrom('accounts').select('role').where('email', '=', demoAccount.email).executeTakeFirstOrThrow()).toEqual({ role: 'customer' });

    for (const typed of ['not-an-address', '', 'a@b']) {
      const invalid = refusal(await invite(typed));
      expect(invalid.code).toBe('INVALID_EMAIL');
      expect(invalid.fields?.email).toBe(`"${typed}" is not a valid e-mail address.`);
    }

    await createOperator(db(), { email: 'resting@example.com', password: 'resting-operator-1', actor: null }, clock.now());
    await setOperatorEnabled(db(), { email: 'resting@example.com', enabled: false, actor: null }, clock.now());
    const disabled = refusal(await invite('resting@example.com'));
    expect(disabled.code).toBe('OPERATOR_DISABLED');
    expect(disabled.fields?.email).toBe('resting@example.com is a disabled operator: enable them in the list of operators instead.');
    expect(await auditTotal()).toBe(before + 2);
    expect(await db().selectFrom('mail_outbox').select('id').where('template', '=', 'operator-invite').where('recipient', 'in', [demoAccount.email, 'resting@example.com']).execute()).toEqual([]);
  });
});

describe('disabling and enabling an operator', () => {
  it('disables another operator, whose open session is refused at once, and enables them again; both audited with who asked', async () => {
    const second = client('192.0.2.74');
    expect((await signIn(second, 'second.operator@example.com', 'second-operator-2026')).statusCode).toBe(200);
    expect(await seesConsole(second)).toBe(true);

    const disabled = await setEnabled('second.operator@example.com', false);
    expect(disabled.errors).toBeUndefined();
    expect(disabled.data?.adminSetOperatorEnabled).toEqual({ email: 'second.operator@example.com', enabled: false, isYou: false });
    expect(await seesConsole(second)).toBe(false);
    expect((await send(harness.app, second, 'GET', '/api/auth/session')).json()).toMatchObject({ user: null });
    expect(await db().selectFrom('sessions').innerJoin('accounts', 'accounts.id', 'sessions.account_id').select('id_hash').where('accounts.email', '=', 'second.operator@example.com').execute()).toEqual([]);
    expect((await signIn(second, 'second.operator@example.com', 'second-operator-2026')).statusCode).toBe(401);

    expect((await setEnabled('second.operator@example.com', true)).data?.adminSetOperatorEnabled).toEqual({ email: 'second.operator@example.com', enabled: true, isYou: false });
    expect((await signIn(second, 'second.operator@example.com', 'second-operator-2026')).statusCode).toBe(200);
    expect(await seesConsole(second)).toBe(true);
    expect((await auditOf('second.operator@example.com')).map((entry) => [entry.action, entry.operatorEmail, entry.after])).toEqual([
      ['operator.enable', demoOperator.email, '{"enabled":true}'],
      ['operator.disable', demoOperator.email, '{"enabled":false}'],
      ['operator.create', demoOperator.email, '{"role":"operator","enabled":true,"password":"link"}'],
    ]);
  });

  it('refuses disabling oneself, an operator already disabled, a customer and an unknown address, with the reason, writing nothing', async () => {
    const before = await auditTotal();
    expect(refusal(await setEnabled(demoOperator.email, false))).toEqual({
      code: 'DISABLING_YOURSELF',
      message: 'You cannot disable your own account: another operator can, so that someone is left who can enable it again.',
      fields: undefined,
    });
    expect(refusal(await setEnabled('resting@example.com', false))).toMatchObject({ code: 'OPERATOR_UNCHANGED', message: 'resting@example.com is already disabled.' });
    expect(refusal(await setEnabled(demoAccount.email, false))).toMatchObject({ code: 'NOT_AN_OPERATOR', message: `${demoAccount.email} is a customer, not an operator.` });
    expect(refusal(await setEnabled('nobody@example.com', true))).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', message: 'There is no account with the e-mail nobody@example.com.' });
    expect(await seesConsole(first)).toBe(true);
    expect(await auditTotal()).toBe(before);
  });

  it('refuses disabling the last enabled operator, and of two operators disabling each other at once, one wins', async () => {
    const second = client('192.0.2.75');
    expect((await signIn(second, 'second.operator@example.com', 'second-operator-2026')).statusCode).toBe(200);
    const enabledOperators = async () => (await list(first))?.filter((row) => row.enabled).map((row) => row.email).sort() ?? [];
    expect(await enabledOperators()).toEqual([demoOperator.email, 'second.operator@example.com'].sort());

    const answers = await Promise.all([setEnabled('second.operator@example.com', false, first), setEnabled(demoOperator.email, false, second)]);
    const codes = answers.map((answer) => answer.errors?.[0]?.extensions?.code ?? 'done');
    expect(codes.filter((code) => code === 'done')).toHaveLength(1);
    // The loser is refused as the last operator, or (its session ended by the winner) as no operator at all.
    expect(['LAST_OPERATOR', 'FORBIDDEN']).toContain(codes.find((code) => code !== 'done'));
    const winner = answers[0]?.errors === undefined ? first : second;
    const remaining = (await list(winner))?.filter((row) => row.enabled) ?? [];
    expect(remaining).toHaveLength(1);
    expect(remaining[0]?.isYou).toBe(true);

    // The command line, which may disable anyone, keeps the last one too.
    const last = remaining[0]?.email ?? '';
    await expect(setOperatorEnabled(db(), { email: last, enabled: false, actor: null }, clock.now())).rejects.toThrow(
      `${last} is the last enabled operator: nobody could sign in to the back office then. Make or enable another operator first.`,
    );
    expect(await seesConsole(winner)).toBe(true);

    const loser = winner === first ? 'second.operator@example.com' : demoOperator.email;
    expect((await setEnabled(loser, true, winner)).errors).toBeUndefined();
    if (winner !== first) first = await signInOperator(harness.app, client('192.0.2.76'));
  });
});

describe('the audit log', () => {
  it("finds the command line's entries by the words it shows for them, as well as an operator's by e-mail", async () => {
    const byCommandLine = await listAuditLog(db(), { operator: 'command line' }, 1);
    expect(byCommandLine.entries.map((entry) => [entry.action, entry.subjectId, entry.operatorEmail])).toEqual([
      ['operator.disable', 'resting@example.com', COMMAND_LINE_ACTOR],
      ['operator.create', 'resting@example.com', COMMAND_LINE_ACTOR],
    ]);
    expect((await listAuditLog(db(), { operator: 'NPM RUN' }, 1)).total).toBe(2);
    const byEmail = await listAuditLog(db(), { operator: 'operator@hosting' }, 1);
    expect(byEmail.total).toBeGreaterThan(0);
    expect(byEmail.entries.every((entry) => entry.operatorEmail === demoOperator.email)).toBe(true);
  });
});

describe("a disabled operator's session", () => {
  it('is refused wherever the signed-in account is read, also by the checkout reading the session with its order, and by the back office', async () => {
    const identifier = await newOrder(harness.database, clock.now());
    await createOperator(db(), { email: demoAccount.email, actor: null }, clock.now());
    const promoted = client('192.0.2.77');
    expect((await signIn(promoted, demoAccount.email, demoAccount.password)).statusCode).toBe(200);
    expect((await readOrder(harness.app, promoted, identifier)).errors).toBeUndefined();
    expect(await seesConsole(promoted)).toBe(true);

    // A sign-in that raced the disable: its session row outlived the disable's deletion of the sessions.
    await db().updateTable('accounts').set({ disabled_at: clock.now() }).where('email', '=', demoAccount.email).execute();
    const order = await readOrder(harness.app, promoted, identifier);
    expect(order.order).toBeUndefined();
    expect(order.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await graphql(harness.app, promoted, LIST)).errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    expect((await send(harness.app, promoted, 'GET', '/api/auth/session')).json()).toMatchObject({ user: null });
  });
});
