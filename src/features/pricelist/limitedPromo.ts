/**
 * SPEC.md section 2: with exactly 5 packages and the `limited` one among them, `limited` leaves the card list
 * and is offered in its own promo box instead. The operators may give that place to another package, or to none
 * (the price list's metadata.limitedPackage); `limited` by default.
 */
import type { PricelistItem } from '../../../contracts/pricelist';
import { LIMITED_PACKAGE_IDENTIFIER } from '../../../contracts/pricelist-constants';
export const PROMO_REQUIRES_ITEM_COUNT = 5;

export interface LimitedPromo {
  identifier: string;
  price: string;
  bandwidth: string | null;
  storage: string | null;
  /** The package's purchase button is enabled (button.showButton). */
  canPurchase: boolean;
}

export interface PackageSplit {
  cards: PricelistItem[];
  promo: LimitedPromo | null;
}

function featureValue(item: PricelistItem, featureIdentifier: string): string | null {
  return item.features.find((feature) => feature.featureIdentifier === featureIdentifier)?.featureValue ?? null;
}

export function splitLimitedPromo(items: readonly PricelistItem[], limitedPackage: string | null = LIMITED_PACKAGE_IDENTIFIER): PackageSplit {
  const limited = limitedPackage === null ? undefined : items.find((item) => item.identifier === limitedPackage);
  if (items.length !== PROMO_REQUIRES_ITEM_COUNT || !limited) return { cards: [...items], promo: null };
  return {
    cards: items.filter((item) => item !== limited),
    promo: {
      identifier: limited.identifier,
      price: limited.button.price,
      bandwidth: featureValue(limited, 'bandwidth'),
      storage: featureValue(limited, 'storage'),
      canPurchase: limited.button.showButton,
    },
  };
}
