/**
 * The invoice as a PDF, drawn from its stored snapshot alone. The same snapshot gives the same bytes: the document's
 * dates (and so pdfkit's file ID, a hash of its info) are the issue time, and amounts are written without Intl, whose
 * output may change with the ICU version. DejaVu Sans is embedded so that Czech letters (č, ř, ě, ů) print.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Kysely } from 'kysely';
import PDFDocument from 'pdfkit';
import type { Database } from '../db/schema';
import { ratePercentText } from '../domain/checkout/vat';
import { minorUnitDigits, toDecimalString } from '../domain/money';
import { drawVatInCzk } from './czk';
import { findInvoiceByNumber } from './repository';
import type { InvoiceSnapshot } from './snapshot';
import { sellerDate } from './snapshot';
import { paidWithText } from '../../contracts/payment-methods';

const require = createRequire(import.meta.url);
const REGULAR = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
const BOLD = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));

/** The words printed where no VAT was charged because the buyer accounts for it (article 226(11a)). */
export const REVERSE_CHARGE_TEXT = 'Reverse charge: VAT to be accounted for by the customer (Article 196 of Council Directive 2006/112/EC).';
/** The words printed when the seller was not a VAT payer: its invoice charges no VAT and is no tax document. */
export const NOT_VAT_PAYER_TEXT = 'The seller is not a VAT payer: no VAT is charged.';

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
  return renderDocument({ Title: `Invoice ${invoice.number}`, Author: invoice.seller.name, Subject: `Tax invoice for order ${invoice.orderIdentifier}`, CreationDate: issued, ModDate: issued }, (doc) =>
    draw(doc, invoice),
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

/** An amount of the document's currency as printed: '12.10 EUR' (no Intl, see above). */
export function documentMoney(currency: string): (amountMinor: string) => string {
  return (amountMinor) => `${toDecimalString(BigInt(amountMinor), minorUnitDigits(currency))} ${currency}`;
}

function draw(doc: PDFKit.PDFDocument, invoice: InvoiceSnapshot): void {
  const money = documentMoney(invoice.currency);
  const issueDate = sellerDate(new Date(invoice.issuedAt));

  doc.font('bold').fontSize(20).text(invoice.sellerVatPayer ? 'Tax invoice' : 'Invoice', LEFT, 50);
  doc.font('regular').fontSize(10).moveDown(0.3);
  const facts: [string, string][] = [
    ['Invoice number', invoice.number],
    ['Issue date', issueDate],
    ['Date of supply and payment', issueDate],
    ['Order', invoice.orderIdentifier],
    ['Payment method', paidWithText(invoice.paymentMethod, invoice.paymentCard)],
    ['Currency', invoice.currency],
  ];
  for (const [label, value] of facts) doc.text(`${label}: ${value}`);

  const partiesTop = doc.y + 16;
  party(doc, 'Seller', invoice.seller, LEFT, partiesTop);
  const sellerBottom = doc.y;
  party(doc, 'Buyer', invoice.buyer, LEFT + WIDTH / 2, partiesTop);
  if (invoice.buyer.email) doc.text(`E-mail: ${invoice.buyer.email}`);
  doc.y = Math.max(sellerBottom, doc.y) + 20;

  const header = doc.y;
  doc.font('bold');
  row(doc, header, ['Item', 'Period', 'VAT rate', 'Net price']);
  doc.moveTo(LEFT, doc.y + 2).lineTo(LEFT + WIDTH, doc.y + 2).stroke();
  doc.font('regular');
  for (const line of invoice.lines) {
    row(doc, doc.y + 6, [line.description, `${line.period}\n${line.periodFrom} – ${line.periodUntil}`, `${ratePercentText(line.vatRateBasisPoints)} %`, money(line.netMinor)]);
  }
  doc.moveTo(LEFT, doc.y + 4).lineTo(LEFT + WIDTH, doc.y + 4).stroke();

  doc.y += 14;
  doc.font('bold').text('VAT summary', LEFT, doc.y);
  doc.font('regular');
  for (const rate of invoice.vatRates) {
    doc.text(`VAT rate ${ratePercentText(rate.rateBasisPoints)} %: taxable amount ${money(rate.taxableMinor)}, VAT ${money(rate.vatMinor)}`);
  }
  if (invoice.vatInCzk) drawVatInCzk(doc, invoice.vatInCzk, documentMoney('CZK'));
  doc.moveDown(0.5);
  doc.text(`Total without VAT: ${money(invoice.totalNetMinor)}`);
  doc.text(`VAT total: ${money(invoice.totalVatMinor)}`);
  doc.font('bold').text(`Total: ${money(invoice.totalMinor)}`);
  doc.font('regular').moveDown(0.5);
  if (invoice.reverseCharge) doc.text(REVERSE_CHARGE_TEXT, LEFT, doc.y, { width: WIDTH });
  if (!invoice.sellerVatPayer) doc.text(NOT_VAT_PAYER_TEXT, LEFT, doc.y, { width: WIDTH });
  if (invoice.vies) doc.text(viesText(invoice.vies), LEFT, doc.y, { width: WIDTH });
  doc.text(`Paid in full by ${paidWithText(invoice.paymentMethod.toLowerCase(), invoice.paymentCard)}; nothing remains to be paid.`, LEFT, doc.y, { width: WIDTH });
}

/** The line that proves the buyer's VAT ID was checked with VIES (its consultation number and the check's day). */
export function viesText(vies: NonNullable<InvoiceSnapshot['vies']>): string {
  const day = sellerDate(new Date(vies.checkedAt));
  return vies.consultationNumber ? `VIES consultation number ${vies.consultationNumber} of ${day}: the buyer's VAT ID was confirmed valid.` : `The buyer's VAT ID was confirmed valid by VIES on ${day}.`;
}

export function party(doc: PDFKit.PDFDocument, title: string, who: InvoiceSnapshot['seller'], x: number, y: number): void {
  const width = WIDTH / 2 - 10;
  doc.font('bold').fontSize(11).text(title, x, y, { width });
  doc.font('regular').fontSize(10).text(who.name, x, doc.y, { width });
  for (const line of who.addressLines) doc.text(line, x, doc.y, { width });
  if (who.companyId) doc.text(`IČO: ${who.companyId}`, x, doc.y, { width });
  if (who.vatId) doc.text(`DIČ / VAT ID: ${who.vatId}`, x, doc.y, { width });
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
