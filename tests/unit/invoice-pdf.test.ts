import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { NOT_VAT_PAYER_TEXT, renderSnapshotPdf } from '../../server/invoices/pdf';
import type { InvoiceSnapshot } from '../../server/invoices/snapshot';
import { pdfText } from '../support/pdf-text';

const line = { description: 'Private registration of a-long-domain-name-for-wrapping.com', period: '1 year', periodFrom: '2026-01-01', periodUntil: '2027-01-01', netMinor: '500', vatRateBasisPoints: 2100 };

function snapshot(lines: number): InvoiceSnapshot {
  return {
    number: '2026-000042',
    issuedAt: '2026-01-01T10:00:00.000Z',
    orderIdentifier: 'ORD-LONG0001',
    currency: 'CZK',
    seller: { name: 'Prodejce s.r.o.', addressLines: ['Řípská 1'], companyId: '12345679', vatId: 'CZ12345679' },
    buyer: { name: 'Kupující', addressLines: ['Ěščřžýáíé 2'], companyId: null, vatId: null, email: null },
    lines: Array.from({ length: lines }, (_, index) => ({ ...line, description: `${line.description} #${index + 1}` })),
    vatRates: [{ rateBasisPoints: 2100, taxableMinor: String(500 * lines), vatMinor: String(105 * lines) }],
    totalNetMinor: String(500 * lines),
    totalVatMinor: String(105 * lines),
    totalMinor: String(605 * lines),
    reverseCharge: false,
    sellerVatPayer: true,
    paymentMethod: 'Card',
  };
}

describe('the invoice PDF', () => {
  it('flows a long order onto further pages, every line and the totals printed once', async () => {
    const pdf = await renderSnapshotPdf(snapshot(40));
    // Forty wrapped rows and the summary flow over three pages, not a page per cell.
    expect((await getDocumentProxy(new Uint8Array(pdf))).numPages).toBe(3);
    const text = await pdfText(pdf);
    for (let index = 1; index <= 40; index += 1) expect(text).toContain(`#${index}\n`);
    expect(text.match(/^Total: 242\.00 CZK$/gm)).toHaveLength(1);
    expect(text).toContain('VAT rate 21 %: taxable amount 200.00 CZK, VAT 42.00 CZK');
  });

  it('is the same bytes each time it is drawn, and prints Czech letters', async () => {
    const [first, second] = [await renderSnapshotPdf(snapshot(3)), await renderSnapshotPdf(snapshot(3))];
    expect(Buffer.compare(first, second)).toBe(0);
    const text = await pdfText(first);
    expect(text).toContain('Řípská 1');
    expect(text).toContain('Ěščřžýáíé 2');
  });

  it('names its lines in its language from what each name is made of; a line kept without its parts as it was', async () => {
    const lines = [
      { ...line, description: 'Standard package', title: { kind: 'package' as const, name: 'Standard' }, period: '12 months' },
      { ...line, description: 'Domain jana.cz', title: { kind: 'domain' as const, name: 'jana.cz' } },
      { ...line, description: 'Private registration of jana.cz', title: { kind: 'privateRegistration' as const, name: 'jana.cz' } },
      { ...line, description: 'Five more mailboxes', title: { kind: 'named' as const, name: 'Five more mailboxes' } },
      { ...line, description: 'Transfer of old.cz' },
    ];
    const invoice = { ...snapshot(5), lines };
    // A long name wraps in its cell: the words are compared with their spacing made one.
    const czech = (await pdfText(await renderSnapshotPdf({ ...invoice, language: 'cs' }))).replace(/\s+/g, ' ');
    for (const name of ['Balíček Standard', 'Doména jana.cz', 'Soukromá registrace domény jana.cz', 'Five more mailboxes', 'Transfer of old.cz']) expect(czech).toContain(name);
    expect(czech).not.toContain('Standard package');
    // English is the line as it was charged, byte for byte.
    const english = (await pdfText(await renderSnapshotPdf(invoice))).replace(/\s+/g, ' ');
    for (const { description } of lines) expect(english).toContain(description);
  });

  it('of a seller that is not a VAT payer is an invoice, not a tax invoice, and says why it charges no VAT', async () => {
    const payer = await pdfText(await renderSnapshotPdf(snapshot(1)));
    expect(payer).toContain('Tax invoice');
    expect(payer).not.toContain(NOT_VAT_PAYER_TEXT);
    const nonPayer = { ...snapshot(1), vatRates: [{ rateBasisPoints: 0, taxableMinor: '500', vatMinor: '0' }], totalVatMinor: '0', totalMinor: '500', sellerVatPayer: false };
    const text = await pdfText(await renderSnapshotPdf(nonPayer));
    expect(text).not.toContain('Tax invoice');
    expect(text).toMatch(/^Invoice$/m);
    expect(text).toContain(NOT_VAT_PAYER_TEXT);
  });
});
