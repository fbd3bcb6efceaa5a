import type { AttachmentResolvers } from './attachments';
import type { MailTransport } from './transport';

/** How the portal sends e-mail; from the environment (server/config.ts). */
export interface MailConfig {
  /** smtp:// or smtps:// with optional user:password; undefined: the embedded default, messages kept for /outbox. */
  smtpUrl: string | undefined;
  /** The From header, e.g. 'Hosting Portal <no-reply@example.com>'. */
  from: string;
  /** Where the portal is reached from a mail client: links in messages start with it. */
  publicUrl: string;
  /** The longest one SMTP step (connect, greeting, each reply) may take; a claim's lease is a few times this. */
  sendTimeoutMs: number;
}

export const DEFAULT_MAIL_FROM = 'Hosting Portal <no-reply@hosting-portal.test>';
export const DEFAULT_SEND_TIMEOUT_SECONDS = 30;

/** What buildApp takes: the configuration, plus what tests replace. */
export interface MailOptions extends Partial<MailConfig> {
  /** Instead of the transport smtpUrl chooses (tests). */
  transport?: MailTransport;
  /** The attachment resolvers; the app passes DEFAULT_ATTACHMENT_RESOLVERS (server/mail-attachments.ts); none: no attachments. */
  resolvers?: AttachmentResolvers;
  /** The longest wait between two looks at the outbox; default 5 s. */
  pollIntervalMs?: number;
}
