/**
 * Sends the outbox. Any number of workers (one per server instance) share one table: a row is claimed by a
 * conditional update that sets a lease (claimed_until), so only one worker holds it at a time; after the send the
 * row is marked sent. A failure backs off and retries, and after MAX_ATTEMPTS (or at once, when the mail server
 * refuses it for good) the row is failed and logged; an operator may put it back in the queue (server/mail/resend.ts).
 * A worker that dies mid-send leaves a lease that expires, and another (or the restarted one) sends again with the
 * same Message-ID (docs/mail.md: the window between the send and its record).
 */
import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { Database, MailOutboxTable } from '../db/schema';
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

export interface MailWorkerOptions {
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
  /** The longest wait between two looks at the table (other instances' messages, retries falling due). */
  pollIntervalMs: number;
  log: MailLog;
}

export interface MailWorker {
  /**
   * Called once a request's work is committed (the response is on its way): runs at once if a message was
   * enqueued in this process since the last run. Other enqueues are found by the poll.
   */
  wakeAfterCommit(): void;
  /** Sends every message due now; resolves with how many it tried. */
  drain(): Promise<number>;
  /** Stops waking and waits for the send in flight. */
  stop(): Promise<void>;
}

type OutboxRow = Selectable<MailOutboxTable>;

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, now } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  async function claimNext(): Promise<OutboxRow | undefined> {
    const at = now();
    const candidates = await db
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', at)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
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

  /** How long until the next pending row falls due (its retry time, or the end of its lease), at most the poll interval. */
  async function nextDelay(): Promise<number> {
    const due = await db
      .selectFrom('mail_outbox')
      .select(sql<Date | null>`min(greatest(next_attempt_at, coalesce(claimed_until, next_attempt_at)))`.as('at'))
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (!due?.at) return options.pollIntervalMs;
    return Math.min(options.pollIntervalMs, Math.max(0, new Date(due.at).getTime() - now().getTime()) + 10);
  }

  function schedule(delay: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void drain().catch((error: unknown) => options.log.error({ error: String(error) }, 'mail worker run failed')), delay);
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
        if (!stopped) schedule(await nextDelay());
      } catch (error) {
        schedule(options.pollIntervalMs);
        throw error;
      } finally {
        running = undefined;
      }
      return total;
    })();
    return running;
  }

  let pendingWake = false;
  const unsubscribe = onMailEnqueued(() => (pendingWake = true));
  schedule(0);

  return {
    wakeAfterCommit() {
      if (!pendingWake) return;
      pendingWake = false;
      schedule(0);
    },
    drain,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      await running?.catch(() => 0);
      options.transport.close();
    },
  };
}
