import { mulDivRoundHalfUp } from './arithmetic';
import { isValidTaxId, parseTaxId } from './tax-ids';
import type { PricedOrder, PricingCatalogue, VatCountry, VatIdCheck } from './types';
import { vatRateAt } from './vat-rates';

/** The seller's country when the settings name none (SELLER_COUNTRY): a Czech VAT payer. */
export const DEFAULT_SELLER_COUNTRY = 'CZ';

export interface VatOutcome {
  country: VatCountry | undefined;
  rateBasisPoints: number;
  reverseCharge: boolean;
  /** False: the seller is not a VAT payer and charges none. */
  sellerVatPayer: boolean;
  vatIdCheck: PricedOrder['vatIdCheck'];
}

export function euVatPrefixes(catalogue: PricingCatalogue): Set<string> {
  const prefixes = new Set<string>();
  for (const country of catalogue.vatCountries.values()) if (country.eu && country.vatPrefix) prefixes.add(country.vatPrefix);
  return prefixes;
}

/** The country whose VAT applies to `billing`: its own, or the seller's when it names none. */
function billingCountry(catalogue: PricingCatalogue, billing: Readonly<Record<string, string>>): VatCountry | undefined {
  const sellerCountry = catalogue.seller.countryCode;
  return catalogue.vatCountries.get(billing.country || sellerCountry) ?? catalogue.vatCountries.get(sellerCountry);
}

/**
 * The VAT ID for which `billing` claims reverse charge, compact and upper case: a company with a well-formed VAT ID of
 * another EU country than the seller's, billed in that country. Undefined when it claims none (or the seller, not a
 * VAT payer, has no VAT to reverse). Only VIES can say whether the ID exists (server/tax/vat-id-check.ts).
 */
export function reverseChargeClaim(catalogue: PricingCatalogue, billing: Readonly<Record<string, string>>): string | undefined {
  if (!catalogue.seller.vatPayer) return undefined;
  const sellerCountry = catalogue.seller.countryCode;
  const country = billingCountry(catalogue, billing);
  const taxId = billing.dic ?? '';
  const seller = catalogue.vatCountries.get(sellerCountry);
  const parsed = parseTaxId(taxId);
  const claimed =
    billing.companyBilling === 'true' &&
    country !== undefined &&
    country.eu &&
    country.countryCode !== sellerCountry &&
    isValidTaxId(taxId, euVatPrefixes(catalogue)) &&
    parsed?.prefix === country.vatPrefix &&
    country.vatPrefix !== seller?.vatPrefix;
  return claimed && parsed ? `${parsed.prefix}${parsed.number}` : undefined;
}

/**
 * The VAT of an order billed to `billing` and priced at `moment` (when it is finished; until then, now): the standard
 * rate of its country valid on the seller's day of that moment (the seller's country without one); none when it
 * claims reverse charge (reverseChargeClaim) and VIES confirmed that VAT ID (`check` valid for the same ID); none at
 * all when the seller is not a VAT payer.
 */
export function vatFor(catalogue: PricingCatalogue, billing: Readonly<Record<string, string>>, moment: Date, check?: VatIdCheck | null): VatOutcome {
  const country = billingCountry(catalogue, billing);
  if (!catalogue.seller.vatPayer) return { country, rateBasisPoints: 0, reverseCharge: false, sellerVatPayer: false, vatIdCheck: null };
  const rateBasisPoints = country ? vatRateAt(country.rates, moment) : 0;
  const vatId = reverseChargeClaim(catalogue, billing);
  const known = vatId !== undefined && check?.vatId === vatId ? check : undefined;
  const reverseCharge = known?.status === 'valid';
  const vatIdCheck: PricedOrder['vatIdCheck'] = vatId === undefined ? null : { vatId, status: known?.status ?? 'unchecked', consultationNumber: known?.consultationNumber ?? null, checkedAt: known?.checkedAt ?? null };
  return { country, rateBasisPoints: reverseCharge ? 0 : rateBasisPoints, reverseCharge, sellerVatPayer: true, vatIdCheck };
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
