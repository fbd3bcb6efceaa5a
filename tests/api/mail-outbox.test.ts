import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../contracts/mail';
import type { DatabaseHandle } from '../../server/db/database';
import { findInvoiceForOrder, renderInvoicePdf } from '../../server/invoices/index';
import { DEFAULT_ATTACHMENT_RESOLVERS } from '../../server/mail-attachments';
import type { AttachmentResolvers } from '../../server/mail/attachments';
import { DEFAULT_MAIL_FROM } from '../../server/mail/config';
import { encodeMailJson, enqueueMail } from '../../server/mail/outbox';
import { DATABASE_TRANSPORT, messageIdFor, smtpTransport } from '../../server/mail/transport';
import type { MailTransport } from '../../server/mail/transport';
import { MAIL_QUEUE, MAX_ATTEMPTS, backoffMs, mailSender, startMailWorker } from '../../server/mail/worker';
import type { MailSender, MailWorker } from '../../server/mail/worker';
import { registerOrderReactionsOfTheApp } from '../../server/order-reactions';
import { markOrderPaid } from '../../server/payments/settle';
import { client, send, testClock } from './accounts';
import { startTestApp } from './app';
import { newOrder } from './checkout-support';
import { createTestDatabase } from './db';
import { startSmtpSink } from './smtp-sink';
import { transferMail } from '../support/mails';
import { signUpAndConfirm } from '../support/sign-up';
import type { SmtpSink } from './smtp-sink';

const PUBLIC_URL = 'http://portal.test:8080';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  // These tests pay orders on the database alone: the reactions to a payment are the app's (server/app.ts).
  registerOrderReactionsOfTheApp();
});
afterAll(() => database.close());

const open: { workers: MailSender[]; running: MailWorker[]; sinks: SmtpSink[] } = { workers: [], running: [], sinks: [] };
afterEach(async () => {
  await Promise.all(open.workers.splice(0).map((worker) => worker.close()));
  await Promise.all(open.running.splice(0).map((worker) => worker.stop()));
  await Promise.all(open.sinks.splice(0).map((sink) => sink.close()));
  await database.db.deleteFrom('mail_outbox').execute();
});

const logged: { level: string; message: string }[] = [];
const log = {
  info: () => {},
  warn: (_details: object, message: string) => logged.push({ level: 'warn', message }),
  error: (_details: object, message: string) => logged.push({ level: 'error', message }),
};

function worker(transport: MailTransport, clock: { now: () => Date }, resolvers: AttachmentResolvers = {}): MailSender {
  const started = mailSender({ db: database.db, transport, resolvers, from: DEFAULT_MAIL_FROM, publicUrl: PUBLIC_URL, now: clock.now, leaseMs: 60_000, log });
  open.workers.push(started);
  return started;
}

async function sink(options: Parameters<typeof startSmtpSink>[0] = {}): Promise<SmtpSink> {
  const started = await startSmtpSink(options);
  open.sinks.push(started);
  return started;
}

const rows = () => database.db.selectFrom('mail_outbox').selectAll().orderBy('created_at').orderBy('key').execute();

describe('enqueueMail', () => {
  it('keeps one message per event key however often, and however concurrently, the event is enqueued', async () => {
    const now = new Date('2026-11-24T10:00:00Z');
    await Promise.all(Array.from({ length: 5 }, () => enqueueMail(database.db, transferMail('order-received:one'), now)));
    await enqueueMail(database.db, transferMail('order-received:one', 'someone-else@example.com'), now);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ key: 'order-received:one', recipient: 'ann@example.com', status: 'pending', attempts: 0 });
  });

  it("writes in the caller's transaction: a rolled-back event leaves no message", async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, transferMail('order-received:rolled-back'), new Date());
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await rows()).toHaveLength(0);
  });

  it('markOrderPaid enqueues one payment-received message with the invoice attached, however often the payment is reported', async () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const identifier = await newOrder(database, now);
    const order = await database.db.selectFrom('orders').select('id').where('identifier', '=', identifier).executeTakeFirstOrThrow();
    await database.db.updateTable('orders').set({ status: 'awaiting_payment', total_minor: 4990n }).where('id', '=', order.id).execute();
    expect(await Promise.all([markOrderPaid(database.db, order.id, now), markOrderPaid(database.db, order.id, now)])).toContain(true);
    expect(await markOrderPaid(database.db, order.id, now)).toBe(false);
    const stored = (await rows()).filter((row) => row.key.startsWith('payment-received:'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ key: `payment-received:${order.id}`, recipient: 'demo@hosting-portal.test', template: 'payment-received', attachments: [{ kind: 'invoice', orderId: order.id }] });
    expect(stored[0]?.data).toMatchObject({ orderIdentifier: identifier, amount: { amountMinor: { $bigint: '4990' }, currency: 'EUR' } });

    // Sent with the invoice the payment issued, the same PDF as the order's download.
    const smtp = await sink();
    await worker(smtpTransport(smtp.url, 5_000), { now: () => now }, DEFAULT_ATTACHMENT_RESOLVERS).drain();
    // The order's domain is registered too, and told of in a message of its own.
    const received = await smtp.received(2);
    const subjects = received.map((each) => each.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects).toContain(`Payment received for order ${identifier}`);
    expect(subjects.filter((subject) => /^test-\d+\.com is registered$/.test(subject ?? ''))).toHaveLength(1);
    const message = received.find((each) => each.subject?.startsWith('Payment received'));
    const invoice = await findInvoiceForOrder(database.db, order.id);
    expect(message?.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([[`invoice-${invoice?.number}.pdf`, 'application/pdf']]);
    expect(message?.attachments[0]?.content.equals((await renderInvoicePdf(database.db, invoice?.number ?? '')) ?? Buffer.alloc(0))).toBe(true);
  });
});

describe('the mail worker over SMTP', () => {
  it('sends each message once to a real SMTP server, with an HTML and a plain-text part and a Message-ID derived from the key', async () => {
    const smtp = await sink();
    const clock = testClock('2026-11-24T10:00:00Z');
    await enqueueMail(database.db, transferMail('order-received:smtp'), clock.now());
    const mailWorker = worker(smtpTransport(smtp.url, 5_000), clock);
    await mailWorker.drain();
    await mailWorker.drain();
    const [message] = await smtp.received(1);
    expect(smtp.messages).toHaveLength(1);
    expect(message?.subject).toBe('Order ORD-MAIL0001 received: pay by bank transfer');
    expect(message?.to && 'text' in message.to ? message.to.text : '').toBe('ann@example.com');
    expect(message?.from?.value).toEqual([{ name: 'Hosting Portal', address: 'no-reply@hosting-portal.test' }]);
    expect(message?.messageId).toBe(messageIdFor('order-received:smtp', DEFAULT_MAIL_FROM));
    expect(message?.html).toContain('CZ6508000000192000145399');
    expect(message?.text?.replace(/\s+/g, ' ')).toContain('Please pay by 5 December 2026 at 10:00 UTC. After that the order expires and can no longer be paid.');
    expect(message?.html).toContain(`href="${PUBLIC_URL}/checkout/ORD-MAIL0001/success"`);
    expect(message?.text).toMatch(/PAYMENT REFERENCE\s+0123456789/);
    expect(message?.text).toMatch(/AMOUNT\s+€1,234\.56/);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1, claimed_until: null, subject: 'Order ORD-MAIL0001 received: pay by bank transfer' });
    expect(row?.sent_at).toEqual(clock.now());
  });

  it('retries after the SMTP server refuses, backing off, and sends once it takes the message', async () => {
    const smtp = await sink({ refuse: (n) => (n === 1 ? 'Mailbox busy, try later' : undefined) });
    const clock = testClock('2026-11-24T10:00:00Z');
    await enqueueMail(database.db, transferMail('order-received:retry'), clock.now());
    const mailWorker = worker(smtpTransport(smtp.url, 5_000), clock);
    await mailWorker.drain();
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, claimed_until: null });
    expect(row?.last_error).toContain('Mailbox busy, try later');
    expect(row?.next_attempt_at).toEqual(new Date(clock.now().getTime() + backoffMs(1)));
    expect(logged.at(-1)).toEqual({ level: 'warn', message: 'mail not sent; will retry' });

    expect(await mailWorker.drain()).toBe(0);
    clock.advanceMinutes(backoffMs(1) / 60_000);
    await mailWorker.drain();
    await smtp.received(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(smtp.messages).toHaveLength(1);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts, marks the message failed and logs it`, async () => {
    const clock = testClock('2026-11-24T10:00:00Z');
    let tries = 0;
    const refusing: MailTransport = { kind: "smtp", close: () => {}, send: async () => { tries += 1; throw new Error("connect ECONNREFUSED"); } };
    await enqueueMail(database.db, transferMail('order-received:gives-up'), clock.now());
    const mailWorker = worker(refusing, clock);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS + 2; attempt += 1) {
      await mailWorker.drain();
      clock.advanceMinutes(backoffMs(attempt) / 60_000);
    }
    const [row] = await rows();
    expect(tries).toBe(MAX_ATTEMPTS);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, last_error: 'connect ECONNREFUSED' });
    expect(logged.at(-1)).toEqual({ level: 'error', message: `mail failed after ${MAX_ATTEMPTS} attempts; not retried` });
  });

  it('fails a message at once, without retrying, when the SMTP server refuses it for good (a 5xx reply)', async () => {
    const smtp = await sink({ refuse: () => '550 No such user here' });
    const clock = testClock('2026-11-24T10:00:00Z');
    await enqueueMail(database.db, transferMail('order-received:refused', 'nobody@example.com'), clock.now());
    const mailWorker = worker(smtpTransport(smtp.url, 5_000), clock);
    await mailWorker.drain();
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 1, claimed_until: null, last_attempt_at: clock.now() });
    expect(row?.last_error).toContain('No such user here');
    expect(logged.at(-1)).toEqual({ level: 'error', message: 'mail refused for good; not retried' });
    clock.advanceMinutes(60);
    expect(await mailWorker.drain()).toBe(0);
    expect(smtp.connections).toBe(1);
  });

  it('resolves attachment references when sending, and waits for an attachment that is not there yet', async () => {
    const smtp = await sink();
    const clock = testClock('2026-11-24T10:00:00Z');
    let invoiceIssued = false;
    const resolvers: AttachmentResolvers = {
      invoice: async (_db, ref) => (invoiceIssued ? { filename: `invoice-${ref.orderId}.pdf`, contentType: 'application/pdf', content: Buffer.from('%PDF-1.7 test') } : undefined),
    };
    await enqueueMail(database.db, { ...transferMail('payment-received:attached'), attachments: [{ kind: 'invoice', orderId: 'order-1' }] }, clock.now());
    const mailWorker = worker(smtpTransport(smtp.url, 5_000), clock, resolvers);
    await mailWorker.drain();
    const [waiting] = await rows();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.last_error).toContain('not available yet');
    expect(smtp.connections).toBe(0);

    invoiceIssued = true;
    clock.advanceMinutes(backoffMs(1) / 60_000);
    await mailWorker.drain();
    const [message] = await smtp.received(1);
    expect(message?.attachments.map((attachment) => [attachment.filename, attachment.contentType, attachment.content.toString()])).toEqual([['invoice-order-1.pdf', 'application/pdf', '%PDF-1.7 test']]);
  });

  it('lets several workers share one outbox: each message is claimed and sent by one of them', async () => {
    const smtp = await sink();
    const clock = testClock('2026-11-24T10:00:00Z');
    for (let n = 0; n < 6; n += 1) await enqueueMail(database.db, transferMail(`order-received:shared-${n}`, `customer-${n}@example.com`), clock.now());
    const workers = [worker(smtpTransport(smtp.url, 5_000), clock), worker(smtpTransport(smtp.url, 5_000), clock), worker(smtpTransport(smtp.url, 5_000), clock)];
    const tried = await Promise.all(workers.map((each) => each.drain()));
    await smtp.received(6);
    expect(tried.reduce((sum, count) => sum + count, 0)).toBe(6);
    expect(smtp.messages.map((message) => message.messageId).sort()).toEqual(Array.from({ length: 6 }, (_, n) => messageIdFor(`order-received:shared-${n}`, DEFAULT_MAIL_FROM)).sort());
    expect((await rows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

describe('the mail worker on pg-boss', () => {
  /** A running worker of this process, as a server instance has: its drains are jobs of the mail-outbox queue. */
  async function running(transport: MailTransport, pollIntervalMs: number): Promise<MailWorker> {
    const started = await startMailWorker({ db: database.db, transport, resolvers: {}, from: DEFAULT_MAIL_FROM, publicUrl: PUBLIC_URL, now: () => new Date(), leaseMs: 60_000, pollIntervalMs, log });
    open.running.push(started);
    return started;
  }
  const drainJobs = async () => (await sql<{ state: string }>`select state from pgboss.job where name = ${MAIL_QUEUE}`.execute(database.db)).rows;
  const statusOf = async (key: string) => (await database.db.selectFrom('mail_outbox').select('status').where('key', '=', key).executeTakeFirst())?.status;

  it('sends a message queued by another process once its look finds it, in a drain job of the mail-outbox queue', async () => {
    const before = (await drainJobs()).filter((job) => job.state === 'completed').length;
    await running(DATABASE_TRANSPORT, 100);
    // Written straight to the table, as `npm run lifecycle` or another instance does: nothing wakes this process.
    const mail = transferMail('order-received:elsewhere');
    await database.db.insertInto('mail_outbox').values({ id: randomUUID(), key: mail.key, recipient: mail.to, template: mail.template, language: 'en', data: encodeMailJson(mail.data), attachments: '[]', status: 'pending', next_attempt_at: new Date(), created_at: new Date() }).execute();
    await expect.poll(() => statusOf('order-received:elsewhere'), { timeout: 10_000 }).toBe('sent');
    await expect.poll(async () => (await drainJobs()).filter((job) => job.state === 'completed').length, { timeout: 10_000 }).toBeGreaterThan(before);
  });

  it('asks for a drain at once after the commit of a request that queued a message, without waiting for its look', async () => {
    const mailWorker = await running(DATABASE_TRANSPORT, 60_000);
    // The first look (at the start) has found nothing; the next is a minute away.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await enqueueMail(database.db, transferMail('order-received:woken'), new Date());
    // Longer than pg-boss's shortest poll: nothing sends it until the wake.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await statusOf('order-received:woken')).toBe('pending');
    mailWorker.wakeAfterCommit();
    await expect.poll(() => statusOf('order-received:woken'), { timeout: 5_000 }).toBe('sent');
  });

  it('lets the workers of two instances share one outbox: each message goes out once', async () => {
    const smtp = await sink();
    await Promise.all([running(smtpTransport(smtp.url, 5_000), 100), running(smtpTransport(smtp.url, 5_000), 100)]);
    const keys = Array.from({ length: 6 }, (_, n) => `order-received:two-${n}`);
    for (const [n, key] of keys.entries()) await enqueueMail(database.db, transferMail(key, `customer-${n}@example.com`), new Date());
    await smtp.received(6);
    // Time for a second sending of any of them to arrive, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.messages.map((message) => message.messageId).sort()).toEqual(keys.map((key) => messageIdFor(key, DEFAULT_MAIL_FROM)).sort());
    expect((await rows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

describe('the embedded default and /api/outbox', () => {
  it('keeps a new account\'s welcome message as delivered and lists it, newest first, with both parts', async () => {
    const test = await startTestApp();
    try {
      const who = await signUpAndConfirm(test.app, { fullname: 'Mia Mailer', email: 'mia@example.com', password: 'a-long-password-1' });
      let messages: OutboxMessage[] = [];
      for (let wait = 0; wait < 100 && !(messages[0]?.template === 'welcome' && messages[0].status === 'sent'); wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const listed = await send(test.app, who, 'GET', '/api/outbox');
        expect(listed.statusCode).toBe(200);
        messages = (listed.json() as { messages: OutboxMessage[] }).messages;
      }
      expect(messages.map((message) => message.template)).toEqual(['welcome', 'sign-up-confirm']);
      expect(messages[0]).toMatchObject({ to: 'mia@example.com', template: 'welcome', subject: 'Welcome to Hosting Portal', status: 'sent', transport: 'database', attempts: 1, attachments: [] });
      expect(messages[0]?.html).toContain('Hello Mia Mailer');
      expect(messages[0]?.html).toContain('href="http://localhost:3000/websites"');
      expect(messages[0]?.text).toContain('Your account is ready.');
    } finally {
      await test.close();
    }
  }, 120_000);

  it('answers 404 in production, and for attachments of unknown messages or kinds not available', async () => {
    const production = await startTestApp({ mode: 'production' });
    const development = await startTestApp();
    try {
      expect((await send(production.app, client(), 'GET', '/api/outbox')).statusCode).toBe(404);
      await enqueueMail(development.database.db, { ...transferMail('payment-received:x'), attachments: [{ kind: 'invoice', orderId: 'missing' }] }, new Date());
      const [row] = await development.database.db.selectFrom('mail_outbox').select('id').execute();
      expect((await send(production.app, client(), 'GET', `/api/outbox/${row?.id}/attachments/0`)).statusCode).toBe(404);
      for (const url of ['/api/outbox/not-a-uuid/attachments/0', `/api/outbox/${row?.id}/attachments/1`, `/api/outbox/${row?.id}/attachments/x`, '/api/outbox/00000000-0000-4000-8000-000000000000/attachments/0']) {
        const response = await send(development.app, client(), 'GET', url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toMatchObject({ error: { code: 'NOT_FOUND' } });
      }
      const unavailable = await send(development.app, client(), 'GET', `/api/outbox/${row?.id}/attachments/0`);
      expect(unavailable.statusCode).toBe(404);
      expect(unavailable.json()).toMatchObject({ error: { code: 'ATTACHMENT_UNAVAILABLE' } });
    } finally {
      await production.close();
      await development.close();
    }
  }, 120_000);

  it('stores the message as delivered without SMTP: the database transport', async () => {
    const clock = testClock('2026-11-24T10:00:00Z');
    await enqueueMail(database.db, transferMail('order-received:kept'), clock.now());
    await worker(DATABASE_TRANSPORT, clock).drain();
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', transport: 'database', subject: 'Order ORD-MAIL0001 received: pay by bank transfer' });
    expect(row?.text).toContain('Please put the payment reference on the transfer');
  });

  it('refuses, as every mail server does, an address at .invalid (a domain reserved never to exist): the message fails at once', async () => {
    const clock = testClock('2026-11-24T10:00:00Z');
    await enqueueMail(database.db, transferMail('order-received:invalid', 'Someone@Mail.Example.INVALID'), clock.now());
    await worker(DATABASE_TRANSPORT, clock).drain();
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 1, transport: null, last_error: '550 No such domain: mail.example.invalid cannot receive mail (.invalid never exists).' });
  });
});
