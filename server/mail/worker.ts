/**
 * Sends the outbox, on pg-boss (docs/mail.md). The sending itself is the outbox's: any number of workers (one per
 * server instance) share one table, a row is claimed by a conditional update that sets a lease (claimed_until), so
 * only one worker holds it at a time, and after the send the row is marked sent. A failure backs off and retries, and
 * after MAX_ATTEMPTS (or at once, when the mail server refuses it for good) the row is failed and logged; an operator
 * may put it back in the queue (server/mail/resend.ts). A worker that dies mid-send leaves a lease that expires, and
 * another (or the restarted one) sends again with the same Message-ID (docs/mail.md: the window between the send and
 * its record).
 *
 * When it sends is pg-boss's: a run through the outbox (a drain) is a job of the `mail-outbox` queue, done by
 * whichever instance's worker fetches it. A job is sent (a wake) after a response whose request queued a message, by
 * the instance that answered it, which then fetches it at once; and by every instance's look at the outbox, which finds
 * messages queued elsewhere (another instance, `npm run lifecycle`), retries falling due and leases run out. The queue
 * holds at most one wake waiting (pg-boss's `short` policy), so any number of wakes while a drain runs make one more.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, MailOutboxTable } from '../db/schema';
import { ensureQueue, startJobQueue, stopJobQueue } from '../db/job-queue';
import { scheduleMaintenance } from '../db/maintenance';
import { resolveAttachment } from './attachments';
import type { AttachmentResolvers } from './attachments';
import { decodeMailJson, onMailEnqueued } from './outbox';
import { languageOrDefault } from '../i18n';
import { renderMail } from './render';
import { isPermanentRefusal, messageIdFor } from './transport';
import type { MailTransport } from './transport';
import type { MailAttachmentRef, MailDataByTemplate, MailTemplate } from './types';

export const MAX_ATTEMPTS = 8;
const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 6 * 60 * 60_000;

/** 30 s, 1 min, 2 min, … doubling up to 6 hours: about four hours from the first try to the eighth. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}

export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailSenderOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  resolvers: AttachmentResolvers;
  /** The From header; its domain is the Message-ID's. */
  from: string;
  /** Links in messages are made absolute from it. */
  publicUrl: string;
  now: () => Date;
  /** How long a claim holds a row: longer than any send can take. */
  leaseMs: number;
  log: MailLog;
}

export interface MailWorkerOptions extends MailSenderOptions {
  /** How often the worker looks at the outbox (other instances' messages, retries falling due) and asks pg-boss for a drain. */
  pollIntervalMs: number;
}

/** The outbox's sending, without a schedule: the drain the worker's jobs run, and tests call as of their clock. */
export interface MailSender {
  /** Sends every message due now; resolves with how many it tried. A drain asked for while one runs runs again after it. */
  drain(): Promise<number>;
  /** Whether a message is due now and free to claim. */
  hasDue(): Promise<boolean>;
  /** Stops draining after the send in flight, waits for it, and closes the transport. */
  close(): Promise<void>;
}

export interface MailWorker {
  /**
   * Called once a request's work is committed (the response is on its way): asks for a drain at once if a message
   * was enqueued in this process since the last time. Other enqueues are found by the look.
   */
  wakeAfterCommit(): void;
  /** Stops looking and waking, and waits for the drain in flight. */
  stop(): Promise<void>;
}

/** The queue of drains; a wake is its one waiting job (the `short` policy keeps one per singleton key). */
export const MAIL_QUEUE = 'mail-outbox';
const WAKE = { singletonKey: 'wake' } as const;
/** A drain whose instance died is failed by pg-boss after this long, and tried again; the rows' own leases are shorter. */
const DRAIN_LEASE_SECONDS = 15 * 60;
/** A drain that failed (the database, not a message: those back off on their rows) is tried again after 10 s, 3 times. */
const DRAIN_RETRIES = { retryLimit: 3, retryDelay: 10 } as const;
/** pg-boss polls at most this often. */
const MIN_POLLING_SECONDS = 0.5;

type OutboxRow = Selectable<MailOutboxTable>;

export function mailSender(options: MailSenderOptions): MailSender {
  const { db, now } = options;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  /** The messages a drain may take at `at`: pending, due, and unclaimed or with their claim run out. */
  const dueAndFree = (at: Date) =>
    db
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', at)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]));

  async function claimNext(): Promise<OutboxRow | undefined> {
    const at = now();
    const candidates = await dueAndFree(at)
      .orderBy('next_attempt_at')
      .orderBy('seq')
      .limit(10)
      .execute();
    for (const { id } of candidates) {
      // The same conditions again in the update: of two workers that saw the row free, one gets it.
      const claimed = await db
        .updateTable('mail_outbox')
        .set((eb) => ({ claimed_until: new Date(at.getTime() + options.leaseMs), attempts: eb('attempts', '+', 1), last_attempt_at: at }))
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
        .returningAll()
        .executeTakeFirst();
      if (claimed) return claimed;
    }
    return undefined;
  }

  async function send(row: OutboxRow): Promise<void> {
    const template = row.template as MailTemplate;
    const rendered = await renderMail(template, decodeMailJson<MailDataByTemplate[typeof template]>(row.data), options.publicUrl, languageOrDefault(row.language));
    try {
      const refs = decodeMailJson<MailAttachmentRef[]>(row.attachments);
      const attachments = await Promise.all(refs.map((ref) => resolveAttachment(db, options.resolvers, ref)));
      await options.transport.send({ from: options.from, to: row.recipient, messageId: messageIdFor(row.key, options.from), attachments, ...rendered });
    } catch (error) {
      // Kept with the row, so /outbox shows what was attempted.
      await db.updateTable('mail_outbox').set(rendered).where('id', '=', row.id).execute();
      throw error;
    }
    await db
      .updateTable('mail_outbox')
      .set({ ...rendered, status: 'sent', sent_at: now(), claimed_until: null, last_error: null, transport: options.transport.kind })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .execute();
    options.log.info({ key: row.key, template: row.template, transport: options.transport.kind }, 'mail sent');
  }

  async function fail(row: OutboxRow, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const details = { key: row.key, template: row.template, attempts: row.attempts, error: message };
    const permanent = isPermanentRefusal(error);
    if (permanent || row.attempts >= MAX_ATTEMPTS) {
      await db.updateTable('mail_outbox').set({ status: 'failed', claimed_until: null, last_error: message }).where('id', '=', row.id).where('status', '=', 'pending').execute();
      options.log.error(details, permanent ? 'mail refused for good; not retried' : `mail failed after ${row.attempts} attempts; not retried`);
      return;
    }
    const next = new Date(now().getTime() + backoffMs(row.attempts));
    await db.updateTable('mail_outbox').set({ next_attempt_at: next, claimed_until: null, last_error: message }).where('id', '=', row.id).where('status', '=', 'pending').execute();
    options.log.warn({ ...details, nextAttemptAt: next.toISOString() }, 'mail not sent; will retry');
  }

  async function drainOnce(): Promise<number> {
    let count = 0;
    while (!stopped) {
      const row = await claimNext();
      if (!row) break;
      count += 1;
      try {
        await send(row);
      } catch (error) {
        await fail(row, error);
      }
    }
    return count;
  }

  async function hasDue(): Promise<boolean> {
    const due = await dueAndFree(now()).limit(1).executeTakeFirst();
    return due !== undefined;
  }

  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await drainOnce();
        } while (again && !stopped);
      } finally {
        running = undefined;
      }
      return total;
    })();
    return running;
  }

  return {
    drain,
    hasDue,
    async close() {
      stopped = true;
      await running?.catch(() => 0);
      options.transport.close();
    },
  };
}

/**
 * Starts this instance's mail worker: pg-boss's worker of the `mail-outbox` queue, whose jobs drain the outbox, and the
 * look that asks for one when a message is due. Stopped, it finishes the send in flight and closes the transport.
 */
export async function startMailWorker(options: MailWorkerOptions): Promise<MailWorker> {
  const { log } = options;
  const sender = mailSender(options);
  const boss = await startJobQueue(options.db, log);
  await ensureQueue(boss, { name: MAIL_QUEUE, policy: 'short', ...DRAIN_RETRIES, expireInSeconds: DRAIN_LEASE_SECONDS });
  const worker = await boss.work(MAIL_QUEUE, { pollingIntervalSeconds: Math.max(MIN_POLLING_SECONDS, options.pollIntervalMs / 1000) }, async () => {
    await sender.drain();
  });

  /** Asks for a drain (none is sent when one waits already) and has this instance's worker fetch it now. */
  async function wake(): Promise<void> {
    await boss.send(MAIL_QUEUE, {}, WAKE);
    boss.notifyWorker(worker);
  }

  let pendingWake = false;
  const unsubscribe = onMailEnqueued(() => (pendingWake = true));
  const look = scheduleMaintenance(
    async () => {
      if (await sender.hasDue()) await wake();
    },
    { firstAfterMs: 0, everyMs: options.pollIntervalMs, onError: (error) => log.error({ error: String(error) }, 'mail worker look failed') },
  );

  return {
    wakeAfterCommit() {
      if (!pendingWake) return;
      pendingWake = false;
      wake().catch((error: unknown) => log.error({ error: String(error) }, 'mail worker wake failed'));
    },
    async stop() {
      unsubscribe();
      await look.stop();
      await sender.close();
      await stopJobQueue(boss);
    },
  };
}
