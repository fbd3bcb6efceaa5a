// `npm run cluster -- --instances 3 [--port 3000]`: N portal instances against one PostgreSQL (DATABASE_URL),
// each on a port of its own (port+1 ... port+N, loopback only), behind a small round-robin HTTP proxy on `port`.
// The instances share nothing but the database; see docs/scaling.md. Stop with Ctrl+C or SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, createServer, request as httpRequest } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';

const TSX_LOADER = new URL('../node_modules/tsx/dist/loader.mjs', import.meta.url).href;
const MAIN = new URL('../server/main.ts', import.meta.url).pathname;

const { values } = parseArgs({ options: { instances: { type: 'string', default: '2' }, port: { type: 'string', default: process.env.PORT || '3000' } } });
const instances = Number(values.instances);
const port = Number(values.port);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) fail('--instances must be a whole number from 1 to 16.');
if (!Number.isInteger(port) || port < 1 || port + instances > 65535) fail('--port must be a port number with room for the instances above it.');
if (!process.env.DATABASE_URL) {
  fail('Set DATABASE_URL to a PostgreSQL database: the embedded PGlite database belongs to one process, so instances can only share PostgreSQL.');
}

function fail(message: string): never {
  console.error(`cluster: ${message}`);
  process.exit(1);
}

const host = process.env.HOST || '0.0.0.0';
const ports = Array.from({ length: instances }, (_, index) => port + 1 + index);

/** One instance: node with tsx's loader, so the child is the server itself and a signal reaches it. */
function startInstance(instancePort: number): ChildProcess {
  const child = spawn(process.execPath, ['--import', TSX_LOADER, MAIN], {
    // Loopback only: clients reach the instances through the proxy, whose X-Forwarded-For the instances trust.
    env: { ...process.env, PORT: String(instancePort), HOST: '127.0.0.1', TRUST_PROXY: 'loopback' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`cluster: the instance on port ${instancePort} stopped (${signal ?? code}); stopping the others.`);
      void stop(1);
    }
  });
  return child;
}

async function healthy(instancePort: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${instancePort}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the instance on port ${instancePort} did not answer /healthz within ${timeoutMs / 1000} s`);
}

let stopping = false;
const children: ChildProcess[] = [];
const proxy = createServer(forward);
// Idle client connections stay open longer than clients keep them (a load balancer's usual 60 s and more), so a
// client never sends a request on a connection the proxy is just closing.
proxy.keepAliveTimeout = 65_000;
proxy.headersTimeout = 66_000;
// Kept-alive connections to the instances: opening one per request would cost more than the request.
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

let next = 0;
/** Round robin: each request to the next instance; a refused connection is answered 502 (the client may retry). */
function forward(incoming: IncomingMessage, outgoing: ServerResponse): void {
  const target = ports[next++ % ports.length] as number;
  const remote = incoming.socket.remoteAddress ?? '';
  const forwardedFor = incoming.headers['x-forwarded-for'];
  const headers = { ...incoming.headers, 'x-forwarded-for': forwardedFor ? `${String(forwardedFor)}, ${remote}` : remote, 'x-forwarded-host': incoming.headers.host ?? '' };
  const upstream = httpRequest({ host: '127.0.0.1', port: target, method: incoming.method, path: incoming.url, headers, agent }, (answer) => {
    outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
    answer.pipe(outgoing);
  });
  upstream.on('error', () => {
    if (outgoing.headersSent) outgoing.destroy();
    else outgoing.writeHead(502, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ error: { code: 'BAD_GATEWAY', message: 'The server is restarting. Please try again.' } }));
  });
  incoming.pipe(upstream);
}

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  proxy.close();
  agent.destroy();
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(code);
}

process.once('SIGTERM', () => void stop(0));
process.once('SIGINT', () => void stop(0));

// The first instance migrates and seeds alone; the others start once it answers (they would queue on the
// migration lock row anyway, but the log reads better in order).
try {
  children.push(startInstance(ports[0] as number));
  await healthy(ports[0] as number);
  for (const instancePort of ports.slice(1)) children.push(startInstance(instancePort));
  await Promise.all(ports.slice(1).map((instancePort) => healthy(instancePort)));
} catch (error) {
  console.error(`cluster: ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}
proxy.listen(port, host, () => console.log(`cluster: ${instances} instance(s) on ports ${ports.join(', ')} behind http://${host === '0.0.0.0' ? 'localhost' : host}:${port} (round robin)`));
