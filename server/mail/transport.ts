import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { MailAttachment } from './types';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  attachments: MailAttachment[];
}

/** Where a rendered message goes: an SMTP server, or (the embedded default) nowhere but the outbox row itself. */
export interface MailTransport {
  kind: 'smtp' | 'database';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** An SMTP reply the server gave, as nodemailer reports it (e.g. 550 for an unknown mailbox). */
type SmtpRefusal = Error & { responseCode: number };

/**
 * A refusal that sending again cannot change: an SMTP reply in the 5xx range (RFC 5321, 4.2.1: the client should
 * not repeat the same request). Timeouts, lost connections and 4xx replies are temporary.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as Partial<SmtpRefusal> | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * What every mail server answers for an address at .invalid, the top-level domain reserved never to exist (RFC
 * 2606). The embedded transport answers it the same way, so that a failed message and the back office's resend can
 * be seen without an SMTP server.
 */
function undeliverable(to: string): SmtpRefusal | undefined {
  const domain = /@([^@\s>]+)>?\s*$/.exec(to)?.[1]?.toLowerCase() ?? '';
  if (domain !== 'invalid' && !domain.endsWith('.invalid')) return undefined;
  return Object.assign(new Error(`550 No such domain: ${domain} cannot receive mail (.invalid never exists).`), { responseCode: 550 });
}

/** The embedded default: the worker stores the rendered message in its row as delivered; /outbox shows it. */
export const DATABASE_TRANSPORT: MailTransport = {
  kind: 'database',
  send: async (mail) => {
    const refusal = undeliverable(mail.to);
    if (refusal) throw refusal;
  },
  close: () => {},
};

/** nodemailer over SMTP_URL; every wait is bounded by sendTimeoutMs, so a claim's lease outlives any send. */
export function smtpTransport(smtpUrl: string, sendTimeoutMs: number): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: sendTimeoutMs,
    greetingTimeout: sendTimeoutMs,
    socketTimeout: sendTimeoutMs,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        attachments: mail.attachments.map((attachment) => ({ filename: attachment.filename, contentType: attachment.contentType, content: attachment.content })),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * The Message-ID of the event's message, the same at every attempt: a message resent after a crash between the
 * send and its record is recognisably the same one (mail clients and servers drop the duplicate by it).
 */
export function messageIdFor(key: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
}
