import { mulDivRoundHalfUp } from './arithmetic';
import { isValidTaxId, parseTaxId } from './tax-ids';
import type { PricingCatalogue, VatCountry } from './types';

/** The seller's country: its VAT applies when the customer names none, and reverse charge needs another. */
export const SELLER_COUNTRY = 'CZ';

export interface VatOutcome {
  country: VatCountry | undefined;
  rateBasisPoints: number;
  reverseCharge: boolean;
}

export function euVatPrefixes(catalogue: PricingCatalogue): Set<string> {
  const prefixes = new Set<string>();
  for (const country of catalogue.vatCountries.values()) if (country.eu && country.vatPrefix) prefixes.add(country.vatPrefix);
  return prefixes;
}

/**
 * The VAT of an order billed to `billing`: the standard rate of its country (the seller's without one); none for a
 * company with a well-formed VAT ID of another EU country than the seller's, billed in that country (reverse charge).
 */
export function vatFor(catalogue: PricingCatalogue, billing: Readonly<Record<string, string>>): VatOutcome {
  const countryCode = billing.country || SELLER_COUNTRY;
  const country = catalogue.vatCountries.get(countryCode) ?? catalogue.vatCountries.get(SELLER_COUNTRY);
  const rateBasisPoints = country?.rateBasisPoints ?? 0;
  const taxId = billing.dic ?? '';
  const seller = catalogue.vatCountries.get(SELLER_COUNTRY);
  const reverseCharge =
    billing.companyBilling === 'true' &&
    country !== undefined &&
    country.eu &&
    country.countryCode !== SELLER_COUNTRY &&
    isValidTaxId(taxId, euVatPrefixes(catalogue)) &&
    parseTaxId(taxId)?.prefix === country.vatPrefix &&
    country.vatPrefix !== seller?.vatPrefix;
  return { country, rateBasisPoints: reverseCharge ? 0 : rateBasisPoints, reverseCharge };
}

/** VAT on a net amount, rounded half up to the minor unit. */
export function vatAmount(net: bigint, rateBasisPoints: number): bigint {
  return mulDivRoundHalfUp(net, BigInt(rateBasisPoints), 10_000n);
}

/** A rate in basis points as a percent without trailing zeros: 2100 -> '21', 810 -> '8.1', 2550 -> '25.5'. */
export function ratePercentText(rateBasisPoints: number): string {
  const whole = Math.trunc(rateBasisPoints / 100);
  const fraction = String(rateBasisPoints % 100).padStart(2, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
