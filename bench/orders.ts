// Order changes under load (issue figures 3 and 5): updateOrderServicePeriod on PGlite, on PostgreSQL, and on
// 1 versus 2 and 3 instances sharing one PostgreSQL through `npm run cluster` (Node's cluster module, one port).
// Run alone with `npx tsx bench/orders.ts` (or `npx tsx bench/run.ts --only orders`).
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { printMachineLoad, startProcess, stopProcess, threadCpu, verdict, waitForUrl } from './lib';
import { loadServicePeriodChanges, singleClientServicePeriodChanges, type ChangesResult } from './order-mutations';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BASE_PORT = 3211;
const TSX = 'node_modules/.bin/tsx';

/** docs/scaling.md: what an order change must reach at 32 clients, and a single client alone. */
interface Target {
  minPerSecond: number;
  maxP99Ms: number;
  maxSingleP50Ms: number;
}
const TARGETS: Record<'pglite' | 'postgres', Target> = {
  pglite: { minPerSecond: 2_000, maxP99Ms: 25, maxSingleP50Ms: 10 },
  postgres: { minPerSecond: 1_500, maxP99Ms: 50, maxSingleP50Ms: 10 },
};
/** The first 100 changes after a start may take at most this much longer on average than the steady rounds' median. */
const FIRST_CHANGES_SLACK = 1.25;

/** A free TCP port on loopback, for the temporary cluster. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Runs `measure` against a PostgreSQL server where the bench may create databases: BENCH_DATABASE_URL, or else a
 * temporary cluster of the machine's PostgreSQL made with Debian's pg_createcluster (as root; trusted connections on
 * loopback only) and dropped afterwards, so that one `npm run bench` prints every figure. Says why when there is
 * neither.
 */
async function withBenchPostgres(measure: (serverUrl: string) => Promise<void>): Promise<void> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return measure(given);
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : [];
  const version = versions[0];
  if (!version || !existsSync('/usr/bin/pg_createcluster') || process.getuid?.() !== 0) {
    console.log('  PostgreSQL: skipped (set BENCH_DATABASE_URL to a server where the bench may create databases, or run as root where Debian\'s pg_createcluster is installed; docs/scaling.md)');
    return;
  }
  const cluster = `portal-bench-${process.pid}`;
  const port = await freePort();
  console.log(`  (PostgreSQL ${version}: a temporary cluster ${cluster} on port ${port}, dropped afterwards)`);
  execFileSync('pg_createcluster', [version, cluster, '--port', String(port), '--start', '--', '--auth-local=trust', '--auth-host=trust'], { stdio: 'ignore' });
  try {
    await measure(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } finally {
    execFileSync('pg_dropcluster', ['--stop', version, cluster], { stdio: 'ignore' });
  }
}

/** A fresh, empty database on the bench PostgreSQL server; dropped by the returned function. */
async function freshDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_bench_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

interface Figures {
  label: string;
  requestsPerSecond: number;
  p99Ms: number;
  meanMs: number;
  /** The first 100 changes after the server's start (32 clients), before any warm-up load. */
  first?: ChangesResult;
  p50SingleMs?: number;
  errors: number;
  refused: number;
  cpu?: CpuPerChange;
}

/** Milliseconds of CPU one change cost, by where they were spent, during the measured load. */
interface CpuPerChange {
  /** The server's main thread: HTTP, GraphQL, the checkout's work and the answer. */
  http: number;
  /** The server's busiest other thread: on PGlite, the database worker (PostgreSQL in WebAssembly). */
  database: number;
  /** The server's remaining threads: V8's garbage collection and compiler helpers, libuv. */
  other: number;
  /** This process: autocannon and the bench's own callbacks. */
  loadGenerator: number;
}

/**
 * Where a load's CPU went, per change, from the threads' times before and after it (threadCpu) and this process's
 * own: the server is the process of the tree that used the most.
 */
function cpuPerChange(before: Map<string, number>, after: Map<string, number>, own: NodeJS.CpuUsage, changes: number): CpuPerChange | undefined {
  if (after.size === 0 || changes === 0) return undefined;
  const used = new Map<string, number>();
  for (const [thread, ms] of after) used.set(thread, ms - (before.get(thread) ?? 0));
  const byProcess = new Map<string, number>();
  for (const [thread, ms] of used) {
    const pid = thread.split('/')[0] ?? '';
    byProcess.set(pid, (byProcess.get(pid) ?? 0) + ms);
  }
  const server = [...byProcess].sort((a, b) => b[1] - a[1])[0]?.[0];
  const http = used.get(`${server}/${server}`) ?? 0;
  const others = [...used].filter(([thread]) => thread.startsWith(`${server}/`) && thread !== `${server}/${server}`);
  const database = Math.max(0, ...others.map(([, ms]) => ms));
  const total = [...used.values()].reduce((sum, ms) => sum + ms, 0);
  return { http: http / changes, database: database / changes, other: (total - http - database) / changes, loadGenerator: (own.user + own.system) / 1000 / changes };
}

/**
 * Rounds of every measurement under load, each SECONDS long; the medians are printed with every round. Single
 * 10-second runs on this shared machine move by a quarter from one to the next, and the first after a start is
 * usually the slowest.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

function figuresOf(label: string, load: ChangesResult): Figures {
  return { label, requestsPerSecond: load.requestsPerSecond, p99Ms: load.p99Ms, meanMs: load.meanMs, errors: load.errors + load.non2xx, refused: load.refused };
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
}

/** The medians of the rounds of one setup (changes per second and p99 each), every round listed in the label. */
function medians(label: string, rounds: Figures[]): Figures {
  const total = (count: (figures: Figures) => number) => rounds.reduce((sum, figures) => sum + count(figures), 0);
  const each = rounds.map((figures) => `${figures.requestsPerSecond} req/s p99 ${figures.p99Ms} ms`).join('; ');
  return {
    label: `${label}, median of ${rounds.length} rounds (${each})`,
    requestsPerSecond: median(rounds.map((figures) => figures.requestsPerSecond)),
    p99Ms: median(rounds.map((figures) => figures.p99Ms)),
    meanMs: median(rounds.map((figures) => figures.meanMs)),
    errors: total((figures) => figures.errors),
    refused: total((figures) => figures.refused),
  };
}

async function measure(label: string, base: string, single: boolean, serverPid?: number): Promise<Figures> {
  // The first 100 changes of a server that has just said it is ready: as fast as later ones once it warms up.
  const first = await loadServicePeriodChanges(base, { connections: CONNECTIONS, amount: 100 });
  // A short warm-up: the first requests compile the code paths and fill the connection pools.
  await loadServicePeriodChanges(base, { connections: CONNECTIONS, seconds: 2 });
  const before = serverPid === undefined ? undefined : threadCpu(serverPid);
  const own = process.cpuUsage();
  const rounds: Figures[] = [];
  for (let round = 0; round < ROUNDS; round += 1) rounds.push(figuresOf('', await loadServicePeriodChanges(base, { connections: CONNECTIONS, seconds: SECONDS })));
  const figures = medians(label, rounds);
  figures.first = first;
  const changes = rounds.reduce((sum, round) => sum + round.requestsPerSecond * SECONDS, 0);
  if (before && serverPid !== undefined) figures.cpu = cpuPerChange(before, threadCpu(serverPid), process.cpuUsage(own), changes);
  if (single) figures.p50SingleMs = (await singleClientServicePeriodChanges(base, { seconds: Math.min(SECONDS, 5) })).p50Ms;
  return figures;
}

function print(figures: Figures, target?: Target): void {
  const single = figures.p50SingleMs === undefined ? '' : `, single client p50 ${figures.p50SingleMs} ms`;
  console.log(`  ${figures.label}: ${figures.requestsPerSecond} req/s, p99 ${figures.p99Ms} ms${single}, errors ${figures.errors}, refused ${figures.refused}`);
  if (target) {
    console.log(`    ${target.minPerSecond} changes/s or more: ${verdict(figures.requestsPerSecond >= target.minPerSecond)}; p99 ${target.maxP99Ms} ms or less: ${verdict(figures.p99Ms <= target.maxP99Ms)}`);
    if (figures.p50SingleMs !== undefined) console.log(`    single client p50 ${target.maxSingleP50Ms} ms or less: ${verdict(figures.p50SingleMs <= target.maxSingleP50Ms)}`);
  }
  const { first } = figures;
  if (first) {
    const slower = first.meanMs / figures.meanMs;
    console.log(
      `    the first 100 changes after the start: mean ${first.meanMs.toFixed(1)} ms, p99 ${first.p99Ms} ms, against the rounds' median mean ${figures.meanMs.toFixed(1)} ms (${slower.toFixed(2)}x; at most ${FIRST_CHANGES_SLACK}x: ${verdict(slower <= FIRST_CHANGES_SLACK)})`,
    );
  }
  const { cpu } = figures;
  if (!cpu) return;
  const total = cpu.http + cpu.database + cpu.other + cpu.loadGenerator;
  const machine = (total * figures.requestsPerSecond) / 10 / availableParallelism();
  const ms = (value: number) => value.toFixed(2);
  console.log(
    `    CPU per change: HTTP thread ${ms(cpu.http)} ms, database thread ${ms(cpu.database)} ms, other server threads ${ms(cpu.other)} ms, load generator ${ms(cpu.loadGenerator)} ms; ${ms(total)} ms in all, ${Math.round(machine)} % of the machine's ${availableParallelism()} cores`,
  );
}

/** One server process (server/main.ts built for Node, production settings, logs at warn) on PGlite or the given database. */
async function withServer<T>(env: Record<string, string>, port: number, run: (base: string, pid: number | undefined) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-orders-'));
  const server = startProcess(process.execPath, ['dist-node/main.mjs'], { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env });
  try {
    await waitForUrl(`http://127.0.0.1:${port}/healthz`, 300_000);
    return await run(`http://127.0.0.1:${port}`, server.pid);
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `npm run cluster` with N instances against one database, all answering on one port (started, not yet waited for). */
function startCluster(databaseUrl: string, instances: number, port: number) {
  return startProcess(TSX, ['scripts/cluster.ts', '--instances', String(instances), '--port', String(port)], {
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  });
}

/**
 * 1, 2 and 3 instances through `npm run cluster`, all running at once against one database and measured in turns
 * (1, 2, 3, then again), so that a busy moment of a shared machine hits each the same; the median of the rounds.
 * Each is warmed first with as many changes per instance as a single one gets.
 */
async function compareInstances(databaseUrl: string): Promise<void> {
  const clusters = [1, 2, 3].map((instances, index) => {
    const port = BASE_PORT + 10 + 5 * index;
    return { instances, base: `http://127.0.0.1:${port}`, process: startCluster(databaseUrl, instances, port), rounds: [] as Figures[] };
  });
  try {
    for (const cluster of clusters) await waitForUrl(`${cluster.base}/healthz`, 300_000);
    for (const cluster of clusters) await loadServicePeriodChanges(cluster.base, { connections: CONNECTIONS, seconds: 3 * cluster.instances });
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const cluster of clusters) {
        cluster.rounds.push(figuresOf('', await loadServicePeriodChanges(cluster.base, { connections: CONNECTIONS, seconds: SECONDS })));
      }
    }
    for (const { instances, rounds } of clusters) print(medians(`PostgreSQL, ${instances} instance${instances > 1 ? 's' : ''} through npm run cluster`, rounds));
  } finally {
    for (const cluster of clusters) await stopProcess(cluster.process);
  }
}

export async function benchOrders(): Promise<void> {
  const { pglite, postgres } = TARGETS;
  // The server as `npm start` runs it: built for Node.
  execSync('npm run build:node --silent', { stdio: 'inherit' });
  console.log(
    `\n## updateOrderServicePeriod, ${CONNECTIONS} clients each changing its own order, ${ROUNDS} rounds of ${SECONDS} s (targets: PGlite ${pglite.minPerSecond} changes/s or more with p99 ${pglite.maxP99Ms} ms or less; PostgreSQL, 1 instance, ${postgres.minPerSecond} or more with p99 ${postgres.maxP99Ms} ms or less; single client p50 ${pglite.maxSingleP50Ms} ms or less; the first 100 changes after a start at most ${FIRST_CHANGES_SLACK}x the median)`,
  );
  print(await withServer({}, BASE_PORT, (base, pid) => measure('PGlite, 1 instance', base, true, pid)), pglite);

  await withBenchPostgres(async (serverUrl) => {
    const database = await freshDatabase(serverUrl);
    try {
      print(await withServer({ DATABASE_URL: database.url }, BASE_PORT + 1, (base) => measure('PostgreSQL, 1 instance', base, true)), postgres);
      // 2 as well as 3: on a 2-core machine the second core is where any gain is, and a third instance only shares it.
      await compareInstances(database.url);
    } finally {
      await database.drop();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printMachineLoad();
  await benchOrders();
}
