/** SPEC.md section 2: the rule of the 'Free domain included' label on a package card. */
import type { PricelistItem, PricelistMetadata } from '../../../contracts/pricelist';
import { LIMITED_PACKAGE_IDENTIFIER } from '../../../contracts/pricelist-constants';

export const FREE_DOMAIN_FEATURE = 'freeDomain';

/** `limitedPackage`: the package in the Limited promo box (metadata.limitedPackage), SPEC's `limited` by default. */
export function showsFreeDomainLabel(item: PricelistItem, featureFlags: PricelistMetadata['featureFlags'], limitedPackage: string | null = LIMITED_PACKAGE_IDENTIFIER): boolean {
  return (
    featureFlags.freeDomainHighlightInPricelist &&
    item.identifier !== limitedPackage &&
    item.features.some((feature) => feature.featureIdentifier === FREE_DOMAIN_FEATURE)
  );
}
