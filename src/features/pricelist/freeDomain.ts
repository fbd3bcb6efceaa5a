/** SPEC.md section 2: the rule of the 'Free domain included' label on a package card. */
import type { PricelistItem, PricelistMetadata } from '../../../contracts/pricelist';
import { LIMITED_PACKAGE_IDENTIFIER } from '../../../contracts/pricelist-constants';

export const FREE_DOMAIN_FEATURE = 'freeDomain';

export function showsFreeDomainLabel(item: PricelistItem, featureFlags: PricelistMetadata['featureFlags']): boolean {
  return (
    featureFlags.freeDomainHighlightInPricelist &&
    item.identifier !== LIMITED_PACKAGE_IDENTIFIER &&
    item.features.some((feature) => feature.featureIdentifier === FREE_DOMAIN_FEATURE)
  );
}
