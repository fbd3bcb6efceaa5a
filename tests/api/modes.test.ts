/**
 * PORTAL_MODE in process: production builds the app without demo mode's conveniences (server/demo.ts), so the test
 * gateway, the outbox, the events viewer and the stand-in VIES answer 404 there, and its seed writes the catalogue alone.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, demoOperator } from '../../server/db/catalogue';
import { vouchers } from '../../server/db/checkout-catalogue';
import type { DatabaseHandle } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDatabase } from '../../server/setup/seed';
import { DemoDataError, refuseDemoData, seedProductionCatalogue } from '../../server/setup/seed-production';
import { enqueueMail } from '../../server/mail/outbox';
import { DEMO_TRANSFER_ACCOUNT } from '../../server/payments/config';
import { client, graphql, send, signInDemo } from './accounts';
import { appPageFolder, openInBrowser, startTestApp } from './app';
import type { TestApp } from './app';
import { createTestDatabase } from './db';
import { transferMail } from '../support/mails';
import { insertOrder } from '../support/payment-orders';

const METHODS = `query ($id: String!) { paymentMethods(orderIdentifier: $id, lastReloadBeforeSubmit: false) { methods { name } } }`;
const INSTRUCTIONS = `query ($id: String!) { order(orderIdentifier: $id) { paymentInstructions { iban } } }`;

const BANK = { accountName: 'Portal Ltd', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };

let pages: ReturnType<typeof appPageFolder>;
let production: TestApp;
let demo: TestApp;
beforeAll(async () => {
  pages = appPageFolder();
  production = await startTestApp({ mode: 'production', staticDir: pages.staticDir, payments: { stripe: undefined, transfer: BANK } });
  demo = await startTestApp({ mode: 'demo', staticDir: pages.staticDir });
});
afterAll(async () => {
  await production.close();
  await demo.close();
  pages.remove();
});

describe('production mode', () => {
  it('answers 404 for the outbox and the events, their pages and their APIs', async () => {
    await enqueueMail(production.database.db, transferMail('order-received:production'), new Date());
    const [message] = await production.database.db.selectFrom('mail_outbox').select('id').execute();
    for (const url of ['/api/outbox', `/api/outbox/${message?.id ?? ''}/attachments/0`, '/api/events', '/api/events?anonymousId=visitor-a']) {
      const response = await send(production.app, client(), 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    for (const url of ['/outbox', '/outbox/', '/events', '/events?anonymousId=a']) {
      expect((await openInBrowser(production.app, url)).statusCode, url).toBe(404);
    }
    // The collector itself is no demo convenience: the tracker's batches are still taken.
    const batch = await send(production.app, client(), 'POST', '/api/events', { events: [] });
    expect(batch.statusCode).not.toBe(404);
  });

  it('never offers the test gateway, and its pages answer 404', async () => {
    const demoClient = await signInDemo(production.app, client('192.0.2.31'));
    const order = await insertOrder(production.database.db, { status: 'draft', totalMinor: null });
    const listed = await graphql(production.app, demoClient, METHODS, { id: order.identifier });
    expect(listed.errors).toBeUndefined();
    expect((listed.data?.paymentMethods as { methods: { name: string }[] }).methods.map((method) => method.name)).toEqual(['bank-transfer']);
    for (const url of ['/payments/gateway', '/payments/gateway/return']) {
      const posted = await production.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'order=x' });
      expect(posted.statusCode, url).toBe(404);
      expect(posted.json(), url).toMatchObject({ error: { code: 'NOT_FOUND' } });
      // A browser opening it gets the 404 too, not the app's page.
      const opened = await openInBrowser(production.app, url);
      expect(opened.statusCode, url).toBe(404);
      expect(opened.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('has no stand-in VIES, which demo mode answers', async () => {
    const ask = (app: TestApp) => app.app.inject({ method: 'POST', url: '/demo/vies/check-vat-number', headers: { 'content-type': 'application/json' }, payload: { countryCode: 'DE', vatNumber: '000000000' } });
    expect((await ask(production)).statusCode).toBe(404);
    const answered = await ask(demo);
    expect([answered.statusCode, answered.json()]).toEqual([200, expect.objectContaining({ valid: false, countryCode: 'DE', vatNumber: '000000000' })]);
  });

  it('gives the bank-transfer instructions of the configured account, never the demonstration one', async () => {
    const demoClient = await signInDemo(production.app, client('192.0.2.32'));
    const order = await insertOrder(production.database.db, { totalMinor: 12_100n, paymentServiceName: 'bank-transfer' });
    const result = await graphql(production.app, demoClient, INSTRUCTIONS, { id: order.identifier });
    expect(result.errors).toBeUndefined();
    expect(result.data?.order).toEqual({ paymentInstructions: { iban: BANK.iban } });
  });
});

describe('demo mode', () => {
  it('serves the outbox and the events with their pages, and offers the test gateway and the demonstration account', async () => {
    const outbox = await send(demo.app, client(), 'GET', '/api/outbox');
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json()).toMatchObject({ keptHere: true });
    expect((await send(demo.app, client(), 'GET', '/api/events')).statusCode).toBe(200);
    for (const url of ['/outbox', '/events']) expect((await openInBrowser(demo.app, url)).statusCode, url).toBe(200);

    const demoClient = await signInDemo(demo.app, client('192.0.2.33'));
    const order = await insertOrder(demo.database.db, { status: 'draft', totalMinor: null });
    const listed = await graphql(demo.app, demoClient, METHODS, { id: order.identifier });
    expect((listed.data?.paymentMethods as { methods: { name: string }[] }).methods.map((method) => method.name)).toEqual(['gateway', 'bank-transfer']);
    const awaiting = await insertOrder(demo.database.db, { totalMinor: 12_100n, paymentServiceName: 'bank-transfer' });
    const result = await graphql(demo.app, demoClient, INSTRUCTIONS, { id: awaiting.identifier });
    expect(result.data?.order).toEqual({ paymentInstructions: { iban: DEMO_TRANSFER_ACCOUNT.iban } });
  });
});

describe("production's seed", () => {
  const count = async (database: DatabaseHandle, table: 'package' | 'accounts' | 'orders' | 'voucher' | 'websites' | 'addon' | 'tld' | 'vat_rate' | 'package_limit' | 'faq_item') =>
    Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  it('writes the catalogue alone into an empty database, once', async () => {
    const database = await createTestDatabase({ empty: true });
    try {
      await migrateToLatest(database.db);
      expect(await seedProductionCatalogue(database.db)).toBe(true);
      for (const table of ['package', 'package_limit', 'faq_item', 'addon', 'tld', 'vat_rate'] as const) expect(await count(database, table), table).toBeGreaterThan(0);
      for (const table of ['accounts', 'orders', 'voucher', 'websites'] as const) expect(await count(database, table), table).toBe(0);
      const packages = await count(database, 'package');
      expect(await seedProductionCatalogue(database.db)).toBe(false);
      expect(await count(database, 'package')).toBe(packages);
      await expect(refuseDemoData(database.db)).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  }, 120_000);

  it('adds nothing to a database that holds anything', async () => {
    const database = await createTestDatabase({ empty: true });
    try {
      await migrateToLatest(database.db);
      await database.db
        .insertInto('accounts')
        .values({ id: randomUUID(), email: 'owner@portal.example', fullname: 'Owner', password_hash: 'x', created_at: new Date() })
        .execute();
      expect(await seedProductionCatalogue(database.db)).toBe(false);
      expect(await count(database, 'package')).toBe(0);
      expect(await count(database, 'addon')).toBe(0);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses a database a demo run seeded, naming its demo accounts and vouchers', async () => {
    const database = await createTestDatabase({ empty: true });
    try {
      await migrateToLatest(database.db);
      await seedDatabase(database.db);
      expect(await seedProductionCatalogue(database.db)).toBe(false);
      const refused = refuseDemoData(database.db);
      await expect(refused).rejects.toBeInstanceOf(DemoDataError);
      const message = await refused.catch((error: unknown) => (error as Error).message);
      expect(message).toContain(`the demo account ${demoOperator.email}, whose password is published`);
      expect(message).toContain(`the demo account ${demoAccount.email}, whose password is published`);
      for (const voucher of vouchers) expect(message).toContain(`the demo voucher ${voucher.code}`);
    } finally {
      await database.close();
    }
  }, 120_000);
});
