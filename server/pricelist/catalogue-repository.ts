import type { Kysely } from 'kysely';
import { currencySchema } from '../../contracts/pricelist';
import type { Currency } from '../../contracts/pricelist';
import { PAGE_TEXT_KEYS } from '../domain/catalogue-snapshot';
import type { CataloguePackage, CatalogueSnapshot, PackageFeature, PackagePrice, PageTexts } from '../domain/catalogue-snapshot';
import type { Database } from '../db/schema';
import { LIMITED_PACKAGE_IDENTIFIER } from '../../contracts/pricelist-constants';

/** The settings row naming the package in the Limited promo box (a package identifier, or null for none). */
export const LIMITED_PACKAGE_SETTING = 'limitedPackage';

/** Without the row, SPEC's `limited` package; with it, the operators' choice (null: no promo box). */
export function limitedPackageOf(row: { value: unknown } | undefined): string | null {
  if (!row) return LIMITED_PACKAGE_IDENTIFIER;
  return typeof row.value === 'string' ? row.value : null;
}

/** Reads the whole price list catalogue. It is small (a few dozen rows), so one snapshot serves every query. */
export async function loadCatalogue(db: Kysely<Database>): Promise<CatalogueSnapshot> {
  const [packages, prices, packageFeatures, features, tooltips, faq, texts, flags, settings, currencies, limits] = await Promise.all([
    db.selectFrom('package').selectAll().orderBy('position').orderBy('identifier').execute(),
    db.selectFrom('package_price').selectAll().execute(),
    db
      .selectFrom('package_feature')
      .innerJoin('feature', 'feature.id', 'package_feature.feature_id')
      .leftJoin('tooltip', 'tooltip.id', 'feature.tooltip_id')
      .select([
        'package_feature.package_id',
        'package_feature.value',
        'package_feature.included',
        'package_feature.value_question_mark',
        'feature.identifier',
        'feature.name',
        'tooltip.identifier as tooltip_identifier',
      ])
      .orderBy('feature.position')
      .orderBy('feature.identifier')
      .execute(),
    db.selectFrom('feature').select('identifier').execute(),
    db.selectFrom('tooltip').select(['identifier', 'text']).orderBy('identifier').execute(),
    db.selectFrom('faq_item').select(['question', 'answer', 'is_shown']).orderBy('position').orderBy('identifier').execute(),
    db.selectFrom('page_text').select(['key', 'text']).execute(),
    db.selectFrom('feature_flag').select(['key', 'enabled']).execute(),
    db.selectFrom('settings').select(['key', 'value']).where('key', 'in', ['pricesExcludeVat', LIMITED_PACKAGE_SETTING]).execute(),
    db.selectFrom('currency').select(['code', 'warning']).execute(),
    db.selectFrom('package_limit').selectAll().execute(),
  ]);
  const limitsByPackage = new Map(limits.map((row) => [row.package_id, { maxPages: row.max_pages, storageMb: row.storage_mb, eshop: row.eshop }]));

  const pricesByPackage = groupBy(prices, (price) => price.package_id);
  const featuresByPackage = groupBy(packageFeatures, (feature) => feature.package_id);
  return {
    packages: packages.map(
      (pkg): CataloguePackage => ({
        identifier: pkg.identifier,
        name: pkg.name,
        label: pkg.label,
        className: pkg.class_name,
        version: pkg.version,
        highlighted: pkg.highlighted,
        prices: (pricesByPackage.get(pkg.id) ?? []).flatMap((price): PackagePrice[] => {
          const currency = asCurrency(price.currency);
          if (!currency) return [];
          return [
            {
              periodMonths: price.period_months,
              currency,
              monthlyAmountMinor: price.monthly_amount_minor,
              originalMonthlyAmountMinor: price.original_monthly_amount_minor,
              discountPercent: price.discount_percent,
            },
          ];
        }),
        features: (featuresByPackage.get(pkg.id) ?? []).map(
          (feature): PackageFeature => ({
            identifier: feature.identifier,
            name: feature.name,
            value: feature.value,
            included: feature.included,
            valueQuestionMark: feature.value_question_mark,
            tooltipId: feature.tooltip_identifier,
          }),
        ),
        limits: limitsByPackage.get(pkg.id) ?? null,
      }),
    ),
    featureIdentifiers: new Set(features.map((feature) => feature.identifier)),
    tooltips: tooltips.map((tooltip) => ({ id: tooltip.identifier, text: tooltip.text })),
    faq: faq.map((item) => ({ question: item.question, answer: item.answer, isShown: item.is_shown })),
    texts: pageTexts(texts),
    featureFlags: {
      freeDomainHighlightInPricelist: flags.some((flag) => flag.key === 'freeDomainHighlightInPricelist' && flag.enabled),
    },
    pricesExcludeVat: settings.find((row) => row.key === 'pricesExcludeVat')?.value === true,
    limitedPackage: limitedPackageOf(settings.find((row) => row.key === LIMITED_PACKAGE_SETTING)),
    currencyWarnings: Object.fromEntries(
      currencies.flatMap((row) => {
        const currency = asCurrency(row.code);
        return currency && row.warning ? [[currency, row.warning]] : [];
      }),
    ),
  };
}

// Currencies the database knows but the price list contract does not are not offered.
function asCurrency(code: string): Currency | undefined {
  const parsed = currencySchema.safeParse(code);
  return parsed.success ? parsed.data : undefined;
}

function pageTexts(rows: { key: string; text: string }[]): PageTexts {
  const byKey = new Map(rows.map((row) => [row.key, row.text]));
  const missing = PAGE_TEXT_KEYS.filter((key) => !byKey.has(key));
  if (missing.length > 0) throw new Error(`The page_text table lacks the price list texts ${missing.join(', ')}.`);
  return Object.fromEntries(PAGE_TEXT_KEYS.map((key) => [key, byKey.get(key) ?? ''])) as PageTexts;
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
