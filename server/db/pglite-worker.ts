/**
 * The database worker: PGlite runs here, on a thread of its own, so that PostgreSQL's work (its WebAssembly and its
 * file system calls) uses the machine's second core while the server's thread answers HTTP and GraphQL. The server
 * talks to it through pglite-worker-client.ts; the statements run through a PgliteRunner (pglite-runner.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from './database';
import { MessageBatch } from './message-batch';
import { PgliteRunner } from './pglite-runner';
import type { WorkerAnswer, WorkerMessage, WorkerResult } from './pglite-worker-client';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread.');
const post = (answer: WorkerAnswer) => port.postMessage(answer);

// Answers leave in batches, as the statements came (message-batch.ts).
const results = new MessageBatch<WorkerResult>((batch) => post({ type: 'results', results: batch }));

/** What structured cloning keeps of an error: its message and PostgreSQL's fields (code, constraint, detail...). */
function plainError(error: unknown): Record<string, unknown> & { message: string } {
  return error instanceof Error ? { ...error, message: error.message } : { message: String(error) };
}

try {
  const pglite = await PGlite.create({ dataDir: (workerData as { dataDir: string }).dataDir, ...pgliteOptions() });
  const runner = new PgliteRunner(pglite);
  /** The SQL texts by the numbers the server gave them (pglite-worker-client.ts). */
  const texts = new Map<number, string>();
  port.on('message', (message: WorkerMessage) => {
    if (message.type === 'snapshot') {
      runner.snapshot().then(
        (data) => {
          // The answers of the statements before it go first; the copy's bytes move to the server's thread, uncopied.
          results.flush();
          const buffer = data.buffer as ArrayBuffer;
          port.postMessage({ type: 'snapshot', id: message.id, data: buffer } satisfies WorkerAnswer, [buffer]);
        },
        (error: unknown) => {
          results.flush();
          post({ type: 'snapshot', id: message.id, error: plainError(error) });
        },
      );
      return;
    }
    if (message.type === 'close') {
      // The answers of the statements before the close go first.
      runner.close().then(
        () => {
          results.flush();
          post({ type: 'closed' });
        },
        (error: unknown) => {
          results.flush();
          post({ type: 'closed', error: plainError(error) });
        },
      );
      return;
    }
    for (const { id, sql, textNumber, ...request } of message.statements) {
      if (textNumber !== undefined && typeof sql === 'string') texts.set(textNumber, sql);
      const text = typeof sql === 'string' ? sql : texts.get(sql);
      if (text === undefined) {
        results.add({ id, error: { message: `The database worker was sent an unknown statement (${sql}).` } });
        continue;
      }
      runner.run({ ...request, sql: text }).then(
        (result) => results.add({ id, result }),
        (error: unknown) => results.add({ id, error: plainError(error) }),
      );
    }
  });
  post({ type: 'ready' });
} catch (error) {
  post({ type: 'ready', error: plainError(error) });
}
