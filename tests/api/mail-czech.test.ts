/**
 * A Czech account's e-mails end to end (docs/frontend.md "Messages in Czech and English"): the person chooses Czech
 * with the header's switch (PUT /api/account/language), an order is queued for bank transfer, and the outbox's worker
 * sends the order's confirmation in Czech, subject and text; a message queued before the choice stays English. A
 * sign-up e-mails its link and welcome in the language of the page it was made on; the account it makes keeps that
 * language when the visitor chose it with the switch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ATTACHMENT_RESOLVERS } from '../../server/mail-attachments';
import { DEFAULT_MAIL_FROM } from '../../server/mail/config';
import { enqueueOrderReceived } from '../../server/mail/order-mail';
import { DATABASE_TRANSPORT } from '../../server/mail/transport';
import { mailSender } from '../../server/mail/worker';
import { DEMO_TRANSFER_ACCOUNT } from '../../server/payments/config';
import { SESSION_COOKIE } from '../../server/auth/sessions';
import { insertOrder } from '../support/payment-orders';
import { client, signInDemo, type Client } from './accounts';
import { startTestApp, type TestApp } from './app';

let harness: TestApp;
let demo: Client;

beforeAll(async () => {
  harness = await startTestApp({ payments: { stripe: undefined, transfer: DEMO_TRANSFER_ACCOUNT } });
  demo = await signInDemo(harness.app, client());
}, 60_000);
afterAll(async () => harness.close());

const chooseLanguage = (language: string) =>
  harness.app.inject({ method: 'PUT', url: '/api/account/language', headers: { host: 'localhost:3000', cookie: `${SESSION_COOKIE}=${demo.cookie}` }, payload: { language }, remoteAddress: demo.ip });

async function queueOrderReceived(): Promise<{ id: string; identifier: string }> {
  const order = await insertOrder(harness.database.db, { paymentServiceName: 'bank-transfer', currency: 'CZK', totalMinor: 305_250n });
  await enqueueOrderReceived(harness.database.db, order.id, { transfer: DEMO_TRANSFER_ACCOUNT }, new Date());
  return order;
}

/** Sends what is due with the outbox's worker, until these messages are sent (the app's own worker may hold one a moment). */
async function sendQueued(orders: { id: string }[]) {
  const worker = mailSender({
    db: harness.database.db,
    transport: DATABASE_TRANSPORT,
    resolvers: DEFAULT_ATTACHMENT_RESOLVERS,
    from: DEFAULT_MAIL_FROM,
    publicUrl: 'https://portal.example',
    now: () => new Date(),
    leaseMs: 60_000,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });
  try {
    for (let tries = 0; tries < 100; tries += 1) {
      await worker.drain();
      const statuses = await Promise.all(orders.map(async (order) => (await sentOf(order)).status));
      if (statuses.every((status) => status !== 'pending')) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await worker.close();
  }
}

const sentOf = (order: { id: string }) => harness.database.db.selectFrom('mail_outbox').select(['language', 'status', 'subject', 'text']).where('key', '=', `order-received:${order.id}`).executeTakeFirstOrThrow();

describe('a Czech account\'s e-mails', () => {
  it('are queued and sent in the language the account chose when they were queued', async () => {
    const before = await queueOrderReceived();
    expect((await chooseLanguage('cs')).statusCode).toBe(204);
    const after = await queueOrderReceived();
    await sendQueued([before, after]);

    const english = await sentOf(before);
    expect(english).toMatchObject({ language: 'en', status: 'sent', subject: `Order ${before.identifier} received: pay by bank transfer` });
    const czech = await sentOf(after);
    expect(czech).toMatchObject({ language: 'cs', status: 'sent', subject: `Objednávka ${after.identifier} přijata: zaplaťte bankovním převodem` });
    const text = (czech.text ?? '').replace(/\s+/g, ' ');
    for (const words of ['Dobrý den,', 'Děkujeme za Vaši objednávku.', 'VARIABILNÍ SYMBOL', '3 052,50 Kč', 'Zobrazit objednávku']) expect(text).toContain(words);
    expect(text).not.toContain('Thank you');
    await chooseLanguage('en');
  });
});

describe('a sign-up made on a Czech page', () => {
  const signUp = (email: string, headers: Record<string, string>) =>
    harness.app.inject({ method: 'POST', url: '/api/auth/sign-up', remoteAddress: '192.0.2.77', headers: { host: 'localhost:3000', ...headers }, payload: { fullname: 'Jana Nováková', email, password: 'a long enough password' } });
  const queued = (email: string, template: string) =>
    harness.database.db.selectFrom('mail_outbox').select(['language', 'data']).where('recipient', '=', email).where('template', '=', template).executeTakeFirstOrThrow();

  it('e-mails its link in Czech, and the account it makes speaks Czech: the welcome, the cookie, every later e-mail', async () => {
    expect((await signUp('jana.cs@example.test', { cookie: 'lang=cs', 'accept-language': 'en-US' })).statusCode).toBe(202);
    const link = await queued('jana.cs@example.test', 'sign-up-confirm');
    expect(link.language).toBe('cs');
    const data = (typeof link.data === 'string' ? JSON.parse(link.data) : link.data) as { confirmUrl: string };
    const token = new URL(data.confirmUrl, 'https://portal.example').searchParams.get('token');
    const confirmed = await harness.app.inject({ method: 'POST', url: '/api/auth/sign-up/confirm', remoteAddress: '192.0.2.77', headers: { host: 'localhost:3000' }, payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('cs');
    expect((await queued('jana.cs@example.test', 'welcome')).language).toBe('cs');
    const account = await harness.database.db.selectFrom('accounts').select('language').where('email', '=', 'jana.cs@example.test').executeTakeFirstOrThrow();
    expect(account.language).toBe('cs');
  });

  it('by the browser\'s header when no language was chosen, and the account it makes leaves the language to the browser', async () => {
    expect((await signUp('john.en@example.test', { 'accept-language': 'en-GB,cs;q=0.5' })).statusCode).toBe(202);
    expect((await queued('john.en@example.test', 'sign-up-confirm')).language).toBe('en');
    expect((await signUp('jan.cs@example.test', { 'accept-language': 'cs-CZ,en;q=0.5' })).statusCode).toBe(202);
    const link = await queued('jan.cs@example.test', 'sign-up-confirm');
    expect(link.language).toBe('cs');
    const data = (typeof link.data === 'string' ? JSON.parse(link.data) : link.data) as { confirmUrl: string };
    const token = new URL(data.confirmUrl, 'https://portal.example').searchParams.get('token');
    const confirmed = await harness.app.inject({ method: 'POST', url: '/api/auth/sign-up/confirm', remoteAddress: '192.0.2.78', headers: { host: 'localhost:3000', 'accept-language': 'cs-CZ' }, payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect((await queued('jan.cs@example.test', 'welcome')).language).toBe('cs');
    const account = await harness.database.db.selectFrom('accounts').select('language').where('email', '=', 'jan.cs@example.test').executeTakeFirstOrThrow();
    expect(account.language).toBeNull();
    expect(confirmed.cookies.find((cookie) => cookie.name === 'lang')).toBeUndefined();
  });
});
