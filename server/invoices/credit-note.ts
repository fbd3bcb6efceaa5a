/**
 * Credit notes: the corrective tax document of a refund (Council Directive 2006/112/EC, article 219). Each refers
 * to the invoice it corrects and states the refunded net amount, VAT and total; numbers are gapless per year in a
 * series of their own ('CN-2026-000001'), taken from a counter row in the transaction that completes the refund.
 * Like an invoice, it is written once with everything it shows, and its PDF is drawn from that snapshot alone.
 */
import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { LANGUAGES } from '../../contracts/language';
import type { Database } from '../db/schema';
import { ratePercentText } from '../domain/checkout/vat';
import { drawVatInCzk, vatInCzk, vatInCzkSchema } from './czk';
import { documentWords } from './document-words';
import { LEFT, party, renderDocument, WIDTH } from './pdf';
import { issueInvoice, nextSequence } from './issue';
import { parseSnapshot, sellerDate } from './snapshot';

const minor = z.string().regex(/^\d+$/);
const partySchema = z.object({ name: z.string(), addressLines: z.array(z.string()), companyId: z.string().nullable(), vatId: z.string().nullable() });

const creditNoteSchema = z.object({
  number: z.string(),
  issuedAt: z.string(),
  invoiceNumber: z.string(),
  invoiceIssuedAt: z.string(),
  orderIdentifier: z.string(),
  currency: z.string(),
  seller: partySchema,
  buyer: partySchema.extend({ email: z.string().nullable() }),
  reason: z.string(),
  paymentMethod: z.string(),
  vatRateBasisPoints: z.number().int(),
  reverseCharge: z.boolean(),
  /** What is refunded: positive amounts that reduce the invoice's. */
  netMinor: minor,
  vatMinor: minor,
  totalMinor: minor,
  /** The refunded taxable amount and VAT in CZK at the invoice's rate, when the invoice states its VAT in CZK. */
  vatInCzk: vatInCzkSchema.optional(),
  /** The language of the invoice it corrects, which it is written in (absent from credit notes issued before: English). */
  language: z.enum(LANGUAGES).optional(),
});

export type CreditNoteSnapshot = z.infer<typeof creditNoteSchema>;

/** 'CN-YYYY-NNNNNN': the year and the sequence within it, zero-padded to six digits. */
export function formatCreditNoteNumber(year: number, sequence: number): string {
  return `CN-${year}-${String(sequence).padStart(6, '0')}`;
}

/** What a number in a download address may look like before anything is read. */
export const CREDIT_NOTE_NUMBER_PATTERN = /^CN-\d{4}-\d{6,9}$/;

/** Where the order's account (and an operator) downloads the credit note. */
export function creditNoteDownloadUrl(number: string): string {
  return `/api/credit-notes/${encodeURIComponent(number)}.pdf`;
}

/** a * b / c rounded half up, for non-negative amounts. */
const scaled = (a: bigint, b: bigint, c: bigint): bigint => (c === 0n ? 0n : (2n * a * b + c) / (2n * c));

/**
 * The VAT in a credit note, as the share of the invoice's VAT that the order's credited total reaches after it, less
 * the share it had reached before: the credit notes of an invoice credited in parts add up to the invoice's VAT.
 */
export function refundVat(invoice: { totalMinor: bigint; vatMinor: bigint }, creditedBefore: bigint, amount: bigint): bigint {
  return scaled(creditedBefore + amount, invoice.vatMinor, invoice.totalMinor) - scaled(creditedBefore, invoice.vatMinor, invoice.totalMinor);
}

export interface CreditedRefund {
  id: string;
  orderId: string;
  reason: string;
  paymentMethod: string;
}

/**
 * How much of the invoice the order's credit notes must have taken back once a refund is done: the invoiced total
 * less what the order still keeps of its payments (succeeded payments less their completed refunds), never below
 * nothing nor above the invoice. Money paid beyond the invoice (a second payment, an overpaid transfer) was never
 * invoiced, so refunding it first corrects no tax document.
 */
export function creditedTotal(invoiceTotal: bigint, paidMinor: bigint, refundedMinor: bigint): bigint {
  const kept = paidMinor - refundedMinor;
  if (kept >= invoiceTotal) return 0n;
  return kept <= 0n ? invoiceTotal : invoiceTotal - kept;
}

/** What the order's succeeded payments brought in, and what its completed refunds (this one too) gave back. */
async function orderMoney(trx: Transaction<Database>, orderId: string): Promise<{ paid: bigint; refunded: bigint; credited: bigint }> {
  // One after another: the statements share the transaction's one connection.
  const total = (eb: ExpressionBuilder<Database, 'payments' | 'refunds' | 'credit_notes'>, column: 'amount_minor' | 'total_minor') => eb.fn.coalesce(eb.fn.sum<string>(column), eb.lit(0)).as('total');
  const paid = await trx.selectFrom('payments').select((eb) => total(eb, 'amount_minor')).where('order_id', '=', orderId).where('status', '=', 'succeeded').executeTakeFirstOrThrow();
  const refunded = await trx
    .selectFrom('refunds')
    .select((eb) => total(eb, 'amount_minor'))
    .where('order_id', '=', orderId)
    .where('status', 'in', ['refunded', 'to_pay_out', 'paid_out'])
    .executeTakeFirstOrThrow();
  const credited = await trx.selectFrom('credit_notes').select((eb) => total(eb, 'total_minor')).where('order_id', '=', orderId).executeTakeFirstOrThrow();
  return { paid: BigInt(paid.total), refunded: BigInt(refunded.total), credited: BigInt(credited.total) };
}

/**
 * Issues the credit note of a refund, in the transaction that completes it (after its status says so); a refund has
 * at most one (unique refund_id). The order's invoice is what it corrects (issued now for an order paid before
 * invoices existed). It credits only the part of the refund that takes back invoiced money; a refund of money paid
 * beyond the invoice gets none (undefined).
 */
export async function issueCreditNote(trx: Transaction<Database>, refund: CreditedRefund, now: Date): Promise<{ number: string } | undefined> {
  // The order's refunds are credited one after another: a no-op update takes the order row's lock until this
  // transaction ends, so a refund completing at the same moment reads what was paid, refunded and credited only
  // after this one is in. Read side by side, two full refunds of an order paid twice each saw the other's money as
  // still kept, and neither was credited.
  await trx.updateTable('orders').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', refund.orderId).execute();
  const existing = await trx.selectFrom('credit_notes').select('number').where('refund_id', '=', refund.id).executeTakeFirst();
  if (existing) return existing;
  const { number: invoiceNumber } = await issueInvoice(trx, refund.orderId, now);
  const invoiceRow = await trx.selectFrom('invoices').select(['account_id', 'snapshot']).where('number', '=', invoiceNumber).executeTakeFirstOrThrow();
  const invoice = parseSnapshot(invoiceRow.snapshot);
  const invoiceTotal = BigInt(invoice.totalMinor);
  const money = await orderMoney(trx, refund.orderId);
  const amountMinor = creditedTotal(invoiceTotal, money.paid, money.refunded) - money.credited;
  if (amountMinor <= 0n) return undefined;
  const vat = refundVat({ totalMinor: invoiceTotal, vatMinor: BigInt(invoice.totalVatMinor) }, money.credited, amountMinor);

  const year = Number(sellerDate(now).slice(0, 4));
  const sequence = await nextSequence(trx, year, 'credit_note_counter');
  const number = formatCreditNoteNumber(year, sequence);
  const snapshot: CreditNoteSnapshot = {
    number,
    issuedAt: now.toISOString(),
    invoiceNumber,
    invoiceIssuedAt: invoice.issuedAt,
    orderIdentifier: invoice.orderIdentifier,
    currency: invoice.currency,
    seller: invoice.seller,
    buyer: invoice.buyer,
    reason: refund.reason,
    paymentMethod: refund.paymentMethod,
    vatRateBasisPoints: invoice.vatRates[0]?.rateBasisPoints ?? 0,
    reverseCharge: invoice.reverseCharge,
    netMinor: String(amountMinor - vat),
    vatMinor: String(vat),
    totalMinor: String(amountMinor),
    // A correction is converted at the rate of the supply it corrects.
    ...(invoice.vatInCzk ? { vatInCzk: vatInCzk(invoice.vatInCzk.rate, String(amountMinor - vat), String(vat)) } : {}),
    ...(invoice.language ? { language: invoice.language } : {}),
  };
  await trx
    .insertInto('credit_notes')
    .values({
      id: randomUUID(),
      number,
      year,
      sequence,
      refund_id: refund.id,
      order_id: refund.orderId,
      account_id: invoiceRow.account_id,
      invoice_number: invoiceNumber,
      issued_at: now,
      currency: invoice.currency,
      total_minor: amountMinor,
      snapshot: JSON.stringify(snapshot),
    })
    .execute();
  return { number };
}

export interface StoredCreditNote {
  number: string;
  accountId: string;
  snapshot: CreditNoteSnapshot;
}

/** The credit note with this number; undefined for a malformed or unknown number. */
export async function findCreditNoteByNumber(db: Kysely<Database>, number: string): Promise<StoredCreditNote | undefined> {
  if (!CREDIT_NOTE_NUMBER_PATTERN.test(number)) return undefined;
  const row = await db.selectFrom('credit_notes').select(['number', 'account_id', 'snapshot']).where('number', '=', number).executeTakeFirst();
  return row && { number: row.number, accountId: row.account_id, snapshot: creditNoteSchema.parse(row.snapshot) };
}

/** The credit note as a PDF, drawn from its snapshot alone (same snapshot, same bytes), in the language kept with it. */
export function renderCreditNotePdf(note: CreditNoteSnapshot): Promise<Buffer> {
  const issued = new Date(note.issuedAt);
  const words = documentWords(note.language);
  const { t } = words;
  return renderDocument(
    {
      Title: t('creditNote.info.title', { number: note.number }),
      Author: note.seller.name,
      Subject: t('creditNote.info.subject', { invoiceNumber: note.invoiceNumber, orderIdentifier: note.orderIdentifier }),
      CreationDate: issued,
      ModDate: issued,
    },
    (doc) => {
      const money = words.money(note.currency);
      const fact = (label: string, value: string) => doc.text(t('document.fact', { label, value }));
      doc.font('bold').fontSize(20).text(t('creditNote.title'), LEFT, 50);
      doc.font('regular').fontSize(10).moveDown(0.3);
      fact(t('creditNote.number'), note.number);
      fact(t('document.issueDate'), words.day(sellerDate(issued)));
      fact(t('creditNote.corrects'), t('creditNote.invoiceOf', { invoiceNumber: note.invoiceNumber, date: words.day(sellerDate(new Date(note.invoiceIssuedAt))) }));
      fact(t('document.order'), note.orderIdentifier);
      fact(t('creditNote.refundedBy'), words.method(note.paymentMethod));
      fact(t('document.currency'), note.currency);
      const partiesTop = doc.y + 16;
      party(doc, t('document.seller'), note.seller, LEFT, partiesTop, t);
      const sellerBottom = doc.y;
      party(doc, t('document.buyer'), note.buyer, LEFT + WIDTH / 2, partiesTop, t);
      doc.y = Math.max(sellerBottom, doc.y) + 20;
      doc.font('bold').text(t('creditNote.reason'), LEFT, doc.y);
      doc.font('regular').text(note.reason, LEFT, doc.y, { width: WIDTH });
      doc.moveDown(0.8);
      doc.font('bold').text(t('creditNote.correction'), LEFT, doc.y);
      doc.font('regular');
      doc.text(t('document.vatRateLine', { rate: ratePercentText(note.vatRateBasisPoints), taxable: `-${money(note.netMinor)}`, vat: `-${money(note.vatMinor)}` }));
      if (note.vatInCzk) drawVatInCzk(doc, note.vatInCzk, words, '-');
      doc.moveDown(0.5);
      doc.text(t('creditNote.refundedNet', { amount: money(note.netMinor) }));
      doc.text(t('creditNote.refundedVat', { amount: money(note.vatMinor) }));
      doc.font('bold').text(t('creditNote.refundedTotal', { amount: money(note.totalMinor) }));
      doc.font('regular').moveDown(0.5);
      if (note.reverseCharge) doc.text(t('document.reverseCharge'), LEFT, doc.y, { width: WIDTH });
      doc.text(t('creditNote.reduces', { invoiceNumber: note.invoiceNumber, amount: money(note.totalMinor) }), LEFT, doc.y, { width: WIDTH });
    },
  );
}

/** The credit notes of an order, oldest first, as its owner lists them. */
export async function creditNotesOfOrder(db: Kysely<Database>, orderId: string): Promise<{ number: string; issuedAt: Date; currency: string; totalMinor: bigint }[]> {
  const rows = await db.selectFrom('credit_notes').select(['number', 'issued_at', 'currency', 'total_minor']).where('order_id', '=', orderId).orderBy('year').orderBy('sequence').execute();
  return rows.map((row) => ({ number: row.number, issuedAt: row.issued_at, currency: row.currency, totalMinor: BigInt(row.total_minor) }));
}
