import { mulDivRoundHalfUp } from './arithmetic';
import { isValidTaxId, parseTaxId } from './tax-ids';
import type { PricingCatalogue, VatCountry } from './types';
import { vatRateAt } from './vat-rates';

/** The seller's country when the settings name none (SELLER_COUNTRY): a Czech VAT payer. */
export const DEFAULT_SELLER_COUNTRY = 'CZ';

export interface VatOutcome {
  country: VatCountry | undefined;
  rateBasisPoints: number;
  reverseCharge: boolean;
  /** False: the seller is not a VAT payer and charges none. */
  sellerVatPayer: boolean;
}

export function euVatPrefixes(catalogue: PricingCatalogue): Set<string> {
  const prefixes = new Set<string>();
  for (const country of catalogue.vatCountries.values()) if (country.eu && country.vatPrefix) prefixes.add(country.vatPrefix);
  return prefixes;
}

/**
 * The VAT of an order billed to `billing` and priced at `moment` (when it is finished; until then, now): the standard
 * rate of its country valid on the seller's day of that moment (the seller's country without one); none for a
 * company with a well-formed VAT ID of another EU country than the seller's, billed in that country (reverse charge);
 * none at all when the seller is not a VAT payer.
 */
export function vatFor(catalogue: PricingCatalogue, billing: Readonly<Record<string, string>>, moment: Date): VatOutcome {
  const sellerCountry = catalogue.seller.countryCode;
  const countryCode = billing.country || sellerCountry;
  const country = catalogue.vatCountries.get(countryCode) ?? catalogue.vatCountries.get(sellerCountry);
  if (!catalogue.seller.vatPayer) return { country, rateBasisPoints: 0, reverseCharge: false, sellerVatPayer: false };
  const rateBasisPoints = country ? vatRateAt(country.rates, moment) : 0;
  const taxId = billing.dic ?? '';
  const seller = catalogue.vatCountries.get(sellerCountry);
  const reverseCharge =
    billing.companyBilling === 'true' &&
    country !== undefined &&
    country.eu &&
    country.countryCode !== sellerCountry &&
    isValidTaxId(taxId, euVatPrefixes(catalogue)) &&
    parseTaxId(taxId)?.prefix === country.vatPrefix &&
    country.vatPrefix !== seller?.vatPrefix;
  return { country, rateBasisPoints: reverseCharge ? 0 : rateBasisPoints, reverseCharge, sellerVatPayer: true };
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
