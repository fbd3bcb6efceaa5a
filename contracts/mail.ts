/** GET /api/outbox: the newest messages of the mail outbox (not in production), as /outbox shows them. */
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

export const OUTBOX_LIMIT = 100;
