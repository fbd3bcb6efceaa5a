/** GET /api/outbox: the newest messages of the mail outbox (demo mode only), as /outbox shows them. */
export interface OutboxAttachment {
  /** What it is, e.g. 'invoice'. */
  kind: string;
  /** GET /api/outbox/:id/attachments/:n, resolved when downloaded. */
  url: string;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxMessage {
  id: string;
  key: string;
  to: string;
  template: string;
  /** null until the first attempt renders it. */
  subject: string | null;
  status: OutboxStatus;
  /** 'database': kept here (the embedded default); 'smtp': handed to the SMTP server; null: not sent yet. */
  transport: 'smtp' | 'database' | null;
  attempts: number;
  lastError: string | null;
  messageId: string;
  createdAt: string;
  sentAt: string | null;
  html: string | null;
  text: string | null;
  attachments: OutboxAttachment[];
}

/** GET /api/outbox (demo mode only). */
export interface OutboxAnswer {
  /** The newest OUTBOX_LIMIT messages, newest first. */
  messages: OutboxMessage[];
  /** True without an SMTP server (SMTP_URL): the messages are kept in the portal and sent to nobody. */
  keptHere: boolean;
}

export const OUTBOX_LIMIT = 100;
