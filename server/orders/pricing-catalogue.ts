import type { Kysely } from 'kysely';
import type { CatalogueSource } from '../domain/catalogue-source';
import type { Database } from '../db/schema';
import { currentSeller } from '../tax/seller';
import type { AddonOffer, PackageOffer, PricingCatalogue, TldOffer, VatCountry } from '../domain/checkout/types';

/** The feature that gives a package's orders a free first year of a domain. */
const FREE_DOMAIN_FEATURE = 'freeDomain';

/** What pricing needs, per currency, read in one go: packages, add-ons and plugins, TLDs (in catalogue order), VAT rates with their periods and the seller's country and VAT status. */
export async function loadPricingCatalogues(db: Kysely<Database>): Promise<Map<string, PricingCatalogue>> {
  const [currencies, packages, packagePrices, freeDomain, addons, addonPrices, tlds, tldPrices, vatRates, vatPeriods, seller] = await Promise.all([
    db.selectFrom('currency').select('code').execute(),
    db.selectFrom('package').select(['id', 'identifier', 'name', 'version']).execute(),
    db.selectFrom('package_price').select(['package_id', 'period_months', 'currency', 'monthly_amount_minor']).execute(),
    db
      .selectFrom('package_feature')
      .innerJoin('feature', 'feature.id', 'package_feature.feature_id')
      .select('package_feature.package_id')
      .where('feature.identifier', '=', FREE_DOMAIN_FEATURE)
      .where('package_feature.included', '=', true)
      .execute(),
    db.selectFrom('addon').selectAll().execute(),
    db.selectFrom('addon_price').selectAll().execute(),
    db.selectFrom('tld').selectAll().orderBy('position').execute(),
    db.selectFrom('tld_price').selectAll().execute(),
    db.selectFrom('vat_rate').selectAll().execute(),
    db.selectFrom('vat_rate_period').selectAll().orderBy('country_code').orderBy('valid_from').execute(),
    currentSeller(db),
  ]);
  const withFreeDomain = new Set(freeDomain.map((row) => row.package_id));
  const vatCountries = new Map<string, VatCountry>(
    vatRates.map((row) => [
      row.country_code,
      {
        countryCode: row.country_code,
        countryName: row.country_name,
        rates: vatPeriods.filter((period) => period.country_code === row.country_code).map((period) => ({ rateBasisPoints: period.rate_basis_points, validFrom: period.valid_from, validTo: period.valid_to })),
        eu: row.eu,
        vatPrefix: row.vat_prefix,
      },
    ]),
  );
  const sellerTax = { countryCode: seller.countryCode, vatPayer: seller.vatPayer };
  const catalogues = new Map<string, PricingCatalogue>();
  for (const { code: currency } of currencies) {
    const packageOffers = new Map<string, PackageOffer>();
    for (const pkg of packages) {
      const prices = packagePrices.filter((row) => row.package_id === pkg.id && row.currency === currency);
      if (prices.length === 0) continue;
      packageOffers.set(pkg.identifier, {
        identifier: pkg.identifier,
        name: pkg.name,
        version: pkg.version,
        monthlyPrices: new Map(prices.map((row) => [row.period_months, row.monthly_amount_minor])),
        freeDomain: withFreeDomain.has(pkg.id),
      });
    }
    const addonOffers = new Map<string, AddonOffer>();
    for (const addon of addons) {
      const prices = addonPrices.filter((row) => row.addon_id === addon.id && row.currency === currency);
      if (prices.length === 0) continue;
      addonOffers.set(addon.identifier, {
        identifier: addon.identifier,
        kind: addon.kind,
        title: addon.title,
        label: addon.label,
        info: addon.info,
        showMoreText: addon.show_more_text,
        kbArticleUrl: addon.kb_article_url,
        position: addon.position,
        prices: new Map(prices.map((row) => [row.period_months, row.amount_minor])),
      });
    }
    const tldOffers = new Map<string, TldOffer>();
    for (const tld of tlds) {
      const price = tldPrices.find((row) => row.tld === tld.name && row.currency === currency);
      if (!price) continue;
      tldOffers.set(tld.name, {
        name: tld.name,
        supportsFreeVoucher: tld.supports_free_voucher,
        privateRegistration: tld.private_registration,
        registration: price.registration_minor,
        renewal: price.renewal_minor,
        transfer: price.transfer_minor,
        restoration: price.restoration_minor,
        privateRegistrationYearly: price.private_registration_minor,
        position: tld.position,
        idn: tld.idn,
      });
    }
    catalogues.set(currency, { currency, packages: packageOffers, addons: addonOffers, tlds: tldOffers, vatCountries, seller: sellerTax });
  }
  return catalogues;
}

/** The pricing catalogue in one currency from the cached catalogues; every currency the portal bills in has one. */
export async function pricingCatalogue(source: CatalogueSource<Map<string, PricingCatalogue>>, currency: string): Promise<PricingCatalogue> {
  const catalogue = (await source.get()).get(currency);
  if (!catalogue) throw new Error(`No pricing catalogue in ${currency}.`);
  return catalogue;
}
