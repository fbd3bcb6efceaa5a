/**
 * The invoice as a PDF, drawn from its stored snapshot alone, in the language kept with it (the customer's when it
 * was issued; English for invoices issued before). The same snapshot gives the same bytes: the document's dates (and
 * so pdfkit's file ID, a hash of its info) are the issue time, and English amounts and dates are written without Intl,
 * whose output may change with the ICU version; Czech ones are written by Intl in Czech ('1 234,50 Kč', '28. 11. 2026').
 * DejaVu Sans is embedded so that Czech letters (č, ř, ě, ů) print.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Kysely } from 'kysely';
import PDFDocument from 'pdfkit';
import type { Database } from '../db/schema';
import { ratePercentText } from '../domain/checkout/vat';
import { storedTitle } from '../domain/checkout/charged-pricing';
import { drawVatInCzk } from './czk';
import { findInvoiceByNumber } from './repository';
import type { InvoiceSnapshot } from './snapshot';
import { sellerDate } from './snapshot';
import { serverT, type ServerT } from '../i18n';
import { documentWords, type DocumentWords } from './document-words';

const require = createRequire(import.meta.url);
const REGULAR = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
const BOLD = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));

const english = serverT('en');
/** The words printed where no VAT was charged because the buyer accounts for it (article 226(11a)), in English. */
export const REVERSE_CHARGE_TEXT = english('document.reverseCharge');
/** The words printed when the seller was not a VAT payer: its invoice charges no VAT and is no tax document (in English). */
export const NOT_VAT_PAYER_TEXT = english('invoice.notVatPayer');

export const LEFT = 50;
export const WIDTH = 495;
const COLUMNS = { item: LEFT, period: LEFT + 178, rate: LEFT + 338, net: LEFT + 405 } as const;

/** The stored invoice as a PDF; undefined when no invoice has this number. */
export async function renderInvoicePdf(db: Kysely<Database>, number: string): Promise<Buffer | undefined> {
  const invoice = await findInvoiceByNumber(db, number);
  return invoice && renderSnapshotPdf(invoice.snapshot);
}

export function renderSnapshotPdf(invoice: InvoiceSnapshot): Promise<Buffer> {
  const issued = new Date(invoice.issuedAt);
  const words = documentWords(invoice.language);
  const { t } = words;
  return renderDocument(
    { Title: t('invoice.info.title', { number: invoice.number }), Author: invoice.seller.name, Subject: t('invoice.info.subject', { orderIdentifier: invoice.orderIdentifier }), CreationDate: issued, ModDate: issued },
    (doc) => draw(doc, invoice, words),
  );
}

/**
 * An A4 document with DejaVu Sans registered as 'regular' and 'bold', drawn by `draw`; the info's dates are the
 * document's own (its issue time), so the same content gives the same bytes. Invoices and credit notes use it.
 */
export function renderDocument(info: PDFKit.DocumentInfo, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, compress: true, info });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  draw(doc);
  doc.end();
  return done;
}

function draw(doc: PDFKit.PDFDocument, invoice: InvoiceSnapshot, words: DocumentWords): void {
  const { t } = words;
  const money = words.money(invoice.currency);
  const issueDate = words.day(sellerDate(new Date(invoice.issuedAt)));
  const fact = (label: string, value: string) => doc.text(t('document.fact', { label, value }));

  doc.font('bold').fontSize(20).text(t(invoice.sellerVatPayer ? 'invoice.title.taxInvoice' : 'invoice.title.invoice'), LEFT, 50);
  doc.font('regular').fontSize(10).moveDown(0.3);
  fact(t('invoice.number'), invoice.number);
  fact(t('document.issueDate'), issueDate);
  fact(t('invoice.supplyDate'), issueDate);
  fact(t('document.order'), invoice.orderIdentifier);
  fact(t('invoice.paymentMethod'), words.method(invoice.paymentMethod, invoice.paymentCard));
  fact(t('document.currency'), invoice.currency);

  const partiesTop = doc.y + 16;
  party(doc, t('document.seller'), invoice.seller, LEFT, partiesTop, t);
  const sellerBottom = doc.y;
  party(doc, t('document.buyer'), invoice.buyer, LEFT + WIDTH / 2, partiesTop, t);
  if (invoice.buyer.email) doc.text(t('document.fact', { label: t('document.email'), value: invoice.buyer.email }));
  doc.y = Math.max(sellerBottom, doc.y) + 20;

  const header = doc.y;
  doc.font('bold');
  row(doc, header, [t('invoice.item'), t('invoice.period'), t('invoice.vatRate'), t('invoice.netPrice')]);
  doc.moveTo(LEFT, doc.y + 2).lineTo(LEFT + WIDTH, doc.y + 2).stroke();
  doc.font('regular');
  for (const line of invoice.lines) {
    row(doc, doc.y + 6, [words.title(storedTitle(line)), `${words.period(line.period)}\n${words.day(line.periodFrom)} – ${words.day(line.periodUntil)}`, `${ratePercentText(line.vatRateBasisPoints)} %`, money(line.netMinor)]);
  }
  doc.moveTo(LEFT, doc.y + 4).lineTo(LEFT + WIDTH, doc.y + 4).stroke();

  doc.y += 14;
  doc.font('bold').text(t('invoice.vatSummary'), LEFT, doc.y);
  doc.font('regular');
  for (const rate of invoice.vatRates) {
    doc.text(t('document.vatRateLine', { rate: ratePercentText(rate.rateBasisPoints), taxable: money(rate.taxableMinor), vat: money(rate.vatMinor) }));
  }
  if (invoice.vatInCzk) drawVatInCzk(doc, invoice.vatInCzk, words);
  doc.moveDown(0.5);
  doc.text(t('invoice.totalNet', { amount: money(invoice.totalNetMinor) }));
  doc.text(t('invoice.totalVat', { amount: money(invoice.totalVatMinor) }));
  doc.font('bold').text(t('invoice.total', { amount: money(invoice.totalMinor) }));
  doc.font('regular').moveDown(0.5);
  if (invoice.reverseCharge) doc.text(t('document.reverseCharge'), LEFT, doc.y, { width: WIDTH });
  if (!invoice.sellerVatPayer) doc.text(t('invoice.notVatPayer'), LEFT, doc.y, { width: WIDTH });
  if (invoice.vies) doc.text(viesText(invoice.vies, words), LEFT, doc.y, { width: WIDTH });
  // English writes the method in lower case within the sentence ('Paid in full by card'); Czech names it in brackets.
  const paidWith = words.language === 'en' ? words.method(invoice.paymentMethod.toLowerCase(), invoice.paymentCard) : words.method(invoice.paymentMethod, invoice.paymentCard);
  doc.text(t('invoice.paidInFull', { method: paidWith }), LEFT, doc.y, { width: WIDTH });
}

/** The line that proves the buyer's VAT ID was checked with VIES (its consultation number and the check's day). */
export function viesText(vies: NonNullable<InvoiceSnapshot['vies']>, words: DocumentWords = documentWords('en')): string {
  const date = words.day(sellerDate(new Date(vies.checkedAt)));
  return vies.consultationNumber ? words.t('invoice.vies.number', { number: vies.consultationNumber, date }) : words.t('invoice.vies.noNumber', { date });
}

export function party(doc: PDFKit.PDFDocument, title: string, who: InvoiceSnapshot['seller'], x: number, y: number, t: ServerT = english): void {
  const width = WIDTH / 2 - 10;
  doc.font('bold').fontSize(11).text(title, x, y, { width });
  doc.font('regular').fontSize(10).text(who.name, x, doc.y, { width });
  for (const line of who.addressLines) doc.text(line, x, doc.y, { width });
  if (who.companyId) doc.text(t('document.fact', { label: t('document.companyId'), value: who.companyId }), x, doc.y, { width });
  if (who.vatId) doc.text(t('document.fact', { label: t('document.vatId'), value: who.vatId }), x, doc.y, { width });
}

/** One table row; the next row starts below its tallest cell. A row that would not fit starts a new page. */
function row(doc: PDFKit.PDFDocument, top: number, cells: [string, string, string, string]): void {
  const widths = [COLUMNS.period - COLUMNS.item - 8, COLUMNS.rate - COLUMNS.period - 8, COLUMNS.net - COLUMNS.rate - 8, LEFT + WIDTH - COLUMNS.net];
  const xs = [COLUMNS.item, COLUMNS.period, COLUMNS.rate, COLUMNS.net];
  const height = Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: widths[index] })));
  let y = top;
  if (y + height > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  let bottom = y;
  cells.forEach((cell, index) => {
    doc.text(cell, xs[index], y, { width: widths[index], align: index === 3 ? 'right' : 'left' });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom;
}
