import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** A message for the mail outbox: written in the caller's transaction, sent after it commits. */
export interface AccountMailMessage {
  /** Unique per message: the same key twice is one e-mail. */
  key: string;
  to: string;
  template: 'password-reset' | 'welcome' | 'sign-up-attempt';
  data: Record<string, string>;
}

export type AccountMail = (trx: Transaction<Database> | Kysely<Database>, message: AccountMailMessage, now: Date) => Promise<unknown>;

/** Until the mail outbox is part of the server, nothing can carry an account's e-mail: saying so beats a silent drop. */
export const noAccountMail: AccountMail = async () => {
  throw new Error('The mail outbox is not available: account e-mails cannot be written.');
};
