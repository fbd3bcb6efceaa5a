// `npm run bench`: prints the figures the issues ask for. Nothing here asserts; the numbers are for people.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatKb, load, printMachineLoad, startProcess, stopProcess, verdict, waitForUrl, type LoadResult } from './lib';
import { benchLifecycle } from './lifecycle';
import { benchOrders } from './orders';
import { comparePaintTimes, CPU_SLOWDOWN, median, pageJavaScriptGzip, serveStaticCopy, staticCopyOf } from './pricelist-page';

const PORT = 3201;
const BARE_PORT = 3202;
const STATIC_PORT = 3203;
const PAINT_RUNS = Number(process.env.BENCH_PAINT_RUNS ?? 15);
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const base = `http://127.0.0.1:${PORT}`;

// The targets of docs/scaling.md, each figure labelled met or not met beside it.
const TARGETS = { firstLoadKb: 120, paintRatio: 1.3, apiRatio: 0.9 };

const API_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

type Section = 'page' | 'api' | 'orders' | 'lifecycle';

async function main(sections: ReadonlySet<Section>): Promise<void> {
  if (sections.has('page') || sections.has('api')) await benchServer(sections);
  // Order changes start servers of their own (PGlite, PostgreSQL, 1 to 3 instances): bench/orders.ts.
  if (sections.has('orders')) await benchOrders();
  // The daily lifecycle job over 100,000 services, on a database of its own: bench/lifecycle.ts.
  if (sections.has('lifecycle')) await benchLifecycle();
}

/** The price list page's figures and the price list API's, on one server of the built app. */
async function benchServer(sections: ReadonlySet<Section>): Promise<void> {
  console.log('bench: building the app');
  execSync('npm run build --silent', { stdio: 'inherit' });

  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const server = startProcess(process.execPath, ['dist-node/main.mjs'], { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' });
  let bare: ReturnType<typeof startProcess> | undefined;
  try {
    await waitForUrl(`${base}/healthz`);
    if (sections.has('page')) await benchPage();
    if (sections.has('api')) bare = await benchApi(dataDir);
  } finally {
    if (bare) await stopProcess(bare);
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPage(): Promise<void> {
  console.log(`\n## JavaScript a new visitor loads for the price list, cookie bar included (gzip, target ${TARGETS.firstLoadKb} KB or less)`);
  const js = await pageJavaScriptGzip(`${base}/pricelist`);
  for (const [file, size] of js.files) console.log(`  ${file}: ${formatKb(size)}`);
  console.log(`  first-load total: ${formatKb(js.total)} ${verdict(js.total <= TARGETS.firstLoadKb * 1024)}`);

  console.log(`\n## The price list's cards and largest paint against a static HTML copy (CPU ${CPU_SLOWDOWN}x slower, cache off, median of ${PAINT_RUNS}; target: at most ${TARGETS.paintRatio}x the copy)`);
  const copy = await serveStaticCopy(await staticCopyOf(`${base}/pricelist`), join(process.cwd(), 'dist'), STATIC_PORT);
  try {
    const paint = await comparePaintTimes(`${base}/pricelist`, `http://127.0.0.1:${STATIC_PORT}/pricelist`, PAINT_RUNS);
    for (const [name, times] of [['server-rendered page', paint.page], ['static HTML copy', paint.copy]] as const) {
      console.log(`  ${name}: cards visible ${Math.round(times.cardsMs)} ms, LCP ${Math.round(times.lcpMs)} ms`);
    }
    const cards = paint.page.cardsMs / paint.copy.cardsMs;
    console.log(`  ratio: cards ${cards.toFixed(2)}x ${verdict(cards <= TARGETS.paintRatio)}, LCP ${(paint.page.lcpMs / paint.copy.lcpMs).toFixed(2)}x the static copy`);
  } finally {
    copy.close();
  }
}

/** GET /api/pricelist against bare Fastify serving the same JSON; answers the bare server's process to stop. */
async function benchApi(dataDir: string): Promise<ReturnType<typeof startProcess>> {
  const json = await (await fetch(`${base}/api/pricelist`)).text();
  const jsonFile = join(dataDir, 'pricelist.json');
  writeFileSync(jsonFile, json);
  const bare = startProcess('node_modules/.bin/tsx', ['bench/bare-server.ts', jsonFile, String(BARE_PORT)], {});
  await waitForUrl(`http://127.0.0.1:${BARE_PORT}/api/pricelist`);

  console.log(`\n## GET /api/pricelist, ${CONNECTIONS} connections, ${API_ROUNDS} rounds of ${SECONDS} s each side by side (target: at least ${TARGETS.apiRatio} of bare Fastify)`);
  await load(`${base}/api/pricelist`, { connections: CONNECTIONS, seconds: 2 }); // warm-up
  await load(`http://127.0.0.1:${BARE_PORT}/api/pricelist`, { connections: CONNECTIONS, seconds: 2 });
  // In turns, so that a busy moment of a shared machine hits both the same; the medians are compared.
  const rounds: { portal: LoadResult; bare: LoadResult }[] = [];
  for (let round = 0; round < API_ROUNDS; round += 1) {
    const portal = await load(`${base}/api/pricelist`, { connections: CONNECTIONS, seconds: SECONDS });
    const bare = await load(`http://127.0.0.1:${BARE_PORT}/api/pricelist`, { connections: CONNECTIONS, seconds: SECONDS });
    rounds.push({ portal, bare });
    console.log(`  round ${round + 1}: portal (logging at ${process.env.LOG_LEVEL ?? 'info'}) ${portal.requestsPerSecond} req/s p99 ${portal.p99Ms} ms (non-2xx ${portal.non2xx}, errors ${portal.errors}); bare Fastify (memory, no logging) ${bare.requestsPerSecond} req/s p99 ${bare.p99Ms} ms`);
  }
  const portalMedian = median(rounds.map((round) => round.portal.requestsPerSecond));
  const bareMedian = median(rounds.map((round) => round.bare.requestsPerSecond));
  const ratio = portalMedian / bareMedian;
  console.log(`  medians: portal ${portalMedian} req/s, bare Fastify ${bareMedian} req/s; ratio ${ratio.toFixed(2)} of bare Fastify ${verdict(ratio >= TARGETS.apiRatio)}`);
  return bare;
}

// `--only page`: the price list page's JavaScript and paint figures; `--only api`: the price list API against bare
// Fastify; `--only orders`: the order figures (no build, no browser); `--only lifecycle`: the daily lifecycle job.
// Without it, all four.
const SECTIONS: readonly Section[] = ['page', 'api', 'orders', 'lifecycle'];
const only = process.argv.indexOf('--only') >= 0 ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
if (only !== undefined && !SECTIONS.includes(only as Section)) throw new Error(`--only takes ${SECTIONS.join(', ')}, not ${only}`);
printMachineLoad();
await main(new Set(only === undefined ? SECTIONS : [only as Section]));
