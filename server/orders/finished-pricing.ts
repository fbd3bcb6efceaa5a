/**
 * A finished order (awaiting payment, paid, cancelled after finishing) is shown as it was charged: its lines and VAT
 * from orders.priced, fixed by finishOrder, never re-priced from today's catalogue. A catalogue change after the
 * order was finished changes nothing the customer or the operator sees of it. Drafts keep live prices.
 */
import type { PricedItem, PricedOrder } from '../domain/checkout/types';
import { parsePricing } from '../invoices/snapshot';
import type { InvoicePricing } from '../invoices/snapshot';

/** The stored pricing of a finished order, or null for a draft or an order finished before pricing was kept. */
export function storedPricing(status: string, priced: unknown): InvoicePricing | null {
  if (status === 'draft' || priced === null || priced === undefined) return null;
  try {
    return parsePricing(priced);
  } catch {
    return null;
  }
}

/** A finished order's lines with their stored titles, keyed by item hash. */
export interface FinishedPricing {
  priced: PricedOrder;
  titles: Map<string, string>;
}

/**
 * The live pricing replaced by the stored one: the bought items (the stored lines are those, in the same order)
 * carry their charged net price as their only variant, offers are left out, and the totals and VAT are the stored
 * ones. When the items no longer line up with the stored lines (an item's catalogue row is gone), the items keep
 * today's prices but the totals stay the stored ones.
 */
export function finishedPricing(live: PricedOrder, stored: InvoicePricing): FinishedPricing {
  const bought = live.items.filter((item) => item.checked && !('offer' in item.source));
  const titles = new Map<string, string>();
  const aligned = bought.length === stored.lines.length;
  const items = aligned
    ? bought.map((item, index): PricedItem => {
        const line = stored.lines[index];
        const net = BigInt(line?.netMinor ?? '0');
        titles.set(item.hash, line?.description ?? '');
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
