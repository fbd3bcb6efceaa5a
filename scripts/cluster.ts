// `npm run cluster -- --instances 3 [--port 3000]`: N portal instances against one PostgreSQL (DATABASE_URL), all
// answering on one port through Node's cluster module: the primary process accepts each connection and hands it to
// the next instance in turn, so no request pays for a proxy hop. The instances share nothing but the database;
// see docs/scaling.md. Stop with Ctrl+C or SIGTERM.
import cluster, { type Worker } from 'node:cluster';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';

const MAIN = new URL('../dist-node/main.mjs', import.meta.url).pathname;

const { values } = parseArgs({ options: { instances: { type: 'string', default: '2' }, port: { type: 'string', default: process.env.PORT || '3000' } } });
const instances = Number(values.instances);
const port = Number(values.port);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) fail('--instances must be a whole number from 1 to 16.');
if (!Number.isInteger(port) || port < 1 || port > 65535) fail('--port must be a port number.');
if (!process.env.DATABASE_URL) {
  fail('Set DATABASE_URL to a PostgreSQL database: the embedded PGlite database belongs to one process, so instances can only share PostgreSQL.');
}

function fail(message: string): never {
  console.error(`cluster: ${message}`);
  process.exit(1);
}

// Round robin by the primary on every platform (Linux's default too): connections are spread evenly, rather than
// to whichever instance the kernel wakes first.
cluster.schedulingPolicy = cluster.SCHED_RR;
// Each instance is the server built for Node (`npm run build:node`, which `npm run cluster` runs first), listening on
// the shared port.
if (!existsSync(MAIN)) fail('The server is not built: run `npm run build:node` first.');
cluster.setupPrimary({ exec: MAIN, execArgv: ['--enable-source-maps'] });

let stopping = false;
const workers: Worker[] = [];

function startInstance(): Promise<Worker> {
  const worker = cluster.fork({ PORT: String(port) });
  workers.push(worker);
  worker.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`cluster: instance ${worker.id} stopped (${signal ?? code}); stopping the others.`);
      void stop(1);
    }
  });
  return new Promise((resolve, reject) => {
    worker.once('listening', () => resolve(worker));
    worker.once('exit', () => reject(new Error(`instance ${worker.id} stopped before it listened`)));
  });
}

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  // Each instance finishes its requests in flight and closes its pool (server/main.ts on SIGTERM).
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.isDead()) return resolve();
          worker.once('exit', () => resolve());
          worker.process.kill('SIGTERM');
        }),
    ),
  );
  process.exit(code);
}

process.once('SIGTERM', () => void stop(0));
process.once('SIGINT', () => void stop(0));

// The first instance migrates and seeds alone; the others start once it listens (they would queue on the migration
// lock row anyway, but the log reads better in order).
try {
  await startInstance();
  await Promise.all(Array.from({ length: instances - 1 }, () => startInstance()));
  const host = process.env.HOST || '0.0.0.0';
  console.log(`cluster: ${instances} instance(s) on http://${host === '0.0.0.0' ? 'localhost' : host}:${port} (Node's cluster module, round robin)`);
} catch (error) {
  console.error(`cluster: ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}
