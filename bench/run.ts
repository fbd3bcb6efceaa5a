// `npm run bench`: prints the figures the issues ask for. Nothing here asserts; the numbers are for people.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { formatKb, load, startProcess, stopProcess, waitForUrl } from './lib';
import { benchOrders } from './orders';

const PORT = 3201;
const BARE_PORT = 3202;
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const base = `http://127.0.0.1:${PORT}`;

async function pageJavaScriptGzip(url: string): Promise<{ files: Array<[string, number]>; total: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const scripts: Array<Promise<[string, number]>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.body().then((body) => [new URL(response.url()).pathname, gzipSync(body).length]));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = await Promise.all(scripts);
    return { files, total: files.reduce((sum, [, size]) => sum + size, 0) };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  console.log('bench: building the app');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });

  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const server = startProcess('node_modules/.bin/tsx', ['server/main.ts'], { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' });
  let bare: ReturnType<typeof startProcess> | undefined;
  try {
    await waitForUrl(`${base}/healthz`);

    console.log('\n## JavaScript the price list page loads (gzip, target 120 KB or less)');
    const js = await pageJavaScriptGzip(`${base}/pricelist`);
    for (const [file, size] of js.files) console.log(`  ${file}: ${formatKb(size)}`);
    console.log(`  total: ${formatKb(js.total)}`);

    const json = await (await fetch(`${base}/api/pricelist`)).text();
    const jsonFile = join(dataDir, 'pricelist.json');
    writeFileSync(jsonFile, json);
    bare = startProcess('node_modules/.bin/tsx', ['bench/bare-server.ts', jsonFile, String(BARE_PORT)], {});
    await waitForUrl(`http://127.0.0.1:${BARE_PORT}/api/pricelist`);

    console.log(`\n## GET /api/pricelist, ${CONNECTIONS} connections, ${SECONDS} s each (target: at least half of bare Fastify)`);
    await load(`${base}/api/pricelist`, { connections: CONNECTIONS, seconds: 2 }); // warm-up
    const portal = await load(`${base}/api/pricelist`, { connections: CONNECTIONS, seconds: SECONDS });
    const yardstick = await load(`http://127.0.0.1:${BARE_PORT}/api/pricelist`, { connections: CONNECTIONS, seconds: SECONDS });
    for (const [name, r] of [['portal (database)', portal], ['bare Fastify (memory)', yardstick]] as const) {
      console.log(`  ${name}: ${r.requestsPerSecond} req/s, p99 ${r.p99Ms} ms, non-2xx ${r.non2xx}, errors ${r.errors}`);
    }
    console.log(`  ratio: ${(portal.requestsPerSecond / yardstick.requestsPerSecond).toFixed(2)} of bare Fastify`);
  } finally {
    if (bare) await stopProcess(bare);
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Order changes start servers of their own (PGlite, PostgreSQL, 1 and 3 instances): bench/orders.ts.
  await benchOrders();
}

// `--only orders`: the order figures alone, without building the app or starting a browser.
const only = process.argv.indexOf('--only') >= 0 ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
await (only === 'orders' ? benchOrders() : main());
