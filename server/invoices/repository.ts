import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { parseSnapshot } from './snapshot';
import type { InvoiceSnapshot } from './snapshot';

/** A stored invoice: its number, order, owner and the snapshot the document is rendered from. */
export interface StoredInvoice {
  number: string;
  orderId: string;
  accountId: string;
  issuedAt: Date;
  snapshot: InvoiceSnapshot;
}

/** 'YYYY-NNNNNN': what a number in a download address may look like before anything is read. */
export const INVOICE_NUMBER_PATTERN = /^\d{4}-\d{6,9}$/;

/** Where the order's account downloads the invoice. */
export function invoiceDownloadUrl(number: string): string {
  return `/api/invoices/${encodeURIComponent(number)}.pdf`;
}

const selectInvoice = (db: Kysely<Database>) => db.selectFrom('invoices').select(['number', 'order_id', 'account_id', 'issued_at', 'snapshot']);

function toStored(row: { number: string; order_id: string; account_id: string; issued_at: Date; snapshot: unknown }): StoredInvoice {
  return { number: row.number, orderId: row.order_id, accountId: row.account_id, issuedAt: row.issued_at, snapshot: parseSnapshot(row.snapshot) };
}

/** The order's invoice; undefined until it is paid (and for orders paid before invoices were issued). */
export async function findInvoiceForOrder(db: Kysely<Database>, orderId: string): Promise<StoredInvoice | undefined> {
  const row = await selectInvoice(db).where('order_id', '=', orderId).executeTakeFirst();
  return row && toStored(row);
}

/** The invoice with this number; undefined for a malformed or unknown number. */
export async function findInvoiceByNumber(db: Kysely<Database>, number: string): Promise<StoredInvoice | undefined> {
  if (!INVOICE_NUMBER_PATTERN.test(number)) return undefined;
  const row = await selectInvoice(db).where('number', '=', number).executeTakeFirst();
  return row && toStored(row);
}
