import type { ColumnType, Generated } from 'kysely';

/** Tables of migrations/*.sql as Kysely sees them. int8 columns arrive as bigint (see database.ts). */
export interface Database {
  currency: CurrencyTable;
  package: PackageTable;
  package_price: PackagePriceTable;
  tooltip: TooltipTable;
  feature: FeatureTable;
  package_feature: PackageFeatureTable;
  faq_item: FaqItemTable;
  page_text: PageTextTable;
  feature_flag: FeatureFlagTable;
  settings: SettingsTable;
}

export interface CurrencyTable {
  code: string;
  warning: string | null;
}

export interface PackageTable {
  id: string;
  identifier: string;
  name: string;
  label: string;
  class_name: string;
  position: number;
  version: number;
  highlighted: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface PackagePriceTable {
  package_id: string;
  period_months: number;
  currency: string;
  monthly_amount_minor: bigint;
  original_monthly_amount_minor: bigint | null;
  discount_percent: Generated<number>;
}

export interface TooltipTable {
  id: string;
  identifier: string;
  text: string;
}

export interface FeatureTable {
  id: string;
  identifier: string;
  name: string;
  position: number;
  tooltip_id: string | null;
}

export interface PackageFeatureTable {
  package_id: string;
  feature_id: string;
  value: string;
  included: Generated<boolean>;
  value_question_mark: Generated<boolean>;
}

export interface FaqItemTable {
  id: string;
  identifier: string;
  position: number;
  question: string;
  answer: string;
  is_shown: Generated<boolean>;
}

export interface PageTextTable {
  key: string;
  text: string;
}

export interface FeatureFlagTable {
  key: string;
  enabled: boolean;
}

export interface SettingsTable {
  key: string;
  // Written as JSON text so that both drivers store the same jsonb; read back already parsed.
  value: ColumnType<unknown, string, string>;
  updated_at: Generated<Date>;
}
