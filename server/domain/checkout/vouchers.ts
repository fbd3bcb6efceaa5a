import { mulDivRoundHalfUp, splitProportionally } from './arithmetic';
import type { OrderItemType, PricedItem, Voucher } from './types';

export type VoucherProblem = 'VOUCHER_DISABLED' | 'VOUCHER_NOT_YET_VALID' | 'VOUCHER_EXPIRED' | 'VOUCHER_USED_UP' | 'VOUCHER_NOT_APPLICABLE';

export const VOUCHER_MESSAGES = {
  VOUCHER_NOT_FOUND: 'We do not know this voucher code. Please check it and try again.',
  VOUCHER_DISABLED: 'This voucher is no longer offered.',
  VOUCHER_NOT_YET_VALID: 'This voucher is not valid yet.',
  VOUCHER_EXPIRED: 'This voucher has expired.',
  VOUCHER_USED_UP: 'This voucher has already been used up.',
  VOUCHER_NOT_APPLICABLE: 'This voucher does not apply to anything in your order.',
} as const satisfies Record<VoucherProblem | 'VOUCHER_NOT_FOUND', string>;

/** What a voucher could discount: the items in the order with their price after the level discount. */
export interface DiscountableItem {
  type: OrderItemType;
  checked: boolean;
  /** After the level discount. */
  price: bigint;
  /** Domain items: what the first year costs, when the TLD supports the free-domain voucher; else null. */
  freeFirstYear: bigint | null;
}

/** What a voucher could discount of priced items: each one's price after the level discount. */
export function discountableItems(items: readonly Pick<PricedItem, 'type' | 'checked' | 'basePrice' | 'levelDiscount' | 'freeFirstYear'>[]): DiscountableItem[] {
  return items.map((item) => ({ type: item.type, checked: item.checked, price: item.basePrice - item.levelDiscount, freeFirstYear: item.freeFirstYear }));
}

/** Whether the voucher may be used now at all, regardless of the order. */
export function voucherValidity(voucher: Voucher, now: Date): VoucherProblem | undefined {
  if (voucher.disabledAt) return 'VOUCHER_DISABLED';
  if (voucher.validFrom && now < voucher.validFrom) return 'VOUCHER_NOT_YET_VALID';
  if (voucher.validUntil && now > voucher.validUntil) return 'VOUCHER_EXPIRED';
  if (voucher.usageLimit !== null && voucher.usedCount >= voucher.usageLimit) return 'VOUCHER_USED_UP';
  return undefined;
}

function eligible(voucher: Voucher, currency: string, item: DiscountableItem): boolean {
  if (!item.checked || !voucher.appliesTo.includes(item.type)) return false;
  if (voucher.kind === 'free_domain') return item.type === 'domain' && item.freeFirstYear !== null;
  if (voucher.kind === 'fixed') return voucher.currency === currency;
  return true;
}

/**
 * The voucher's discount on each item (same order as `items`). Percent: each eligible item's price times the
 * percent, rounded half up. Fixed: the amount spread over the eligible items by price, never beyond their total.
 * Free domain: the first year of each eligible domain. No item gets more discount than its price.
 */
export function voucherDiscounts(voucher: Voucher, currency: string, items: readonly DiscountableItem[]): bigint[] {
  const eligibleFlags = items.map((item) => eligible(voucher, currency, item));
  switch (voucher.kind) {
    case 'percent': {
      const percent = BigInt(voucher.percent ?? 0);
      return items.map((item, index) => (eligibleFlags[index] ? mulDivRoundHalfUp(item.price, percent, 100n) : 0n));
    }
    case 'fixed': {
      const weights = items.map((item, index) => (eligibleFlags[index] ? item.price : 0n));
      const total = weights.reduce((sum, weight) => sum + weight, 0n);
      const amount = voucher.amountMinor ?? 0n;
      return splitProportionally(amount < total ? amount : total, weights);
    }
    case 'free_domain':
      return items.map((item, index) => {
        if (!eligibleFlags[index] || item.freeFirstYear === null) return 0n;
        return item.freeFirstYear < item.price ? item.freeFirstYear : item.price;
      });
  }
}

/** Whether the voucher discounts anything in the order: it must, to be applied. */
export function voucherApplies(voucher: Voucher, currency: string, items: readonly DiscountableItem[]): boolean {
  return items.some((item) => eligible(voucher, currency, item));
}

/** Why the voucher cannot be used on this order now, or undefined when it can. */
export function voucherProblem(voucher: Voucher, currency: string, items: readonly DiscountableItem[], now: Date): VoucherProblem | undefined {
  return voucherValidity(voucher, now) ?? (voucherApplies(voucher, currency, items) ? undefined : 'VOUCHER_NOT_APPLICABLE');
}
