import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Auth } from '../auth/service';
import type { ActiveSession } from '../auth/sessions';
import type { Database } from '../db/schema';
import { apiError } from '../http/errors';
import { findCreditNoteByNumber, renderCreditNotePdf } from './credit-note';
import { renderSnapshotPdf } from './pdf';
import { findInvoiceByNumber } from './repository';

const FILE_PATTERN = /^(\d{4}-\d{6,9})\.pdf$/;
const CREDIT_NOTE_FILE_PATTERN = /^(CN-\d{4}-\d{6,9})\.pdf$/;

/**
 * GET /api/invoices/NUMBER.pdf: the invoice of an order of the signed-in account, or any invoice for an operator
 * (the back office's order page links it). Anyone else, a visitor included, gets the same 404 as for a number that
 * does not exist, so numbers cannot be probed.
 */
/** What the document routes need: the database, sessions, and who reads every account's documents. */
export interface DocumentRouteOptions {
  db: Kysely<Database>;
  auth: Auth;
  /** Whether the signed-in account acts as an operator now (the console's guard, with its two-factor policy). */
  actsAsOperator: (user: ActiveSession['user']) => Promise<boolean>;
}

/** The document is the signed-in account's own, or the account acts as an operator. */
async function mayRead(options: DocumentRouteOptions, session: ActiveSession, accountId: string): Promise<boolean> {
  return accountId === session.user.id || options.actsAsOperator(session.user);
}

export function registerInvoiceRoute(app: FastifyInstance, options: DocumentRouteOptions): void {
  app.get<{ Params: { file: string } }>('/api/invoices/:file', async (request, reply) => {
    reply.header('cache-control', 'private');
    const number = FILE_PATTERN.exec(request.params.file)?.[1];
    const session = await options.auth.current(request);
    const invoice = number === undefined || !session ? undefined : await findInvoiceByNumber(options.db, number);
    if (!invoice || !session || !(await mayRead(options, session, invoice.accountId))) {
      return reply.code(404).send(apiError('INVOICE_NOT_FOUND', 'There is no such invoice among your orders.'));
    }
    const pdf = await renderSnapshotPdf(invoice.snapshot);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="invoice-${invoice.number}.pdf"`)
      .send(pdf);
  });
}

/**
 * GET /api/credit-notes/NUMBER.pdf: a refund's credit note, for the account of its order and for operators. Anyone
 * else gets the same 404 as for a number that does not exist, as with invoices.
 */
export function registerCreditNoteRoute(app: FastifyInstance, options: DocumentRouteOptions): void {
  app.get<{ Params: { file: string } }>('/api/credit-notes/:file', async (request, reply) => {
    reply.header('cache-control', 'private');
    const number = CREDIT_NOTE_FILE_PATTERN.exec(request.params.file)?.[1];
    const session = await options.auth.current(request);
    const note = number === undefined || !session ? undefined : await findCreditNoteByNumber(options.db, number);
    if (!note || !session || !(await mayRead(options, session, note.accountId))) {
      return reply.code(404).send(apiError('CREDIT_NOTE_NOT_FOUND', 'There is no such credit note among your orders.'));
    }
    const pdf = await renderCreditNotePdf(note.snapshot);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="credit-note-${note.number}.pdf"`)
      .send(pdf);
  });
}
