// `npm run bench`: prints the figures the issues ask for. Nothing here asserts; the numbers are for people.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatKb, load, startProcess, stopProcess, waitForUrl } from './lib';
import { benchOrders } from './orders';
import { comparePaintTimes, CPU_SLOWDOWN, pageJavaScriptGzip, serveStaticCopy, staticCopyOf } from './pricelist-page';

const PORT = 3201;
const BARE_PORT = 3202;
const STATIC_PORT = 3203;
const PAINT_RUNS = Number(process.env.BENCH_PAINT_RUNS ?? 15);
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const base = `http://127.0.0.1:${PORT}`;

async function main(pageOnly: boolean): Promise<void> {
  console.log('bench: building the app');
  execSync('npm run build --silent', { stdio: 'inherit' });

  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const server = startProcess('node_modules/.bin/tsx', ['server/main.ts'], { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' });
  let bare: ReturnType<typeof startProcess> | undefined;
  try {
    await waitForUrl(`${base}/healthz`);

    console.log('\n## JavaScript a new visitor loads for the price list, cookie bar included (gzip, target 120 KB or less)');
    const js = await pageJavaScriptGzip(`${base}/pricelist`);
    for (const [file, size] of js.files) console.log(`  ${file}: ${formatKb(size)}`);
    console.log(`  first-load total: ${formatKb(js.total)}`);

    console.log(`\n## The price list's cards and largest paint against a static HTML copy (CPU ${CPU_SLOWDOWN}x slower, cache off, median of ${PAINT_RUNS}; target: at most 1.3x the copy)`);
    const copy = await serveStaticCopy(await staticCopyOf(`${base}/pricelist`), join(process.cwd(), 'dist'), STATIC_PORT);
    try {
      const paint = await comparePaintTimes(`${base}/pricelist`, `http://127.0.0.1:${STATIC_PORT}/pricelist`, PAINT_RUNS);
      for (const [name, times] of [['server-rendered page', paint.page], ['static HTML copy', paint.copy]] as const) {
        console.log(`  ${name}: cards visible ${Math.round(times.cardsMs)} ms, LCP ${Math.round(times.lcpMs)} ms`);
      }
      console.log(`  ratio: cards ${(paint.page.cardsMs / paint.copy.cardsMs).toFixed(2)}x, LCP ${(paint.page.lcpMs / paint.copy.lcpMs).toFixed(2)}x the static copy`);
    } finally {
      copy.close();
    }

    if (pageOnly) return;
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
  if (!pageOnly) await benchOrders();
}

// `--only orders`: the order figures alone, without building the app or starting a browser; `--only page`: the
// price list page's JavaScript and paint figures alone.
const only = process.argv.indexOf('--only') >= 0 ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
if (only !== undefined && only !== 'orders' && only !== 'page') throw new Error(`--only takes orders or page, not ${only}`);
await (only === 'orders' ? benchOrders() : main(only === 'page'));
