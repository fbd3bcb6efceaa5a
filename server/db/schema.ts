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
  accounts: AccountsTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  package_limit: PackageLimitTable;
  websites: WebsitesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  tracking_events: TrackingEventsTable;
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

export interface AccountsTable {
  id: string;
  fullname: string;
  /** Always lowercased. */
  email: string;
  password_hash: string;
  cookie_consent: string | null;
  created_at: Date;
}

export interface SessionsTable {
  /** base64url SHA-256 of the session id; the id itself is only in the visitor's cookie. */
  id_hash: string;
  account_id: string;
  created_at: Date;
  expires_at: Date;
  last_seen_at: Date;
}

export interface LoginAttemptsTable {
  /** 'ip:ADDRESS' or 'email:ADDRESS'. */
  key: string;
  failures: number;
  window_started_at: Date;
  locked_until: Date | null;
}

export interface PackageLimitTable {
  package_id: string;
  /** null: unlimited. */
  max_pages: number | null;
  /** null: unlimited. */
  storage_mb: number | null;
  eshop: boolean;
}

export interface WebsitesTable {
  id: string;
  account_id: string;
  name: string;
  package_id: string | null;
  used_pages: Generated<number>;
  used_storage_mb: Generated<number>;
  uses_eshop: Generated<boolean>;
  created_at: Date;
}

export interface OrdersTable {
  id: string;
  identifier: string;
  account_id: string;
  website_id: string | null;
  status: 'draft' | 'awaiting_payment' | 'paid' | 'cancelled';
  currency: string;
  version: Generated<number>;
  created_at: Date;
  updated_at: Date;
}

export interface OrderItemsTable {
  id: string;
  order_id: string;
  type: 'package';
  package_id: string | null;
  action: string | null;
  period_months: Generated<number>;
  created_at: Date;
}

export interface TrackingEventsTable {
  id: string;
  name: string;
  category: 'essential' | 'analytics';
  // Written as JSON text; read back already parsed.
  properties: ColumnType<Record<string, string | number | boolean | null>, string, string>;
  user_id: string;
  anonymous_id: string;
  session_id: ColumnType<bigint | null, bigint | null, never>;
  account_id: string | null;
  occurred_at: Date;
  received_at: Date;
}
