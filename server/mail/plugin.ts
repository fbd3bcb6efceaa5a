import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEFAULT_MAIL_FROM, DEFAULT_SEND_TIMEOUT_SECONDS } from './config';
import type { MailOptions } from './config';
import { DATABASE_TRANSPORT, smtpTransport } from './transport';
import { startMailWorker } from './worker';
import type { MailWorker } from './worker';

/** A claim outlives the slowest send: each SMTP step may take the send timeout, and a message takes a few. */
const LEASE_PER_SEND_TIMEOUT = 10;
const DEFAULT_POLL_INTERVAL_MS = 5_000;

/** The mail options with their defaults, as the worker and the outbox (server/demo.ts) read them. */
export function mailSettings(mail: MailOptions) {
  return {
    from: mail.from ?? DEFAULT_MAIL_FROM,
    sendTimeoutMs: mail.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_SECONDS * 1000,
    resolvers: mail.resolvers ?? {},
    /** No SMTP server: each message is kept in the database as delivered, and sent to nobody. */
    keptHere: mail.transport === undefined && mail.smtpUrl === undefined,
  };
}

/**
 * The outbox's part of the server: its worker (server/mail/worker.ts, on pg-boss) starts when the app is ready and
 * stops when it closes; after each response whose request enqueued a message it asks for a drain at once. Reading the
 * outbox (/outbox) is demo mode's.
 */
export function registerMail(app: FastifyInstance, options: { db: Kysely<Database>; now: () => Date; mail: MailOptions }): void {
  const { mail } = options;
  const { from, sendTimeoutMs, resolvers } = mailSettings(mail);
  const transport = mail.transport ?? (mail.smtpUrl ? smtpTransport(mail.smtpUrl, sendTimeoutMs) : DATABASE_TRANSPORT);
  let worker: MailWorker | undefined;
  app.addHook('onReady', async () => {
    worker = await startMailWorker({
      db: options.db,
      transport,
      resolvers,
      from,
      publicUrl: mail.publicUrl ?? 'http://localhost:3000',
      now: options.now,
      leaseMs: sendTimeoutMs * LEASE_PER_SEND_TIMEOUT,
      pollIntervalMs: mail.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
      log: app.log.child({ component: 'mail' }),
    });
  });
  // By the time a response is sent, the transactions of its request have committed.
  app.addHook('onResponse', (_request, _reply, done) => {
    worker?.wakeAfterCommit();
    done();
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
  });
}
