/** SPEC.md section 2: the rule of the 'Free domain included' label on a package card. */
import { LIMITED_PACKAGE_IDENTIFIER, type PricelistItem, type PricelistMetadata } from '../../../contracts/pricelist';

export const FREE_DOMAIN_FEATURE = 'freeDomain';

export function showsFreeDomainLabel(item: PricelistItem, featureFlags: PricelistMetadata['featureFlags']): boolean {
  return (
    featureFlags.freeDomainHighlightInPricelist &&
    item.identifier !== LIMITED_PACKAGE_IDENTIFIER &&
    item.features.some((feature) => feature.featureIdentifier === FREE_DOMAIN_FEATURE)
  );
}
