import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoAccount, demoOperator } from '../../server/db/catalogue';
import { LOCK_FILE_NAME } from '../../server/db/data-folder-lock';
import { signPurchaseOffer } from '../../server/domain/purchase-token';
import { freePort, runCommand, startServer, waitForHealth } from './child-server';
import { startSmtpSink } from './smtp-sink';
import { PRODUCTION_SETTINGS } from '../support/production-settings';
import { restoreEmbedded } from '../../server/backup/embedded';
import { seededPgliteDumpFile } from './db';
import { SAMPLE_RATES_FILE } from '../../server/exchange-rates/repository';

/** A data folder already migrated and seeded, so that the portal starts on it in a moment. */
const seededFolder = async () => void (await restoreEmbedded(dataDir, await seededPgliteDumpFile(), { force: false }));

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-main-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const start = (env: Record<string, string>) => startServer(dataDir, env);

describe('server/main.ts', () => {
  it('starts on an empty data folder, serves, and on SIGTERM closes everything and exits 0', async () => {
    const port = await freePort();
    const server = start({ PORT: String(port), HOST: '127.0.0.1' });
    const health = await waitForHealth(port, server.exited);
    expect(await health.json()).toEqual({ status: 'ok', database: 'up' });
    const pricelist = await fetch(`http://127.0.0.1:${port}/api/pricelist`);
    expect(((await pricelist.json()) as { totalItems: number }).totalItems).toBe(5);
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(true);

    // Without PORTAL_MODE (as `npm start` runs it) the portal is the demo: e-mail is kept and shown at /outbox...
    const outbox = await fetch(`http://127.0.0.1:${port}/api/outbox`);
    expect(outbox.status).toBe(200);
    expect(((await outbox.json()) as { keptHere: boolean }).keptHere).toBe(true);
    // ...and without NODE_ENV the build is production-like: no development aids...
    const introspection = await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }) });
    expect(((await introspection.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code).toBe('INTROSPECTION_DISABLED');
    // ...and signing in over plain http on this machine still works: the cookie is not Secure there.
    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: demoAccount.email, password: demoAccount.password }) });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get('set-cookie') ?? '';
    expect(cookie).not.toMatch(/;\s*Secure/i);
    const session = await fetch(`http://127.0.0.1:${port}/api/auth/session`, { headers: { cookie: cookie.split(';')[0] ?? '' } });
    expect(((await session.json()) as { user: { email: string } | null }).user?.email).toBe(demoAccount.email);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    // JSON logs: every line of standard output is a JSON object.
    const lines = server.output().stdout.trim().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    // The port opened only after the warm-up (server/http/warm-up.ts), whose requests left no line of their own.
    const messages = lines.map((line) => (JSON.parse(line) as { msg?: string }).msg);
    expect(messages.indexOf('warmed up')).toBeGreaterThanOrEqual(0);
    expect(messages.indexOf('warmed up')).toBeLessThan(messages.indexOf('portal started'));
    expect(messages.slice(0, messages.indexOf('portal started'))).not.toContain('request completed');
  }, 300_000);

  it('backs up through the running portal, and the backup restores into an empty data folder only', async () => {
    await seededFolder();
    const port = await freePort();
    const server = start({ PORT: String(port), HOST: '127.0.0.1' });
    await waitForHealth(port, server.exited);
    const file = join(dataDir, 'portal.tar.gz');
    const backup = await runCommand('backup-cli', dataDir, [file]);
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toContain(`Backed up the embedded database in ${dataDir} through the running portal`);
    expect(backup.code).toBe(0);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const fresh = join(dataDir, 'fresh');
    const restore = await runCommand('restore-cli', fresh, [file]);
    expect(restore.stdout).toContain(`Restored ${file} into the data folder ${fresh}:`);
    expect(restore.code).toBe(0);
    const again = await runCommand('restore-cli', fresh, [file]);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(`The data folder ${fresh} already holds a database. Restore into an empty data folder (set DATA_DIR to a new folder), or add --force to replace this database with the backup.`);
  }, 240_000);

  it('closes the database before exiting when a request keeps the shutdown waiting past its time', async () => {
    await seededFolder();
    const port = await freePort();
    const server = start({ PORT: String(port), HOST: '127.0.0.1' });
    await waitForHealth(port, server.exited);
    // A request whose body never arrives in full keeps the server from closing.
    const hanging = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => hanging.once('connect', resolve));
    // Its headers ask to continue: the server's 100 Continue says it has read them, so the request is in flight (not a
    // connection the shutdown may close as idle) before the SIGTERM is sent.
    const continued = new Promise<void>((resolve) => hanging.once('data', () => resolve()));
    hanging.write('POST /api/auth/sign-in HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nExpect: 100-continue\r\n\r\n');
    await continued;
    hanging.write('{');
    hanging.on('error', () => {});
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    hanging.destroy();
    // Closing the database releases the data folder.
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    expect(server.output().stderr).toContain('The portal did not stop within 10 s; closing the database and exiting anyway.');
  }, 240_000);

  it('exits 1 with the clear message when another process holds the data folder', async () => {
    writeFileSync(join(dataDir, LOCK_FILE_NAME), `${process.pid}\n`);
    const server = start({ PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain(`The data folder ${dataDir} is in use by another portal process (pid ${process.pid}). Stop it or set DATA_DIR to another folder.`);
  });

  it('exits 1 naming every bad configuration variable', async () => {
    const server = start({ PORT: 'eighty', PRICELIST_CURRENCY: 'GBP' });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr).toContain('PORT: must be a port number from 1 to 65535 (got "eighty")');
    expect(stderr).toContain('PRICELIST_CURRENCY: must be one of CZK, EUR, USD (got "GBP")');
  });

  it('exits 1 in production naming every missing setting in one message', async () => {
    const server = start({ PORTAL_MODE: 'production', PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr).toContain('Invalid configuration:');
    for (const name of ['SMTP_URL', 'PUBLIC_URL', 'SELLER_NAME', 'SELLER_ADDRESS', 'SELLER_VAT_ID', 'SELLER_COMPANY_ID', 'STRIPE_* or BANK_TRANSFER_*']) expect(stderr).toContain(`  ${name}: `);
  });

  it('in production with its settings: no demo operator, no COVERALL, no test gateway, no outbox or events; the CNB rates are read', async () => {
    const sink = await startSmtpSink();
    // A stand-in of the Czech National Bank's address, which production reads soon after its start.
    const rateReads: string[] = [];
    const cnb = createServer((request, response) => {
      rateReads.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'text/plain; charset=UTF-8' }).end(readFileSync(SAMPLE_RATES_FILE));
    });
    await new Promise<void>((resolve) => cnb.listen(0, '127.0.0.1', resolve));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const CNB_RATES_URL = `http://127.0.0.1:${(cnb.address() as AddressInfo).port}/cs/denni_kurz.txt`;
    const server = start({ ...PRODUCTION_SETTINGS, SMTP_URL: sink.url, PORT: String(port), HOST: '127.0.0.1', SESSION_SECRET: SECRET, NODE_ENV: 'production', CNB_RATES_URL });
    try {
      await waitForHealth(port, server.exited);
      // The catalogue is seeded, the demo is not.
      expect(((await (await fetch(`${base}/api/pricelist`)).json()) as { totalItems: number }).totalItems).toBe(5);
      for (const account of [demoOperator, demoAccount]) {
        const signIn = await post(base, '/api/auth/sign-in', { email: account.email, password: account.password });
        expect(signIn.status, account.email).toBe(401);
      }
      for (const [method, path] of [
        ['POST', '/payments/gateway'],
        ['POST', '/payments/gateway/return'],
        ['GET', '/outbox'],
        ['GET', '/events'],
        ['GET', '/api/outbox'],
        ['GET', '/api/events'],
      ] as const) {
        expect((await fetch(`${base}${path}`, { method, headers: { accept: 'text/html' } })).status, `${method} ${path}`).toBe(404);
      }

      // A new customer signs up through the link e-mailed by SMTP, orders a package, and finds COVERALL unknown.
      expect((await post(base, '/api/auth/sign-up', { fullname: 'Jana Nováková', email: 'jana@example.com', password: 'a long enough password' })).status).toBe(202);
      const [mail] = await sink.received(1, 60_000);
      const token = /https:\/\/portal\.example\/sign-up\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
      expect(token).toBeDefined();
      const confirmed = await post(base, '/api/auth/sign-up/confirm', { token });
      expect(confirmed.status).toBe(200);
      const cookie = (confirmed.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const graphql = async (query: string, variables: Record<string, unknown>) =>
        (await (await post(base, '/graphql', { query, variables }, { cookie })).json()) as { data?: Record<string, Record<string, unknown> | null>; errors?: { extensions?: { code?: string } }[] };
      expect((await graphql('mutation ($name: String!) { createWebsite(name: $name) { name } }', { name: 'jana-shop' })).errors).toBeUndefined();
      const offer = signPurchaseOffer(SECRET, { identifier: 'standard', version: 1, project: 'jana-shop', ref: 'pricelist' });
      const ordered = await graphql(
        'mutation ($checkoutUrl: String!) { createPackageOrder(projectName: "jana-shop", packageIdentifier: "standard", action: "buy", version: 1, checkoutUrl: $checkoutUrl) { orderIdentifier } }',
        { checkoutUrl: `/checkout?ref=pricelist&token=${offer}` },
      );
      const orderIdentifier = String(ordered.data?.createPackageOrder?.orderIdentifier);
      const read = await graphql('query ($id: String!) { order(orderIdentifier: $id) { integrityToken } paymentMethods(orderIdentifier: $id, lastReloadBeforeSubmit: false) { methods { name } } }', { id: orderIdentifier });
      expect(read.data?.paymentMethods).toEqual({ methods: [{ name: 'bank-transfer' }] });
      const voucher = await graphql(
        'mutation ($id: String!, $token: String!) { updateOrderVoucher(orderIdentifier: $id, code: "COVERALL", integrityToken: $token) { identifier } }',
        { id: orderIdentifier, token: read.data?.order?.integrityToken },
      );
      expect(voucher.errors?.[0]?.extensions?.code).toBe('VOUCHER_NOT_FOUND');

      await vi.waitFor(() => expect(rateReads).toEqual(['/cs/denni_kurz.txt']), { timeout: 60_000, interval: 100 });
      await vi.waitFor(() => expect(server.output().stdout).toContain('"date":"2026-11-26"'), { timeout: 30_000, interval: 100 });
      expect(server.output().stdout).toContain("Czech National Bank's rates read");
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await sink.close();
      await new Promise((resolve) => cnb.close(resolve));
    }
  }, 300_000);
});

const SECRET = 'a-production-session-secret-of-32-characters-or-more';


const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
