/**
 * The back office's e-mail (docs/admin.md, "E-mail"): the failed and delayed messages listed newest first with
 * their reason, a failed one resent (audited, back in the queue and delivered by the server's own worker), refusals
 * of anything but a failed message, a double press and two operators at once resending once, and the warning's
 * answer. Messages fail at the transport, the boundary: it refuses the addresses the test names.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAIL_PAGE_SIZE } from '../../server/admin/mail';
import { enqueueMail } from '../../server/mail/outbox';
import type { MailTransport } from '../../server/mail/transport';
import { backoffMs } from '../../server/mail/worker';
import { transferMail } from '../support/mails';
import { client, graphql, signInDemo, signInOperator, testClock } from './accounts';
import type { Client } from './accounts';
import { startTestApp } from './app';
import type { TestApp } from './app';

const clock = testClock('2026-11-24T09:00:00.000Z');
const SUBJECT = 'Order ORD-MAIL0001 received: pay by bank transfer';

/** Recipient -> the reply the mail server gives it (5xx: for good, 4xx: for now); anyone else's message is taken. */
const refusals = new Map<string, { code: number; text: string }>();
const delivered: string[] = [];
const transport: MailTransport = {
  kind: 'smtp',
  close: () => {},
  send: async (mail) => {
    const refusal = refusals.get(mail.to);
    if (refusal) throw Object.assign(new Error(`${refusal.code} ${refusal.text}`), { responseCode: refusal.code });
    delivered.push(mail.to);
  },
};

let harness: TestApp;
let operator: Client;
const db = () => harness.database.db;

beforeAll(async () => {
  // The server's own worker sends, looking at the outbox every 50 ms; the frozen clock keeps a retry from falling due.
  harness = await startTestApp({ now: clock.now, mail: { transport, pollIntervalMs: 50 } });
  operator = await signInOperator(harness.app, client('192.0.2.60'));
});
afterAll(async () => harness.close());
beforeEach(async () => {
  refusals.clear();
  delivered.length = 0;
  await db().deleteFrom('mail_outbox').execute();
});

interface Message {
  id: string;
  createdAt: string;
  recipient: string;
  template: string;
  subject: string | null;
  status: string;
  attempts: number;
  lastError: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
}

const FIELDS = 'id createdAt recipient template subject status attempts lastError lastAttemptAt nextAttemptAt';
const LIST = `query ($filter: AdminMailFilterInput, $page: Int) { adminMailProblems(filter: $filter, page: $page) { messages { ${FIELDS} } total page pageSize } }`;
const HEALTH = '{ adminMailHealth { failing failed delayed } }';
const RESEND = `mutation ($id: String!) { adminResendMail(id: $id) { ${FIELDS} } }`;

async function list(filter: Record<string, unknown> = {}, page = 1) {
  const result = await graphql(harness.app, operator, LIST, { filter, page });
  expect(result.errors).toBeUndefined();
  return (result.data as { adminMailProblems: { messages: Message[]; total: number; page: number; pageSize: number } }).adminMailProblems;
}

async function health() {
  const result = await graphql(harness.app, operator, HEALTH);
  expect(result.errors).toBeUndefined();
  return (result.data as { adminMailHealth: { failing: boolean; failed: number; delayed: number } }).adminMailHealth;
}

const resend = (id: string, who: Client = operator) => graphql(harness.app, who, RESEND, { id });

const row = (key: string) => db().selectFrom('mail_outbox').selectAll().where('key', '=', key).executeTakeFirstOrThrow();

/** Enqueues a message to `to` now and waits until the worker has tried it once. */
async function tried(key: string, to: string): Promise<string> {
  await enqueueMail(db(), transferMail(key, to), clock.now());
  const settled = await vi.waitFor(
    async () => {
      const current = await row(key);
      expect(current.attempts === 1 && current.claimed_until === null).toBe(true);
      return current;
    },
    { timeout: 15_000, interval: 20 },
  );
  return settled.id;
}

const auditOf = (id: string) => db().selectFrom('audit_log').selectAll().where('subject_type', '=', 'mail').where('subject_id', '=', id).execute();

describe('the list of failed and delayed messages', () => {
  it('lists failed and delayed messages newest first, with the reason, the attempts and the next attempt; not those sent or waiting for a first try', async () => {
    refusals.set('gone@example.test', { code: 550, text: 'No such user here' });
    refusals.set('busy@example.test', { code: 451, text: 'Mailbox busy, try later' });
    const failedAt = clock.now();
    const failed = await tried('order-received:gone', 'gone@example.test');
    clock.advanceMinutes(0.1);
    const delayedAt = clock.now();
    const delayed = await tried('order-received:busy', 'busy@example.test');
    clock.advanceMinutes(0.1);
    await tried('order-received:fine', 'fine@example.test');
    // Waiting for its first attempt, due in a minute.
    await enqueueMail(db(), transferMail('order-received:later', 'later@example.test'), new Date(clock.now().getTime() + 60_000));

    const page = await list();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: MAIL_PAGE_SIZE });
    expect(page.messages).toEqual([
      {
        id: delayed,
        createdAt: delayedAt.toISOString(),
        recipient: 'busy@example.test',
        template: 'order-received',
        subject: SUBJECT,
        status: 'DELAYED',
        attempts: 1,
        lastError: '451 Mailbox busy, try later',
        lastAttemptAt: delayedAt.toISOString(),
        nextAttemptAt: new Date(delayedAt.getTime() + backoffMs(1)).toISOString(),
      },
      {
        id: failed,
        createdAt: failedAt.toISOString(),
        recipient: 'gone@example.test',
        template: 'order-received',
        subject: SUBJECT,
        status: 'FAILED',
        attempts: 1,
        lastError: '550 No such user here',
        lastAttemptAt: failedAt.toISOString(),
        nextAttemptAt: null,
      },
    ]);
    expect((await list({ problem: 'FAILED' })).messages.map((message) => message.id)).toEqual([failed]);
    expect((await list({ problem: 'DELAYED' })).messages.map((message) => message.id)).toEqual([delayed]);
    expect((await list({ recipient: 'GONE@' })).messages.map((message) => message.id)).toEqual([failed]);
    expect((await list({ recipient: '%' })).total).toBe(0);
  });

  it('pages the list 25 at a time, and refuses a bad page or filter with a clear message', async () => {
    const at = (n: number) => new Date(Date.UTC(2026, 10, 1, 0, n));
    await db()
      .insertInto('mail_outbox')
      .values(
        Array.from({ length: MAIL_PAGE_SIZE + 3 }, (_, n) => ({
          id: crypto.randomUUID(),
          key: `order-received:old-${n}`,
          recipient: `old-${n}@example.test`,
          template: 'order-received',
          data: '{}',
          attachments: '[]',
          status: 'failed' as const,
          attempts: 8,
          last_error: 'connect ECONNREFUSED',
          next_attempt_at: at(n),
          created_at: at(n),
        })),
      )
      .execute();
    const first = await list();
    expect(first.total).toBe(MAIL_PAGE_SIZE + 3);
    expect(first.messages).toHaveLength(MAIL_PAGE_SIZE);
    expect(first.messages[0]?.recipient).toBe(`old-${MAIL_PAGE_SIZE + 2}@example.test`);
    expect((await list({}, 2)).messages.map((message) => message.recipient)).toEqual(['old-2@example.test', 'old-1@example.test', 'old-0@example.test']);

    for (const [variables, message] of [
      [{ page: 0 }, 'The page is a whole number from 1.'],
      [{ filter: { recipient: 'x'.repeat(255) } }, 'The address is longer than 254 characters.'],
    ] as const) {
      const result = await graphql(harness.app, operator, LIST, variables);
      expect(result.errors?.map((error) => [error.extensions?.code, error.message])).toEqual([['INVALID_FILTER', message]]);
    }
  });
});

describe('resending a failed message', () => {
  it('puts it back in the queue with a fresh round of attempts, writes mail.resend to the audit log, and the worker delivers it', async () => {
    refusals.set('gone@example.test', { code: 550, text: 'No such user here' });
    const id = await tried('order-received:resend', 'gone@example.test');
    expect(await health()).toEqual({ failing: true, failed: 1, delayed: 0 });

    // The customer's mailbox works again.
    refusals.clear();
    clock.advanceMinutes(5);
    const result = await resend(id);
    expect(result.errors).toBeUndefined();
    expect((result.data as { adminResendMail: Message }).adminResendMail).toMatchObject({ id, status: 'PENDING', attempts: 0, lastError: null, nextAttemptAt: clock.now().toISOString() });
    const [entry, ...others] = await auditOf(id);
    expect(others).toHaveLength(0);
    expect(entry).toMatchObject({ action: 'mail.resend', created_at: clock.now() });
    expect(entry?.before).toMatchObject({ key: 'order-received:resend', recipient: 'gone@example.test', status: 'failed', attempts: 1, lastError: '550 No such user here' });
    expect(entry?.after).toMatchObject({ status: 'pending', attempts: 0, lastError: null });

    await vi.waitFor(async () => expect(await row('order-received:resend')).toMatchObject({ status: 'sent', attempts: 1, last_error: null }), { timeout: 15_000, interval: 20 });
    expect(delivered).toEqual(['gone@example.test']);
    expect(await list()).toMatchObject({ total: 0, messages: [] });
    expect(await health()).toEqual({ failing: false, failed: 0, delayed: 0 });

    // Sent: there is nothing to resend, and nothing is written.
    const again = await resend(id);
    expect(again.errors?.map((error) => [error.extensions?.code, error.message])).toEqual([['MAIL_NOT_FAILED', `This message was sent at ${clock.now().toISOString().slice(0, 16).replace('T', ' ')} UTC: there is nothing to resend.`]]);
    expect(again.data?.adminResendMail ?? null).toBeNull();
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('resends once when pressed twice and by two operators at once', async () => {
    refusals.set('gone@example.test', { code: 550, text: 'No such user here' });
    const id = await tried('order-received:race', 'gone@example.test');
    refusals.clear();
    const second = await signInOperator(harness.app, client('192.0.2.61'));
    const results = await Promise.all([resend(id), resend(id), resend(id, second), resend(id, second)]);
    const codes = results.map((result) => (result.errors ? result.errors.map((error) => error.extensions?.code).join() : 'RESENT'));
    expect(codes.filter((code) => code === 'RESENT')).toHaveLength(1);
    expect(codes.filter((code) => code === 'MAIL_NOT_FAILED')).toHaveLength(3);
    expect(await auditOf(id)).toHaveLength(1);
    await vi.waitFor(async () => expect((await row('order-received:race')).status).toBe('sent'), { timeout: 15_000, interval: 20 });
    expect(delivered).toEqual(['gone@example.test']);
  });

  it('refuses a delayed message (it is still being retried), an unknown one and a malformed id, writing nothing', async () => {
    refusals.set('busy@example.test', { code: 451, text: 'Mailbox busy, try later' });
    const delayed = await tried('order-received:delayed', 'busy@example.test');
    const before = await row('order-received:delayed');
    for (const [id, code, message] of [
      [delayed, 'MAIL_NOT_FAILED', 'This message is already waiting to be sent (perhaps resent by another operator): there is nothing to resend.'],
      ['00000000-0000-4000-8000-000000000000', 'MAIL_NOT_FOUND', 'There is no such message.'],
      ['not-a-uuid', 'MAIL_NOT_FOUND', 'There is no such message.'],
    ] as const) {
      const result = await resend(id);
      expect(result.errors?.map((error) => [error.extensions?.code, error.message])).toEqual([[code, message]]);
    }
    expect(await row('order-received:delayed')).toEqual(before);
    expect(await auditOf(delayed)).toHaveLength(0);
  });

  it('refuses shoppers and visitors: nothing is listed, resent or told', async () => {
    refusals.set('gone@example.test', { code: 550, text: 'No such user here' });
    const id = await tried('order-received:not-yours', 'gone@example.test');
    const before = await row('order-received:not-yours');
    const shopper = await signInDemo(harness.app, client('192.0.2.62'));
    for (const who of [shopper, client('192.0.2.63')]) {
      for (const [query, variables] of [[LIST, {}], [HEALTH, {}], [RESEND, { id }]] as const) {
        const result = await graphql(harness.app, who, query, variables);
        expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
        expect(result.data ?? null).toBeNull();
      }
    }
    expect(await row('order-received:not-yours')).toEqual(before);
    expect(await auditOf(id)).toHaveLength(0);
  });
});

describe('the warning', () => {
  it('is up while the newest attempt failed, and down once a message is delivered after it', async () => {
    expect(await health()).toEqual({ failing: false, failed: 0, delayed: 0 });
    refusals.set('busy@example.test', { code: 451, text: 'Mailbox busy, try later' });
    await tried('order-received:warn-busy', 'busy@example.test');
    expect(await health()).toEqual({ failing: true, failed: 0, delayed: 1 });
    clock.advanceMinutes(0.1);
    await tried('order-received:warn-fine', 'fine@example.test');
    expect(await health()).toEqual({ failing: false, failed: 0, delayed: 1 });
  });
});
