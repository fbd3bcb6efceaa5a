/**
 * VAT in CZK on the documents of a foreign-currency order that charges VAT (docs/invoices.md, "VAT in CZK"): the
 * Czech seller states the taxable amount and the VAT also in CZK, at the Czech National Bank's rate of the day of
 * supply, with the rate and the day it was declared for. The rate is copied into the document's snapshot when it is
 * issued, so the document never changes; a credit note uses its invoice's rate.
 */
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { toCzkMinor } from '../domain/cnb-rates';
import type { DatedRate } from '../domain/cnb-rates';
import { storedRateForDay } from '../exchange-rates/repository';
import type { DocumentWords } from './document-words';

const minor = z.string().regex(/^-?\d+$/);

export const vatInCzkSchema = z.object({
  rate: z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), currency: z.string(), amount: z.number().int().positive(), rate: z.string() }),
  taxableMinor: minor,
  vatMinor: minor,
});

export type VatInCzk = z.infer<typeof vatInCzkSchema>;

/** Whether a document states its VAT in CZK: it is in another currency and charges VAT (not reverse charged). */
export function statesVatInCzk(currency: string, pricing: { reverseCharge: boolean; vatRateBasisPoints: number }): boolean {
  return currency !== 'CZK' && !pricing.reverseCharge && pricing.vatRateBasisPoints > 0;
}

/** The taxable amount and the VAT in CZK at `rate`, each converted to the haléř. */
export function vatInCzk(rate: DatedRate, taxableMinor: string, vatMinor: string): VatInCzk {
  return {
    rate: { date: rate.date, currency: rate.currency, amount: rate.amount, rate: rate.rate },
    taxableMinor: String(toCzkMinor(BigInt(taxableMinor), rate)),
    vatMinor: String(toCzkMinor(BigInt(vatMinor), rate)),
  };
}

/**
 * The rate for an invoice issued on `day`: the last one declared on or before it. With none stored at all (the
 * portal has not read the CNB's rates yet) the invoice is issued without the CZK lines, never failing the payment,
 * and the operator is told in the log which invoice needs a corrected document.
 */
export async function rateForInvoice(trx: Transaction<Database>, invoice: { number: string; orderIdentifier: string; currency: string; day: string }): Promise<DatedRate | undefined> {
  const rate = await storedRateForDay(trx, invoice.currency, invoice.day);
  if (!rate) {
    console.error(
      `Invoice ${invoice.number} (order ${invoice.orderIdentifier}) in ${invoice.currency} was issued without its VAT in CZK: no Czech National Bank rate of ` +
        `${invoice.currency} is stored for ${invoice.day} or before. Check that the portal reads CNB_RATES_URL, then issue the customer a corrected document.`,
    );
  }
  return rate;
}

/** The CZK lines of a document's VAT summary, in the document's language; `sign` '-' for a credit note's reductions. */
export function drawVatInCzk(doc: PDFKit.PDFDocument, amounts: VatInCzk, words: DocumentWords, sign: '' | '-' = ''): void {
  const czk = words.money('CZK');
  doc.text(words.t('document.vatInCzk', { taxable: `${sign}${czk(amounts.taxableMinor)}`, vat: `${sign}${czk(amounts.vatMinor)}` }));
  doc.text(words.exchangeRate(amounts.rate));
}
