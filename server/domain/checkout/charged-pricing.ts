/**
 * What a finished order charged (orders.priced, fixed by finishOrder): its lines and VAT, the invoice's source, and
 * how a finished order is shown as it was charged. A finished order (awaiting payment, paid, cancelled after
 * finishing) is never re-priced from today's catalogue: a catalogue change after it was finished changes nothing the
 * customer or the operator sees of it. Drafts keep live prices.
 */
import { z } from 'zod';
import { itemPeriodText, itemTitleParts, TITLE_KINDS, titleText, type TitleParts } from './item-title';
import type { PricedItem, PricedOrder, PricingCatalogue } from './types';

const minor = z.string().regex(/^-?\d+$/);

/** A line's name as its parts (./item-title.ts), so that the line is named in any language. */
export const titlePartsSchema = z.object({ kind: z.enum(TITLE_KINDS), name: z.string() });

const pricingSchema = z.object({
  lines: z.array(
    z.object({
      /** The line's name in English, as it was charged. */
      description: z.string(),
      /** What the name is made of; absent from orders finished before it was kept, which are named as `description`. */
      title: titlePartsSchema.optional(),
      period: z.string(),
      months: z.number().int().positive(),
      /** An add-on bought alone: the day it runs until (its package's), instead of `months` from the day of issue. */
      until: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
      netMinor: minor,
    }),
  ),
  vatRateBasisPoints: z.number().int(),
  netMinor: minor,
  vatMinor: minor,
  totalMinor: minor,
  reverseCharge: z.boolean(),
  sellerVatPayer: z.boolean().default(true),
  /** The VIES check that granted reverse charge; absent without reverse charge (and on orders finished before checks). */
  vies: z.object({ consultationNumber: z.string().nullable(), checkedAt: z.string() }).optional(),
});

/** An order's lines and VAT as the customer finished it (orders.priced): what was charged. */
export type InvoicePricing = z.infer<typeof pricingSchema>;

export function parsePricing(value: unknown): InvoicePricing {
  return pricingSchema.parse(value);
}

/** The invoice's view of a priced order: only what was bought, each line's net price after credits and vouchers. */
export function invoicePricing(priced: PricedOrder, catalogue: PricingCatalogue): InvoicePricing {
  return {
    lines: priced.items
      .filter((item) => item.checked && !('offer' in item.source))
      .map((item) => ({
        ...storedNameOf(itemTitleParts({ catalogue }, item)),
        period: itemPeriodText({ catalogue }, item),
        months: item.periodMonths,
        ...('runsUntil' in item.source && item.source.runsUntil ? { until: item.source.runsUntil.toISOString().slice(0, 10) } : {}),
        netMinor: String(item.price),
      })),
    vatRateBasisPoints: priced.vatRateBasisPoints,
    netMinor: String(priced.priceWithoutVat),
    vatMinor: String(priced.vatAmount),
    totalMinor: String(priced.priceWithVat),
    reverseCharge: priced.reverseCharge,
    sellerVatPayer: priced.sellerVatPayer,
    ...(priced.reverseCharge && priced.vatIdCheck?.checkedAt ? { vies: { consultationNumber: priced.vatIdCheck.consultationNumber, checkedAt: priced.vatIdCheck.checkedAt } } : {}),
  };
}

/** The stored pricing of a finished order, or null for a draft or an order finished before pricing was kept. */
export function storedPricing(status: string, priced: unknown): InvoicePricing | null {
  if (status === 'draft' || priced === null || priced === undefined) return null;
  try {
    return parsePricing(priced);
  } catch {
    return null;
  }
}

/** A line's name as it is stored: its English and what it is made of. */
const storedNameOf = (title: TitleParts) => ({ description: titleText(title), title });

/** A finished order's lines with their stored names, keyed by item hash. */
export interface FinishedPricing {
  priced: PricedOrder;
  titles: Map<string, TitleParts>;
}

/** A stored line's name as its parts: those kept with it, or for a line finished before they were, its English as it is. */
export function storedTitle(line: { description: string; title?: TitleParts | undefined }): TitleParts {
  return line.title ?? { kind: 'named', name: line.description };
}

/**
 * The live pricing replaced by the stored one: the bought items (the stored lines are those, in the same order)
 * carry their charged net price as their only variant, offers are left out, and the totals and VAT are the stored
 * ones. When the items no longer line up with the stored lines (an item's catalogue row is gone), the items keep
 * today's prices but the totals stay the stored ones.
 */
export function finishedPricing(live: PricedOrder, stored: InvoicePricing): FinishedPricing {
  const bought = live.items.filter((item) => item.checked && !('offer' in item.source));
  const titles = new Map<string, TitleParts>();
  const aligned = bought.length === stored.lines.length;
  const items = aligned
    ? bought.map((item, index): PricedItem => {
        const line = stored.lines[index];
        const net = BigInt(line?.netMinor ?? '0');
        titles.set(item.hash, storedTitle(line ?? { description: '' }));
        return {
          ...item,
          periodMonths: line?.months ?? item.periodMonths,
          variants: item.variants.filter((variant) => variant.active).map((variant) => ({ ...variant, price: net, savings: null })),
          basePrice: net,
          levelDiscount: 0n,
          levelDiscountForfeited: 0n,
          voucherDiscount: 0n,
          price: net,
          freeFirstYear: null,
        };
      })
    : bought;
  const net = BigInt(stored.netMinor);
  const total = BigInt(stored.totalMinor);
  return {
    titles,
    priced: {
      ...live,
      items,
      priceBeforeVoucher: net,
      priceWithoutVat: net,
      vatRateBasisPoints: stored.vatRateBasisPoints,
      vatAmount: BigInt(stored.vatMinor),
      priceWithVat: total,
      originalPriceWithVat: total,
      reverseCharge: stored.reverseCharge,
      sellerVatPayer: stored.sellerVatPayer,
    },
  };
}
