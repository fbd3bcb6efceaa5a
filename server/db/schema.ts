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
  audit_log: AuditLogTable;
  order_history: OrderHistoryTable;
  order_events: OrderEventsTable;
  sessions: SessionsTable;
  recovery_codes: RecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
  login_attempts: LoginAttemptsTable;
  password_resets: PasswordResetsTable;
  pending_sign_ups: PendingSignUpsTable;
  package_limit: PackageLimitTable;
  websites: WebsitesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  tracking_events: TrackingEventsTable;
  addon: AddonTable;
  addon_price: AddonPriceTable;
  tld: TldTable;
  tld_price: TldPriceTable;
  vat_rate: VatRateTable;
  vat_rate_period: VatRatePeriodTable;
  voucher: VoucherTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  domain_registry: DomainRegistryTable;
  invoice_counter: InvoiceCounterTable;
  invoices: InvoicesTable;
  refunds: RefundsTable;
  credit_note_counter: InvoiceCounterTable;
  credit_notes: CreditNotesTable;
  mail_outbox: MailOutboxTable;
  bank_statements: BankStatementsTable;
  bank_statement_lines: BankStatementLinesTable;
  catalogue_version: CatalogueVersionTable;
  services: ServicesTable;
  lifecycle_settings: LifecycleSettingsTable;
  lifecycle_runs: LifecycleRunsTable;
  service_notices: ServiceNoticesTable;
  renewal_links: RenewalLinksTable;
  package_downgrades: PackageDowngradesTable;
  cnb_rates: CnbRatesTable;
  vies_checks: ViesChecksTable;
  saved_cards: SavedCardsTable;
  renewal_charges: RenewalChargesTable;
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

/** What VIES answered about a VAT ID (server/tax/vat-id-check.ts), kept for a day. */
export interface ViesChecksTable {
  vat_id: string;
  valid: boolean;
  consultation_number: string | null;
  request_date: string | null;
  checked_at: Date;
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
  /** 'customer' for everyone who signs up; 'operator' for the people who run the portal (back office). */
  role: ColumnType<AccountRole, AccountRole | undefined, AccountRole>;
  /** When an operator was disabled (`npm run operator -- disable`): no sign-in while set; null while enabled. */
  disabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Date;
  /** The TOTP secret shown while enrolling, sealed (server/auth/two-factor.ts); null when no enrolment is under way. */
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** The TOTP secret of an account with two-factor sign-in on, sealed; null while it is off. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The time step of the last code accepted: codes of it or earlier steps are refused. */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  /** The account's Customer at Stripe (migration 0042), made when it first pays by card; null before. */
  stripe_customer_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language chosen with the header's switch (migration 0045), 'en' or 'cs'; null until one is chosen. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
}

export type AccountRole = 'customer' | 'operator';

/** Every operator action, append-only (server/admin/audit.ts). before/after: JSON text written, read back parsed. */
export interface AuditLogTable {
  id: string;
  /** The operator who did it; null when the command line did (actor 'command line', migration 0025). */
  account_id: string | null;
  actor: ColumnType<AuditActor, AuditActor | undefined, never>;
  action: string;
  subject_type: string;
  subject_id: string;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  reason: ColumnType<string | null, string | null | undefined, never>;
  created_at: ColumnType<Date, Date, never>;
  /** Its place in the log, given by the database when written (migration 0021): ties of created_at are ordered by it. */
  seq: ColumnType<bigint, never, never>;
}

/** Who wrote an audit entry: an operator in the back office, whoever runs `npm run operator` on the server, or a customer changing their own service (0040). */
export type AuditActor = 'operator' | 'command line' | 'customer';

export type OrderHistoryActorKind = 'customer' | 'operator' | 'system' | 'stripe' | 'stripe_checkout' | 'gateway' | 'transfer' | 'voucher';

/** Every change of an order's status, by whom and why (migration 0017); 'deleted' ends a deleted draft's history. */
export interface OrderHistoryTable {
  id: string;
  /** No reference to orders: a deleted draft keeps its history. */
  order_id: string;
  order_identifier: string;
  from_status: OrdersTable['status'] | null;
  to_status: OrdersTable['status'] | 'deleted';
  actor_kind: OrderHistoryActorKind;
  /** The customer's or operator's account; null for a provider or the system. */
  account_id: string | null;
  reason: string | null;
  at: ColumnType<Date, Date, never>;
  /** Its place in the history, given by the database when written (migration 0021): ties of `at` are ordered by it. */
  seq: ColumnType<bigint, never, never>;
}

/** The lifecycle's outbox (migration 0031): one event per change of an order's status, for its reactions. */
export interface OrderEventsTable {
  id: string;
  /** No reference to orders: a deleted draft's event outlives it. */
  order_id: string;
  order_identifier: string;
  type: 'order.sentForPayment' | 'order.paid' | 'order.expired' | 'order.cancelled' | 'order.deleted';
  at: ColumnType<Date, Date, never>;
  /** When its reactions ran; null until then. */
  handled_at: Date | null;
  seq: ColumnType<bigint, never, never>;
}

/** An unused recovery code of an account with two-factor sign-in: its keyed hash. */
export interface RecoveryCodesTable {
  account_id: string;
  code_hash: string;
  created_at: Date;
}

/** A sign-in whose password was right and whose code is awaited; keyed by the SHA-256 of the cookie's id. */
export interface SignInChallengesTable {
  id_hash: string;
  account_id: string;
  created_at: Date;
  expires_at: Date;
}

export interface SessionsTable {
  /** base64url SHA-256 of the session id; the id itself is only in the visitor's cookie. */
  id_hash: string;
  account_id: string;
  created_at: Date;
  expires_at: Date;
  last_seen_at: Date;
}

export interface PasswordResetsTable {
  /** SHA-256 of the token the link carries (base64url). */
  token_hash: string;
  account_id: string;
  created_at: Date;
  expires_at: Date;
  /** Set once, when the link set a new password (or another link of the account did). */
  used_at: Date | null;
}

export interface PendingSignUpsTable {
  /** SHA-256 of the token the confirmation link carries (base64url). */
  token_hash: string;
  fullname: string;
  /** Always lowercased. */
  email: string;
  password_hash: string;
  /** A same-origin path to continue at once the account exists; null: the default (Create a website). */
  continue_path: string | null;
  created_at: Date;
  expires_at: Date;
  /** Set once, when the link made the account. */
  used_at: Date | null;
  /** The page's language when the sign-up was asked for, 'en' or 'cs' (migration 0047): its e-mails'. */
  language: ColumnType<string, string | undefined, string>;
  /** Whether the visitor chose that language with the switch: then the account made keeps it. */
  language_chosen: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface LoginAttemptsTable {
  /** 'pair:ADDRESS|EMAIL', 'ip:ADDRESS', 'email:ADDRESS', 'reset-ip:ADDRESS', 'reset-email:ADDRESS', 'sign-up-ip:ADDRESS' or 'sign-up-email:ADDRESS'. */
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
  /** Until when the current package is paid; an upgrade credits the unused part. */
  package_paid_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the daily job archived it (its package lapsed and its grace ran out, migration 0034); null while it is live. */
  archived_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface OrdersTable {
  id: string;
  identifier: string;
  account_id: string;
  website_id: string | null;
  status: 'draft' | 'awaiting_payment' | 'paid' | 'expired' | 'cancelled';
  currency: string;
  version: Generated<number>;
  created_at: Date;
  updated_at: Date;
  voucher_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Contact input name -> value, empty values left out. Written as JSON text, read back parsed. */
  billing: ColumnType<Record<string, string>, string | undefined, string>;
  payment_service_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the customer pays, VAT included, fixed by finishOrder. */
  total_minor: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  paid_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** What the order buys; null for orders made before domains. */
  kind: ColumnType<OrderKind | null, OrderKind | null | undefined, OrderKind | null>;
  /** The voucher came with the chosen package's free domain. */
  voucher_from_package: Generated<boolean>;
  /** Fixed by finishOrder: the lines and VAT its invoice copies (server/invoices/snapshot.ts). JSON text in, parsed out. */
  priced: ColumnType<unknown, string | null | undefined, string | null>;
  /** The VIES check of the billing VAT ID (server/tax/vat-id-check.ts); null when none was needed. JSON text in, parsed out. */
  vat_id_check: ColumnType<unknown, string | null | undefined, string | null>;
  /** A renewal order: the service it was opened for and the end of the period it renews (migration 0035). */
  renewal_of_service_id: ColumnType<string | null, string | null | undefined, string | null>;
  renewal_period_end: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** 'addon': an add-on or plugin bought alone for the website's paid package (migration 0039). */
export type OrderKind = 'package' | 'domain' | 'domain_with_package' | 'renewal' | 'addon';

export type OrderItemType = 'package' | 'addon' | 'plugin' | 'domain' | 'private_registration';

export interface OrderItemsTable {
  id: string;
  order_id: string;
  type: OrderItemType;
  package_id: ColumnType<string | null, string | null | undefined, string | null>;
  action: ColumnType<string | null, string | null | undefined, string | null>;
  period_months: Generated<number>;
  created_at: Date;
  addon_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Domain and private registration items: the domain name, e.g. 'example.com'. */
  domain: ColumnType<string | null, string | null | undefined, string | null>;
  tld: ColumnType<string | null, string | null | undefined, string | null>;
  /** Private registration switched on; other items are in the order while their row exists. */
  enabled: Generated<boolean>;
  /** The registrant of a domain (private registration item). Written as JSON text, read back parsed. */
  contact: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  /** Domain items after payment: whether the name was registered (or transferred) for the account. */
  registration: ColumnType<DomainRegistration | null, DomainRegistration | null | undefined, DomainRegistration | null>;
  /** A renewal order's item: the service it renews and the end of the period it renews. */
  service_id: ColumnType<string | null, string | null | undefined, string | null>;
  service_period_end: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** An add-on or plugin bought alone: its package's date, which it is charged and runs until (migration 0039). */
  runs_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type DomainRegistration = 'registered' | 'failed';

export interface AddonTable {
  id: string;
  identifier: string;
  kind: 'addon' | 'plugin';
  title: string;
  label: string;
  info: string;
  show_more_text: string | null;
  kb_article_url: string | null;
  position: number;
}

export interface AddonPriceTable {
  addon_id: string;
  period_months: number;
  currency: string;
  /** The price of the whole period. */
  amount_minor: bigint;
}

export interface TldTable {
  name: string;
  supports_free_voucher: boolean;
  private_registration: boolean;
  position: number;
  /** The registry accepts internationalised (accented) names. */
  idn: Generated<boolean>;
}

export interface TldPriceTable {
  tld: string;
  currency: string;
  registration_minor: bigint;
  renewal_minor: bigint;
  transfer_minor: bigint;
  /** Per year. */
  private_registration_minor: bigint;
  /** Restoring a domain in redemption: the fee on top of its renewal (migration 0035). */
  restoration_minor: Generated<bigint>;
}

export interface VatRateTable {
  country_code: string;
  country_name: string;
  eu: boolean;
  vat_prefix: string | null;
}

/** A country's standard VAT rate for the seller's days from valid_from to valid_to, both included (ISO 'YYYY-MM-DD'; valid_to null: open-ended). */
export interface VatRatePeriodTable {
  country_code: string;
  /** 2100 = 21 %. */
  rate_basis_points: number;
  valid_from: string;
  valid_to: string | null;
}

export type VoucherKind = 'percent' | 'fixed' | 'free_domain';

export interface VoucherTable {
  id: string;
  code: string;
  kind: VoucherKind;
  percent: number | null;
  amount_minor: bigint | null;
  currency: string | null;
  /** Item types it discounts. Written as JSON text, read back parsed. */
  applies_to: ColumnType<OrderItemType[], string, string>;
  text: string;
  valid_from: Date | null;
  valid_until: Date | null;
  usage_limit: number | null;
  used_count: Generated<number>;
  /** Switched off by an operator (migration 0020): checkouts refuse it from then on. */
  disabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface PaymentsTable {
  id: string;
  order_id: string;
  provider: 'stripe' | 'stripe_checkout' | 'gateway' | 'transfer' | 'voucher';
  external_id: string | null;
  amount_minor: bigint;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed';
  created_at: Date;
  updated_at: Date;
  /** The gateway's payment page shown last (migration 0013): its attempt id, when it was opened and answered. */
  attempt: ColumnType<string | null, string | null | undefined, string | null>;
  attempt_opened_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  attempt_answered_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Stripe Checkout's payment: the Checkout Session of the open attempt (migration 0026). */
  checkout_session: ColumnType<string | null, string | null | undefined, string | null>;
  /** What has been refunded or is being refunded (migration 0019); never more than amount_minor. */
  refunded_minor: ColumnType<bigint, bigint | undefined, bigint>;
  /**
   * The statement line whose money this payment is, for a transfer that came after the order was paid (migration
   * 0023); null for the payment a provider takes, of which an order has one per provider.
   */
  statement_line_id: ColumnType<string | null, string | null | undefined, never>;
}

export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  order_id: string | null;
  type: string;
  outcome: string;
  received_at: Date;
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

export type RegistryStatus = 'registered' | 'held_elsewhere' | 'reserved';

/** The portal's registry of domain names (migration 0006); name is the ASCII form, lower case. */
export interface DomainRegistryTable {
  name: string;
  tld: string;
  status: RegistryStatus;
  auth_code_hash: ColumnType<string | null, string | null | undefined, string | null>;
  account_id: ColumnType<string | null, string | null | undefined, string | null>;
  website_id: ColumnType<string | null, string | null | undefined, string | null>;
  order_id: ColumnType<string | null, string | null | undefined, string | null>;
  reserved_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  registered_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** The last invoice number given in a year (migration 0007); raised in the paying transaction. */
export interface InvoiceCounterTable {
  year: number;
  last_number: number;
}

/** A paid order's tax invoice, written once (migration 0007). */
export interface InvoicesTable {
  id: string;
  /** 'YYYY-NNNNNN'. */
  number: string;
  year: number;
  sequence: number;
  order_id: string;
  account_id: string;
  issued_at: Date;
  currency: string;
  total_minor: bigint;
  /** Everything the document shows (server/invoices/snapshot.ts). Written as JSON text, read back parsed. */
  snapshot: ColumnType<unknown, string, never>;
}

export type MailOutboxStatus = 'pending' | 'sent' | 'failed';

/** E-mails waiting to be sent, and those sent or given up (migration 0008, server/mail/). */
export interface MailOutboxTable {
  id: string;
  key: string;
  recipient: string;
  template: string;
  /** The recipient's language, 'en' or 'cs' (migration 0046): the account's when the message was queued. */
  language: ColumnType<string, string | undefined, string>;
  /** JSON text written by server/mail/outbox.ts (bigint amounts encoded), read back parsed. */
  data: ColumnType<unknown, string, string>;
  attachments: ColumnType<unknown, string, string>;
  status: MailOutboxStatus;
  attempts: Generated<number>;
  next_attempt_at: Date;
  claimed_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  subject: ColumnType<string | null, string | null | undefined, string | null>;
  html: ColumnType<string | null, string | null | undefined, string | null>;
  text: ColumnType<string | null, string | null | undefined, string | null>;
  transport: ColumnType<'smtp' | 'database' | null, 'smtp' | 'database' | null | undefined, 'smtp' | 'database' | null>;
  created_at: Date;
  sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the newest attempt began (migration 0024); null until the first. */
  last_attempt_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The order the rows were written in (migration 0038), which the worker sends in; never written. */
  seq: ColumnType<string, never, never>;
}

/** A bank statement imported in the back office (migration 0018). */
export interface BankStatementsTable {
  id: string;
  /** The operator who imported it. */
  account_id: string;
  format: 'camt053' | 'csv';
  file_name: string | null;
  /** Entries the file held (credits and debits). */
  entries: number;
  imported_at: ColumnType<Date, Date, never>;
}

export type StatementLineOutcomeColumn = 'paid' | 'short' | 'over' | 'unknown' | 'resolved' | 'left' | 'refunded';

/** An incoming payment of a statement, once per bank account and bank entry reference. */
export interface BankStatementLinesTable {
  id: string;
  statement_id: string;
  bank_account: string;
  entry_reference: string;
  position: number;
  /** YYYY-MM-DD, as the bank booked it. */
  booked_on: string;
  amount_minor: bigint;
  currency: string;
  reference: string;
  counterparty: string;
  /** The payer's account (migration 0023); '' when the statement names none. */
  counterparty_account: ColumnType<string, string | undefined, never>;
  order_id: string | null;
  outcome: StatementLineOutcomeColumn;
  resolved_by: ColumnType<string | null, string | null | undefined, string | null>;
  resolution_reason: ColumnType<string | null, string | null | undefined, string | null>;
  resolved_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, Date, never>;
}

/** One row (id 1) raised with every catalogue change (migration 0020); instances compare it with their cached catalogue's. */
export interface CatalogueVersionTable {
  id: number;
  version: ColumnType<bigint, bigint, bigint>;
}

export type RefundStatus = 'pending' | 'failed' | 'refunded' | 'to_pay_out' | 'paid_out';

/** A refund of a succeeded payment, reserved before the provider is asked (migration 0019). */
export interface RefundsTable {
  id: string;
  payment_id: string;
  order_id: string;
  idempotency_key: string;
  amount_minor: bigint;
  currency: string;
  refunded_before_minor: bigint;
  reason: string;
  status: RefundStatus;
  external_id: string | null;
  failure: string | null;
  /** Why it failed as a code (server/admin/refunds.ts RefundFailureCode), and the provider's own message for PROVIDER_REFUSED (migration 0048); null before. */
  failure_code: ColumnType<string | null, string | null | undefined, string | null>;
  failure_detail: ColumnType<string | null, string | null | undefined, string | null>;
  operator_id: string;
  created_at: Date;
  updated_at: Date;
  /** Where a bank transfer's refund is paid out, when the portal knows (migration 0023). */
  pay_out_to: ColumnType<string | null, string | null | undefined, never>;
}

/** A refund's credit note, written once (migration 0019). */
export interface CreditNotesTable {
  id: string;
  /** 'CN-YYYY-NNNNNN'. */
  number: string;
  year: number;
  sequence: number;
  refund_id: string;
  order_id: string;
  account_id: string;
  invoice_number: string | null;
  issued_at: Date;
  currency: string;
  total_minor: bigint;
  /** Everything the document shows (server/invoices/credit-note.ts). Written as JSON text, read back parsed. */
  snapshot: ColumnType<unknown, string, never>;
}

/**
 * What was sold and runs for a period (migration 0032, docs/services.md): a website's package, add-on or plugin, a
 * domain, or a domain's private registration. `status` is a state of machines/serviceLifecycle.ts.
 */
export interface ServicesTable {
  id: string;
  account_id: string;
  website_id: string | null;
  kind: 'package' | 'addon' | 'plugin' | 'private_registration' | 'domain';
  package_id: string | null;
  addon_id: string | null;
  domain: string | null;
  paid_until: Date;
  status: ColumnType<'active' | 'expiring' | 'grace' | 'expired' | 'redemption' | 'released', 'active' | 'expiring' | 'grace' | 'expired' | 'redemption' | 'released' | undefined, 'active' | 'expiring' | 'grace' | 'expired' | 'redemption' | 'released'>;
  auto_renew: Generated<boolean>;
  /** A private registration not renewed with its domain: it ends at paid_until, with no grace (migration 0049). */
  dropped: Generated<boolean>;
  order_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A smaller package chosen for a website's next period (migration 0041, docs/services.md "Downgrade at renewal"). */
export interface PackageDowngradesTable {
  website_id: string;
  account_id: string;
  package_id: string;
  /** The end of the package's paid period when chosen: the smaller package runs from then. */
  starts_at: Date;
  /** The renewal order that paid the next period for the smaller package; null until it is paid. */
  paid_order_id: ColumnType<string | null, string | null | undefined, string | null>;
  chosen_at: Date;
}

/** A reminder e-mail's one-click renewal link (migration 0035): the SHA-256 of its token, the service and period it renews. */
export interface RenewalLinksTable {
  token_hash: string;
  service_id: string;
  period_end: Date;
  created_at: Date;
  expires_at: Date;
}

/** The Czech National Bank's rates (0030). rate_date is a date, read as text ('YYYY-MM-DD') by server/exchange-rates. */
export interface CnbRatesTable {
  rate_date: ColumnType<unknown, string, never>;
  currency: string;
  amount: number;
  rate: string;
  sequence: number;
  stored_at: Date;
}

/** The service lifecycle's settings (0033): one row, changed by operators (audited). */
export interface LifecycleSettingsTable {
  id: Generated<boolean>;
  renewal_lead_days: Generated<number>;
  hosting_grace_days: Generated<number>;
  domain_grace_days: Generated<number>;
  redemption_days: Generated<number>;
  hosting_reminder_days: Generated<number[]>;
  domain_reminder_days: Generated<number[]>;
  archive_notice_days: Generated<number>;
  draft_retention_days: Generated<number>;
  updated_at: Date | null;
  updated_by: string | null;
}

/** Each run of the daily lifecycle job (0033). `counts` is JSON text: what the run did, by kind. */
export interface LifecycleRunsTable {
  id: string;
  as_of: Date;
  started_at: Date;
  finished_at: Date | null;
  outcome: Generated<'running' | 'finished' | 'failed'>;
  counts: Generated<string>;
  error: string | null;
}

/** A notice sent or a step done once per (service, period, kind) (0033): the daily job's idempotency key. */
export interface ServiceNoticesTable {
  id: string;
  service_id: string;
  period_end: Date;
  kind: string;
  created_at: Date;
}

/** A card saved at Stripe for automatic renewals (migration 0042): what My services shows of it, and its PaymentMethod. */
export interface SavedCardsTable {
  id: string;
  account_id: string;
  payment_method_id: string;
  /** Stripe's card brand: 'visa', 'mastercard', 'amex', ... */
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  created_at: Date;
}

/** An off-session charge of a renewal order with the saved card (migration 0043), one per order and attempt. */
export interface RenewalChargesTable {
  order_id: string;
  /** 1 on the renewal day, then 2, 3 and 4: the retries 1, 3 and 5 days after the first failure. */
  attempt: number;
  intent_id: string | null;
  outcome: Generated<'charging' | 'charged' | 'failed'>;
  failure_code: string | null;
  /** The saved card the attempt charged (migration 0044): Stripe's brand and the last four digits. */
  card_brand: Generated<string | null>;
  card_last4: Generated<string | null>;
  created_at: Date;
  updated_at: Date;
}
