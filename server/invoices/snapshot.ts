/**
 * What an invoice shows, fixed when it is issued (Council Directive 2006/112/EC, article 226): seller and buyer,
 * each line with its period and net price, the taxable amount and VAT per rate, totals, currency, reverse charge
 * and the payment method. Amounts are integer minor units kept as decimal strings, so the snapshot is plain JSON.
 */
import { z } from 'zod';
import { LANGUAGES, type Language } from '../../contracts/language';
import { addMonths } from '../domain/calendar';
import type { DatedRate } from '../domain/cnb-rates';
import { sellerDate } from '../domain/checkout/vat-rates';
import { titlePartsSchema, type InvoicePricing } from '../domain/checkout/charged-pricing';
import { vatInCzk, vatInCzkSchema } from './czk';
import type { Seller } from '../tax/seller';

const minor = z.string().regex(/^-?\d+$/);
const party = z.object({
  name: z.string(),
  addressLines: z.array(z.string()),
  /** IČO. */
  companyId: z.string().nullable(),
  /** DIČ / VAT ID. */
  vatId: z.string().nullable(),
});

const snapshotSchema = z.object({
  number: z.string(),
  issuedAt: z.string(),
  orderIdentifier: z.string(),
  currency: z.string(),
  seller: party,
  buyer: party.extend({ email: z.string().nullable() }),
  lines: z.array(
    z.object({
      /** The line's name in English. */
      description: z.string(),
      /** What the name is made of, which the document names the line with in its language; absent from invoices issued before it was kept (named as `description`). */
      title: titlePartsSchema.optional(),
      /** '12 months', '1 year'. */
      period: z.string(),
      periodFrom: z.string(),
      periodUntil: z.string(),
      netMinor: minor,
      vatRateBasisPoints: z.number().int(),
    }),
  ),
  vatRates: z.array(z.object({ rateBasisPoints: z.number().int(), taxableMinor: minor, vatMinor: minor })),
  totalNetMinor: minor,
  totalVatMinor: minor,
  totalMinor: minor,
  reverseCharge: z.boolean(),
  /** False: the seller was not a VAT payer and charged no VAT (invoices issued before this was kept: a payer). */
  sellerVatPayer: z.boolean().default(true),
  paymentMethod: z.string(),
  /** The saved card an automatic renewal charged, in words (Visa ending 4242); absent for every other payment. */
  paymentCard: z.string().optional(),
  /** The taxable amount and VAT in CZK with the CNB's rate, when a foreign-currency invoice charges VAT (./czk.ts). */
  vatInCzk: vatInCzkSchema.optional(),
  /** Reverse charge's proof: VIES's consultation number of the buyer's VAT ID and when it was checked. */
  vies: z.object({ consultationNumber: z.string().nullable(), checkedAt: z.string() }).optional(),
  /**
   * The language the document is written in: the customer account's when it was issued, and never after (a tax
   * document does not change). Absent from invoices issued before it was kept: English.
   */
  language: z.enum(LANGUAGES).optional(),
});

export type InvoiceSnapshot = z.infer<typeof snapshotSchema>;

/** A stored snapshot, checked: a row that does not match is a bug to see at once, not a broken document. */
export function parseSnapshot(value: unknown): InvoiceSnapshot {
  return snapshotSchema.parse(value);
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

// The invoice's year and dates are the seller's calendar days, the days VAT rates change on.
export { sellerDate };

/** The buyer as billed: a company by its name and identifiers, a person by name; address lines with the country's name. */
function buyerOf(billing: Readonly<Record<string, string>>, countryName: string | undefined): InvoiceSnapshot['buyer'] {
  const person = [billing.firstname, billing.surname].filter(Boolean).join(' ');
  const company = billing.companyBilling === 'true';
  const addressLines = [
    ...(company && person ? [person] : []),
    billing.street,
    [billing.zip, billing.city].filter(Boolean).join(' '),
    countryName,
  ].filter((line): line is string => Boolean(line));
  return {
    name: company && billing.company ? billing.company : person,
    addressLines,
    companyId: company && billing.ic ? billing.ic : null,
    vatId: company && billing.dic ? billing.dic.replace(/\s+/g, '').toUpperCase() : null,
    email: billing.email ?? null,
  };
}

export interface SnapshotInput {
  number: string;
  issuedAt: Date;
  seller: Seller;
  orderIdentifier: string;
  currency: string;
  billing: Readonly<Record<string, string>>;
  /** The name of the billing country. */
  countryName: string | undefined;
  pricing: InvoicePricing;
  paymentMethod: string;
  /** The saved card an automatic renewal charged (Visa ending 4242). */
  paymentCard?: string | undefined;
  /** The CNB's rate of the day of supply, when the invoice states its VAT in CZK. */
  czkRate?: DatedRate | undefined;
  /** The customer's language, which the invoice is written in. */
  language: Language;
}

/** The invoice of an order: services start on the day of issue (payment), for each line's period. */
export function buildSnapshot(input: SnapshotInput): InvoiceSnapshot {
  const { pricing } = input;
  const from = new Date(`${sellerDate(input.issuedAt)}T00:00:00Z`);
  return {
    number: input.number,
    issuedAt: input.issuedAt.toISOString(),
    orderIdentifier: input.orderIdentifier,
    currency: input.currency,
    seller: { name: input.seller.name, addressLines: [...input.seller.addressLines], companyId: input.seller.companyId, vatId: input.seller.vatId },
    buyer: buyerOf(input.billing, input.countryName),
    lines: pricing.lines.map((line) => ({
      description: line.description,
      ...(line.title ? { title: line.title } : {}),
      period: line.period,
      periodFrom: isoDate(from),
      periodUntil: line.until ?? isoDate(addMonths(from, line.months)),
      netMinor: line.netMinor,
      vatRateBasisPoints: pricing.vatRateBasisPoints,
    })),
    vatRates: [{ rateBasisPoints: pricing.vatRateBasisPoints, taxableMinor: pricing.netMinor, vatMinor: pricing.vatMinor }],
    totalNetMinor: pricing.netMinor,
    totalVatMinor: pricing.vatMinor,
    totalMinor: pricing.totalMinor,
    reverseCharge: pricing.reverseCharge,
    sellerVatPayer: pricing.sellerVatPayer,
    paymentMethod: input.paymentMethod,
    ...(input.paymentCard ? { paymentCard: input.paymentCard } : {}),
    ...(input.czkRate ? { vatInCzk: vatInCzk(input.czkRate, pricing.netMinor, pricing.vatMinor) } : {}),
    ...(pricing.vies ? { vies: pricing.vies } : {}),
    language: input.language,
  };
}
