/**
 * The server's side of the database worker (pglite-worker.ts): starts it, posts it statements without waiting for
 * earlier answers, and settles each statement's promise when its answer comes back.
 *
 * Statements go out in batches and the worker answers in batches (message-batch.ts). A statement's SQL text
 * crosses once; afterwards a number stands for it: copying a batch of the portal's long SQL texts into a message
 * took longer than running some of the statements.
 */
import { Worker } from 'node:worker_threads';
import { MessageBatch } from './message-batch';
import type { PgliteSend } from './pglite-dialect';
import type { PgliteRequest, PgliteResult } from './pglite-runner';

type PlainError = Record<string, unknown> & { message: string };

/** A statement on its way; `sql` is its text, or the number of a text sent before (`textNumber` the first time). */
export interface WorkerStatement {
  id: number;
  connection: number;
  sql: string | number;
  textNumber?: number;
  parameters: readonly unknown[];
  claim?: PgliteRequest['claim'];
}
export type WorkerMessage = { type: 'statements'; statements: WorkerStatement[] } | { type: 'snapshot'; id: number } | { type: 'close' };
export interface WorkerResult {
  id: number;
  result?: PgliteResult;
  error?: PlainError;
}
export type WorkerAnswer =
  | { type: 'ready'; error?: PlainError }
  | { type: 'results'; results: WorkerResult[] }
  | { type: 'snapshot'; id: number; data?: ArrayBuffer; error?: PlainError }
  | { type: 'closed'; error?: PlainError };

export interface PgliteWorker {
  send: PgliteSend;
  /** A copy of the whole database, taken between transactions (PgliteRunner.snapshot). */
  snapshot(): Promise<Uint8Array>;
  /** Closes PGlite (its last writes reach the data folder) and ends the thread. */
  close(): Promise<void>;
}

/** An error of the worker as this thread throws it: PostgreSQL's fields (code, constraint...) kept. */
function toError(plain: PlainError): Error {
  return Object.assign(new Error(plain.message), plain);
}

/** The worker's own bundle, when this module runs in the server built for Node (scripts/build-node.ts defines it). */
declare const __PGLITE_WORKER_BUNDLE__: string | undefined;
/**
 * The worker thread's first code. Built for Node, it imports the worker's bundle. Run through tsx, whose loader a
 * worker thread does not inherit, it registers the loader before loading its TypeScript module.
 */
const bootstrap = (url: string) =>
  typeof __PGLITE_WORKER_BUNDLE__ === 'string' ? `import(${JSON.stringify(__PGLITE_WORKER_BUNDLE__)});` : `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url)}); });`;

/** SQL texts given a number; beyond them (statements built with ever new texts) the text travels each time. */
const MAX_NUMBERED_TEXTS = 5_000;

export function startPgliteWorker(dataDir: string): Promise<PgliteWorker> {
  const worker = new Worker(bootstrap(new URL('./pglite-worker.ts', import.meta.url).href), { eval: true, workerData: { dataDir } });
  const pending = new Map<number, { resolve: (result: PgliteResult) => void; reject: (error: Error) => void }>();
  const snapshots = new Map<number, { resolve: (data: Uint8Array) => void; reject: (error: Error) => void }>();
  let next = 0;
  const outbox = new MessageBatch<WorkerStatement>((statements) => {
    if (!failure) worker.postMessage({ type: 'statements', statements } satisfies WorkerMessage);
  });
  const textNumbers = new Map<string, number>();
  let failure: Error | undefined;
  let closed: ((error?: Error) => void) | undefined;
  // The thread keeps the process alive only while it owes an answer, so a script that forgets to close the
  // database still ends, and one awaiting a statement does not end before its answer.
  const settled = () => {
    if (pending.size === 0 && snapshots.size === 0) worker.unref();
  };

  const fail = (error: Error) => {
    failure ??= error;
    for (const { reject } of [...pending.values(), ...snapshots.values()]) reject(failure);
    pending.clear();
    snapshots.clear();
  };

  return new Promise((resolve, reject) => {
    worker.on('error', (error) => {
      fail(error);
      reject(error);
    });
    worker.on('exit', (code) => {
      fail(new Error(`The database worker stopped (exit code ${code}).`));
      reject(failure);
      closed?.();
    });
    worker.on('message', (answer: WorkerAnswer) => {
      switch (answer.type) {
        case 'ready':
          if (answer.error) {
            reject(toError(answer.error));
            void worker.terminate();
            return;
          }
          settled();
          resolve({ send, snapshot, close });
          return;
        case 'results':
          for (const { id, result, error } of answer.results) {
            const statement = pending.get(id);
            pending.delete(id);
            if (error) statement?.reject(toError(error));
            else if (result) statement?.resolve(result);
          }
          settled();
          return;
        case 'snapshot': {
          const waiting = snapshots.get(answer.id);
          snapshots.delete(answer.id);
          if (answer.data) waiting?.resolve(new Uint8Array(answer.data));
          else waiting?.reject(toError(answer.error ?? { message: 'The database worker sent no snapshot.' }));
          settled();
          return;
        }
        case 'closed':
          closed?.(answer.error && toError(answer.error));
      }
    });
  });

  function send(request: PgliteRequest): Promise<PgliteResult> {
    if (failure) return Promise.reject(failure);
    next += 1;
    const id = next;
    if (pending.size === 0) worker.ref();
    const { sql, ...rest } = request;
    const known = textNumbers.get(sql);
    if (known !== undefined) outbox.add({ id, ...rest, sql: known });
    else if (textNumbers.size >= MAX_NUMBERED_TEXTS) outbox.add({ id, ...rest, sql });
    else {
      const textNumber = textNumbers.size + 1;
      textNumbers.set(sql, textNumber);
      outbox.add({ id, ...rest, sql, textNumber });
    }
    return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
  }

  function snapshot(): Promise<Uint8Array> {
    if (failure) return Promise.reject(failure);
    next += 1;
    const id = next;
    worker.ref();
    // The statements handed over before it go first.
    outbox.flush();
    worker.postMessage({ type: 'snapshot', id } satisfies WorkerMessage);
    return new Promise((resolve, reject) => snapshots.set(id, { resolve, reject }));
  }

  async function close(): Promise<void> {
    if (failure) return;
    worker.ref();
    outbox.flush();
    const error = await new Promise<Error | undefined>((resolve) => {
      closed = resolve;
      worker.postMessage({ type: 'close' } satisfies WorkerMessage);
    });
    await worker.terminate();
    if (error) throw error;
  }
}
