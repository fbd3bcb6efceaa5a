import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Language } from '../../contracts/language';
import type { Database } from '../db/schema';
import { languageOrDefault } from '../i18n';
import type { Mail } from './types';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called after every enqueue (or resend) in this process; the worker uses it to run once the request's work is committed. */
export function onMailEnqueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Money in the data is bigint, which JSON has no place for: written as { $bigint: "1999" } and read back.
const BIGINT_TAG = '$bigint';

export function encodeMailJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? { [BIGINT_TAG]: item.toString() } : item));
}

export function decodeMailJson<T>(value: unknown): T {
  return reviveBigints(value) as T;
}

function reviveBigints(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reviveBigints);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  if (entries.length === 1 && entries[0]?.[0] === BIGINT_TAG && typeof entries[0][1] === 'string') return BigInt(entries[0][1]);
  return Object.fromEntries(entries.map(([key, item]) => [key, reviveBigints(item)]));
}

/**
 * The language a message to this address is written in: the language of the account with the address (chosen with
 * the header's switch, migration 0045), read when the message is queued; English for an address without an account
 * (an operator's invite, a sign-up not finished yet) or an account that never chose.
 */
export async function recipientLanguage(db: Kysely<Database>, to: string): Promise<Language> {
  const account = await db.selectFrom('accounts').select('language').where('email', '=', to.trim().toLowerCase()).executeTakeFirst();
  return languageOrDefault(account?.language);
}

/**
 * Writes one message to the outbox in the caller's transaction (or on its own when `db` is not one), to be sent
 * after the commit by the worker, in the recipient's language (given, or the account's: recipientLanguage). The key
 * is the event's: a second enqueue of the same event does nothing, so a replayed notification or a retried request
 * never sends a message twice.
 */
export async function enqueueMail(db: Kysely<Database>, mail: Mail, now: Date): Promise<void> {
  const language = mail.language ?? (await recipientLanguage(db, mail.to));
  await db
    .insertInto('mail_outbox')
    .values({
      id: randomUUID(),
      key: mail.key,
      recipient: mail.to,
      template: mail.template,
      language,
      data: encodeMailJson(mail.data),
      attachments: encodeMailJson(mail.attachments ?? []),
      status: 'pending',
      next_attempt_at: now,
      created_at: now,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  announceMailQueued();
}

/** Tells this process's worker that a message is due (enqueued, or put back in the queue): it runs after the response. */
export function announceMailQueued(): void {
  for (const listener of listeners) listener();
}
