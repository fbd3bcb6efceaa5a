export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AddonOrderItem = OrderItem & {
  __typename?: 'AddonOrderItem';
  checked: Scalars['Boolean']['output'];
  currentVariant: CurrentVariant;
  disabled: Scalars['Boolean']['output'];
  hash: Scalars['String']['output'];
  identifier: Scalars['String']['output'];
  info: Scalars['String']['output'];
  kbArticleUrl: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  period: Scalars['Int']['output'];
  showMoreText: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: OrderItemType;
  variants: Array<Variant>;
  variantsHeader: Scalars['String']['output'];
};

export type AdminAddon = {
  __typename?: 'AdminAddon';
  identifier: Scalars['String']['output'];
  /** addon or plugin. */
  kind: Scalars['String']['output'];
  label: Scalars['String']['output'];
  prices: Array<AdminAddonPrice>;
  title: Scalars['String']['output'];
};

export type AdminAddonInput = {
  identifier: Scalars['String']['input'];
  label: Scalars['String']['input'];
  prices: Array<AdminAddonPriceInput>;
  title: Scalars['String']['input'];
};

export type AdminAddonPrice = {
  __typename?: 'AdminAddonPrice';
  /** The price of the whole period. */
  amount: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  periodMonths: Scalars['Int']['output'];
};

export type AdminAddonPriceInput = {
  amount: Scalars['String']['input'];
  currency: Scalars['String']['input'];
  periodMonths: Scalars['Int']['input'];
};

export type AdminAuditEntry = {
  __typename?: 'AdminAuditEntry';
  action: Scalars['String']['output'];
  after: Maybe<Scalars['String']['output']>;
  at: Scalars['String']['output'];
  /** JSON text; null when there was nothing. */
  before: Maybe<Scalars['String']['output']>;
  id: Scalars['String']['output'];
  operatorEmail: Scalars['String']['output'];
  reason: Maybe<Scalars['String']['output']>;
  subjectId: Scalars['String']['output'];
  subjectType: Scalars['String']['output'];
};

export type AdminAuditFilterInput = {
  /** The action exactly, e.g. order.markPaid. */
  action?: InputMaybe<Scalars['String']['input']>;
  /** Days YYYY-MM-DD (UTC), both included. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Part of the operator's e-mail, any case; part of 'Command line (npm run operator)' also finds that command's entries. */
  operator?: InputMaybe<Scalars['String']['input']>;
  /** The subject's identifier exactly, e.g. ORD-AB12CD34. */
  subjectId?: InputMaybe<Scalars['String']['input']>;
  /** The subject's kind exactly, e.g. order. */
  subjectType?: InputMaybe<Scalars['String']['input']>;
  until?: InputMaybe<Scalars['String']['input']>;
};

export type AdminAuditPage = {
  __typename?: 'AdminAuditPage';
  entries: Array<AdminAuditEntry>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type AdminBillingValue = {
  __typename?: 'AdminBillingValue';
  /** What the checkout's billing form calls it, e.g. First name. */
  label: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** As entered; the country by its name (Czechia), the company switch as Yes or No. */
  value: Scalars['String']['output'];
};

export type AdminCatalogue = {
  __typename?: 'AdminCatalogue';
  addons: Array<AdminAddon>;
  /** Currencies the portal bills in. */
  currencies: Array<Scalars['String']['output']>;
  faq: Array<AdminFaqItem>;
  /** The package the price list's Limited promo box offers (SPEC's limited by default); null: no promo box. */
  limitedPackage: Maybe<Scalars['String']['output']>;
  packages: Array<AdminPackage>;
  tlds: Array<AdminTld>;
};

export type AdminEndServiceInput = {
  reason: Scalars['String']['input'];
  serviceId: Scalars['String']['input'];
};

export type AdminExtendServiceInput = {
  /** The new end of the paid period, YYYY-MM-DD (the period ends as that day begins, midnight UTC): after today and after the current end. */
  paidUntil: Scalars['String']['input'];
  reason: Scalars['String']['input'];
  serviceId: Scalars['String']['input'];
};

export type AdminFaqItem = {
  __typename?: 'AdminFaqItem';
  answer: Scalars['String']['output'];
  identifier: Scalars['String']['output'];
  isShown: Scalars['Boolean']['output'];
  position: Scalars['Int']['output'];
  question: Scalars['String']['output'];
};

export type AdminFaqItemInput = {
  answer: Scalars['String']['input'];
  identifier?: InputMaybe<Scalars['String']['input']>;
  isShown: Scalars['Boolean']['input'];
  position: Scalars['Int']['input'];
  question: Scalars['String']['input'];
};

export type AdminLifecycle = {
  __typename?: 'AdminLifecycle';
  runs: Array<AdminLifecycleRun>;
  settings: AdminLifecycleSettings;
  /** When an operator last changed the settings; null while they are the defaults. */
  updatedAt: Maybe<Scalars['String']['output']>;
  updatedBy: Maybe<Scalars['String']['output']>;
};

export type AdminLifecycleCount = {
  __typename?: 'AdminLifecycleCount';
  count: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type AdminLifecycleRun = {
  __typename?: 'AdminLifecycleRun';
  /** The moment the run looked at the services as of. */
  asOf: Scalars['String']['output'];
  /** What the run did, by kind (e.g. reminders: 4). */
  counts: Array<AdminLifecycleCount>;
  error: Maybe<Scalars['String']['output']>;
  finishedAt: Maybe<Scalars['String']['output']>;
  id: Scalars['String']['output'];
  outcome: AdminLifecycleRunOutcome;
  startedAt: Scalars['String']['output'];
};

export type AdminLifecycleRunOutcome =
  | 'FAILED'
  | 'FINISHED'
  | 'RUNNING';

export type AdminLifecycleSettings = {
  __typename?: 'AdminLifecycleSettings';
  archiveNoticeDays: Scalars['Int']['output'];
  domainGraceDays: Scalars['Int']['output'];
  /** Days before a domain's expiry; negative: after it. */
  domainReminderDays: Array<Scalars['Int']['output']>;
  draftRetentionDays: Scalars['Int']['output'];
  hostingGraceDays: Scalars['Int']['output'];
  /** Days before the end of the paid period (0: on the day), largest first. */
  hostingReminderDays: Array<Scalars['Int']['output']>;
  redemptionDays: Scalars['Int']['output'];
  renewalLeadDays: Scalars['Int']['output'];
};

/** The settings as typed: whole days, and the reminder days separated by commas (e.g. 30, 14, 3, 0). */
export type AdminLifecycleSettingsInput = {
  archiveNoticeDays: Scalars['String']['input'];
  domainGraceDays: Scalars['String']['input'];
  domainReminderDays: Scalars['String']['input'];
  draftRetentionDays: Scalars['String']['input'];
  hostingGraceDays: Scalars['String']['input'];
  hostingReminderDays: Scalars['String']['input'];
  redemptionDays: Scalars['String']['input'];
  renewalLeadDays: Scalars['String']['input'];
};

export type AdminMailFilterInput = {
  /** Only failed, or only delayed, messages; both when left out. */
  problem?: InputMaybe<AdminMailProblem>;
  /** Part of the recipient's address, any case. */
  recipient?: InputMaybe<Scalars['String']['input']>;
};

export type AdminMailHealth = {
  __typename?: 'AdminMailHealth';
  /** Messages still being retried after a failed attempt. */
  delayed: Scalars['Int']['output'];
  /** Messages that failed for good and were not resent. */
  failed: Scalars['Int']['output'];
  /** The newest attempt of any message failed, or a message failed for good within the last 24 hours. */
  failing: Scalars['Boolean']['output'];
};

export type AdminMailMessage = {
  __typename?: 'AdminMailMessage';
  /** Attempts in this round (a resend starts a new one). */
  attempts: Scalars['Int']['output'];
  /** When the event it tells of enqueued it. */
  createdAt: Scalars['String']['output'];
  id: Scalars['String']['output'];
  lastAttemptAt: Maybe<Scalars['String']['output']>;
  /** Why the newest attempt failed. */
  lastError: Maybe<Scalars['String']['output']>;
  /** When the worker tries again; null unless it will. */
  nextAttemptAt: Maybe<Scalars['String']['output']>;
  recipient: Scalars['String']['output'];
  status: AdminMailStatus;
  /** Rendered at its first attempt; null when it never got that far. */
  subject: Maybe<Scalars['String']['output']>;
  /** e.g. payment-received. */
  template: Scalars['String']['output'];
};

export type AdminMailPage = {
  __typename?: 'AdminMailPage';
  messages: Array<AdminMailMessage>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** FAILED: given up (all attempts used, or refused for good). DELAYED: still being retried after a failed attempt. */
export type AdminMailProblem =
  | 'DELAYED'
  | 'FAILED';

/** A message's state: PENDING (waiting for its first attempt, or resent), DELAYED, SENT or FAILED. */
export type AdminMailStatus =
  | 'DELAYED'
  | 'FAILED'
  | 'PENDING'
  | 'SENT';

export type AdminOperator = {
  __typename?: 'AdminOperator';
  /** When the account was made (or, for a promoted customer's account, when it was first made), ISO 8601. */
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  /** The signed-in operator's own account. */
  isYou: Scalars['Boolean']['output'];
};

export type AdminOrder = {
  __typename?: 'AdminOrder';
  /** The billing contact in the order of the checkout's billing form, empty ones left out. */
  billing: Array<AdminBillingValue>;
  createdAt: Scalars['String']['output'];
  customerEmail: Scalars['String']['output'];
  /** Awaiting a bank transfer past payBy: the customer's checkout shows the order expired and offers no payment. */
  expired: Scalars['Boolean']['output'];
  finishedAt: Maybe<Scalars['String']['output']>;
  /** Status changes and operators' actions, oldest first. */
  history: Array<AdminOrderHistoryEntry>;
  identifier: Scalars['String']['output'];
  invoice: Maybe<Invoice>;
  lines: Array<AdminOrderLine>;
  net: Price;
  paidAt: Maybe<Scalars['String']['output']>;
  /** The end of a bank transfer's 14 days (ISO 8601); null unless the order awaits a transfer. */
  payBy: Maybe<Scalars['String']['output']>;
  paymentMethod: Maybe<Scalars['String']['output']>;
  payments: Array<AdminPayment>;
  /** The lines and VAT as the customer saw them: fixed when finished; a draft's are priced now. */
  pricingStored: Scalars['Boolean']['output'];
  reverseCharge: Scalars['Boolean']['output'];
  status: OrderStatus;
  total: Price;
  vat: Price;
  vatRateBasisPoints: Scalars['Int']['output'];
  websiteName: Maybe<Scalars['String']['output']>;
};

/** Every field is optional; the orders shown match all that are given. */
export type AdminOrderFilterInput = {
  /** Days YYYY-MM-DD (UTC), both included, of when the order was made. */
  createdFrom?: InputMaybe<Scalars['String']['input']>;
  createdUntil?: InputMaybe<Scalars['String']['input']>;
  /** e.g. EUR. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** Part of the customer's e-mail, any case. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The order's identifier or its beginning, any case. */
  identifier?: InputMaybe<Scalars['String']['input']>;
  /** The payment method chosen when finishing: stripe, gateway, transfer. */
  paymentMethod?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
};

export type AdminOrderHistoryEntry = {
  __typename?: 'AdminOrderHistoryEntry';
  /** The customer's or operator's e-mail. */
  actorEmail: Maybe<Scalars['String']['output']>;
  /** customer, operator, system or the payment provider (stripe, gateway, transfer, voucher). */
  actorKind: Scalars['String']['output'];
  after: Maybe<Scalars['String']['output']>;
  at: Scalars['String']['output'];
  /** The audit log's data before and after, as JSON text. */
  before: Maybe<Scalars['String']['output']>;
  reason: Maybe<Scalars['String']['output']>;
  /** What happened, e.g. 'Draft → Awaiting payment' or the audit log's action 'order.markPaid'. */
  summary: Scalars['String']['output'];
};

export type AdminOrderLine = {
  __typename?: 'AdminOrderLine';
  description: Scalars['String']['output'];
  net: Price;
  /** e.g. '12 months'. */
  period: Scalars['String']['output'];
};

export type AdminOrderPage = {
  __typename?: 'AdminOrderPage';
  orders: Array<AdminOrderRow>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  /** How many orders match the filter in all. */
  total: Scalars['Int']['output'];
};

export type AdminOrderRefunds = {
  __typename?: 'AdminOrderRefunds';
  currency: Scalars['String']['output'];
  customerEmail: Scalars['String']['output'];
  identifier: Scalars['String']['output'];
  invoiceNumber: Maybe<Scalars['String']['output']>;
  /** More than one succeeded payment: the order was paid twice. */
  paidTwice: Scalars['Boolean']['output'];
  payments: Array<AdminRefundablePayment>;
  refunds: Array<AdminRefund>;
  /** draft, awaiting_payment, paid, cancelled. */
  status: Scalars['String']['output'];
  totalFormatted: Maybe<Scalars['String']['output']>;
};

export type AdminOrderRow = {
  __typename?: 'AdminOrderRow';
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  customerEmail: Scalars['String']['output'];
  /** Awaiting a bank transfer past payBy: the customer's checkout shows the order expired and offers no payment. */
  expired: Scalars['Boolean']['output'];
  identifier: Scalars['String']['output'];
  /** The end of a bank transfer's 14 days (ISO 8601); null unless the order awaits a transfer. */
  payBy: Maybe<Scalars['String']['output']>;
  paymentMethod: Maybe<Scalars['String']['output']>;
  /** The payment that succeeded after the first of an order paid twice (to refund); null otherwise. */
  secondPaymentId: Maybe<Scalars['String']['output']>;
  status: OrderStatus;
  /** null for a draft (its total is fixed when finished). */
  total: Maybe<Price>;
};

export type AdminPackage = {
  __typename?: 'AdminPackage';
  features: Array<AdminPackageFeature>;
  highlighted: Scalars['Boolean']['output'];
  identifier: Scalars['String']['output'];
  label: Scalars['String']['output'];
  name: Scalars['String']['output'];
  prices: Array<AdminPackagePrice>;
  /** Raised with every change: purchase links made for older prices are refused. */
  version: Scalars['Int']['output'];
};

export type AdminPackageFeature = {
  __typename?: 'AdminPackageFeature';
  identifier: Scalars['String']['output'];
  included: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type AdminPackageFeatureInput = {
  identifier: Scalars['String']['input'];
  included: Scalars['Boolean']['input'];
  value: Scalars['String']['input'];
};

export type AdminPackageInput = {
  features?: InputMaybe<Array<AdminPackageFeatureInput>>;
  highlighted: Scalars['Boolean']['input'];
  identifier: Scalars['String']['input'];
  label: Scalars['String']['input'];
  name: Scalars['String']['input'];
  prices: Array<AdminPackagePriceInput>;
};

export type AdminPackagePrice = {
  __typename?: 'AdminPackagePrice';
  currency: Scalars['String']['output'];
  /** The badge's percent; 0: no badge. */
  discountPercent: Scalars['Int']['output'];
  /** Per month of the period. */
  monthlyAmount: Scalars['String']['output'];
  /** The struck-through price beside the discount badge; null without a badge. */
  originalMonthlyAmount: Maybe<Scalars['String']['output']>;
  periodMonths: Scalars['Int']['output'];
};

export type AdminPackagePriceInput = {
  currency: Scalars['String']['input'];
  discountPercent: Scalars['Int']['input'];
  monthlyAmount: Scalars['String']['input'];
  originalMonthlyAmount?: InputMaybe<Scalars['String']['input']>;
  periodMonths: Scalars['Int']['input'];
  /** True: the package is no longer sold for this currency and period (refused while an order in checkout uses it). */
  remove?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AdminPayment = {
  __typename?: 'AdminPayment';
  amount: Price;
  createdAt: Scalars['String']['output'];
  id: Scalars['String']['output'];
  /** stripe, gateway, transfer or voucher. */
  provider: Scalars['String']['output'];
  /** PENDING, SUCCEEDED or FAILED. */
  status: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

export type AdminRecoveryCodes = {
  __typename?: 'AdminRecoveryCodes';
  /** Ten codes, each usable once instead of the app's code; they are not shown again. */
  codes: Array<Scalars['String']['output']>;
};

export type AdminRefund = {
  __typename?: 'AdminRefund';
  amountFormatted: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  creditNote: Maybe<CreditNote>;
  /** Why the provider did not refund (status failed), in the request's language: said from its code, the provider's own message kept as it came; a refund failed before the codes (migration 0048) as stored. */
  failure: Maybe<Scalars['String']['output']>;
  id: Scalars['String']['output'];
  methodTitle: Scalars['String']['output'];
  paymentId: Scalars['String']['output'];
  /** The refunded payment's provider (stripe, stripe_checkout, gateway, transfer), methodTitle's code. */
  provider: Scalars['String']['output'];
  reason: Scalars['String']['output'];
  /** pending, failed, refunded, to_pay_out, paid_out. */
  status: Scalars['String']['output'];
};

export type AdminRefundPaymentInput = {
  /** In the payment currency's major unit: '12.50'. */
  amount: Scalars['String']['input'];
  /** Made once per refund by the client (8 to 100 letters, digits, - and _). */
  idempotencyKey: Scalars['String']['input'];
  orderIdentifier: Scalars['String']['input'];
  paymentId: Scalars['String']['input'];
  reason: Scalars['String']['input'];
};

export type AdminRefundResult = {
  __typename?: 'AdminRefundResult';
  order: AdminOrderRefunds;
  refund: AdminRefund;
};

export type AdminRefundablePayment = {
  __typename?: 'AdminRefundablePayment';
  amountFormatted: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['String']['output'];
  methodTitle: Scalars['String']['output'];
  /** stripe, gateway, transfer, voucher. */
  provider: Scalars['String']['output'];
  /** What is left to refund, e.g. '12.10'; '0.00' when nothing can be refunded. */
  refundable: Scalars['String']['output'];
  refundableFormatted: Scalars['String']['output'];
  refundedFormatted: Scalars['String']['output'];
  /** pending, succeeded, failed. */
  status: Scalars['String']['output'];
};

export type AdminService = {
  __typename?: 'AdminService';
  accountEmail: Scalars['String']['output'];
  /** A domain's or a private registration's name. */
  domain: Maybe<Scalars['String']['output']>;
  id: Scalars['String']['output'];
  /** The package's name or the add-on's title; null for a domain and a private registration. */
  itemName: Maybe<Scalars['String']['output']>;
  kind: AdminServiceKind;
  /** A private registration whose domain was renewed without it: it is not renewed and ends at paidUntil, with no grace. */
  notRenewed: Scalars['Boolean']['output'];
  /** The end of the paid period (midnight UTC). */
  paidUntil: Scalars['String']['output'];
  status: AdminServiceStatus;
  websiteName: Maybe<Scalars['String']['output']>;
};

/** Every field is optional; the services shown match all that are given. */
export type AdminServiceFilterInput = {
  /** Running services (active or in the renewal window) whose paid period ends within this many days (0 to 3650). */
  dueWithinDays?: InputMaybe<Scalars['Int']['input']>;
  kind?: InputMaybe<AdminServiceKind>;
  /** Part of the account's e-mail, the website's name or the domain, any case. */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<AdminServiceStatus>;
};

export type AdminServiceKind =
  | 'ADDON'
  | 'DOMAIN'
  | 'PACKAGE'
  | 'PLUGIN'
  | 'PRIVATE_REGISTRATION';

export type AdminServicePage = {
  __typename?: 'AdminServicePage';
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  services: Array<AdminService>;
  total: Scalars['Int']['output'];
};

/** A service's status: ACTIVE, EXPIRING (the renewal window is open), GRACE, EXPIRED (archived), and for domains REDEMPTION and RELEASED. */
export type AdminServiceStatus =
  | 'ACTIVE'
  | 'EXPIRED'
  | 'EXPIRING'
  | 'GRACE'
  | 'REDEMPTION'
  | 'RELEASED';

export type AdminTld = {
  __typename?: 'AdminTld';
  name: Scalars['String']['output'];
  prices: Array<AdminTldPrice>;
};

export type AdminTldInput = {
  name: Scalars['String']['input'];
  prices: Array<AdminTldPriceInput>;
};

export type AdminTldPrice = {
  __typename?: 'AdminTldPrice';
  currency: Scalars['String']['output'];
  /** Per year. */
  privateRegistration: Scalars['String']['output'];
  registration: Scalars['String']['output'];
  renewal: Scalars['String']['output'];
  /** Restoring a domain out of redemption, charged once on top of its renewal. */
  restoration: Scalars['String']['output'];
  transfer: Scalars['String']['output'];
};

export type AdminTldPriceInput = {
  currency: Scalars['String']['input'];
  privateRegistration: Scalars['String']['input'];
  registration: Scalars['String']['input'];
  renewal: Scalars['String']['input'];
  /** Restoring a domain out of redemption; left out: stays as it is. */
  restoration?: InputMaybe<Scalars['String']['input']>;
  transfer: Scalars['String']['input'];
};

export type AdminTwoFactor = {
  __typename?: 'AdminTwoFactor';
  enabled: Scalars['Boolean']['output'];
  /** Recovery codes not used yet. */
  recoveryCodesLeft: Scalars['Int']['output'];
  /** OPERATOR_2FA=required: operators without two-factor sign-in reach only the Security page. */
  required: Scalars['Boolean']['output'];
};

export type AdminTwoFactorEnrolment = {
  __typename?: 'AdminTwoFactorEnrolment';
  qrPath: Scalars['String']['output'];
  /** The QR code: a square of qrSize modules, the dark ones drawn by the SVG path qrPath. */
  qrSize: Scalars['Int']['output'];
  /** The secret in base32, for typing into the app. */
  secret: Scalars['String']['output'];
  /** The otpauth:// address the QR code holds. */
  uri: Scalars['String']['output'];
};

export type AdminVatCountry = {
  __typename?: 'AdminVatCountry';
  countryCode: Scalars['String']['output'];
  countryName: Scalars['String']['output'];
  eu: Scalars['Boolean']['output'];
  /** Oldest first; the last is open-ended. */
  rates: Array<AdminVatRate>;
};

export type AdminVatRate = {
  __typename?: 'AdminVatRate';
  /** A percent, as typed: 21, 25.5. */
  rate: Scalars['String']['output'];
  validFrom: Scalars['String']['output'];
  validTo: Maybe<Scalars['String']['output']>;
};

export type AdminVatRateInput = {
  countryCode: Scalars['String']['input'];
  /** A percent from 0 to 100 with at most two decimals. */
  rate: Scalars['String']['input'];
  /** The first day (YYYY-MM-DD), after today. */
  validFrom: Scalars['String']['input'];
};

export type AdminVatRates = {
  __typename?: 'AdminVatRates';
  countries: Array<AdminVatCountry>;
  /** SELLER_COUNTRY: its rate applies to customers who name no country. */
  sellerCountry: Scalars['String']['output'];
  /** SELLER_VAT_PAYER: false, no VAT is charged at all. */
  sellerVatPayer: Scalars['Boolean']['output'];
  /** The seller's day today (YYYY-MM-DD): a new rate starts after it. */
  today: Scalars['String']['output'];
};

export type AdminVoucher = {
  __typename?: 'AdminVoucher';
  amount: Maybe<Scalars['String']['output']>;
  /** Item types it discounts: package, addon, plugin, domain, private_registration. */
  appliesTo: Array<Scalars['String']['output']>;
  code: Scalars['String']['output'];
  currency: Maybe<Scalars['String']['output']>;
  /** When it was switched off; null while customers can use it. */
  disabledAt: Maybe<Scalars['String']['output']>;
  kind: AdminVoucherKind;
  percent: Maybe<Scalars['Int']['output']>;
  text: Scalars['String']['output'];
  usageLimit: Maybe<Scalars['Int']['output']>;
  usedCount: Scalars['Int']['output'];
  /** ISO 8601. */
  validFrom: Maybe<Scalars['String']['output']>;
  validUntil: Maybe<Scalars['String']['output']>;
};

export type AdminVoucherInput = {
  /** Fixed vouchers: the amount and its currency. */
  amount?: InputMaybe<Scalars['String']['input']>;
  appliesTo: Array<Scalars['String']['input']>;
  code: Scalars['String']['input'];
  currency?: InputMaybe<Scalars['String']['input']>;
  kind: AdminVoucherKind;
  percent?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
  /** How many finished orders may use it; null: no limit. */
  usageLimit?: InputMaybe<Scalars['Int']['input']>;
  /** YYYY-MM-DD or ISO 8601; null: no limit. */
  validFrom?: InputMaybe<Scalars['String']['input']>;
  validUntil?: InputMaybe<Scalars['String']['input']>;
};

export type AdminVoucherKind =
  | 'FIXED'
  | 'FREE_DOMAIN'
  | 'PERCENT';

export type AutomaticChargeOutcome =
  | 'CHARGED'
  | 'FAILED'
  | 'NEEDS_CONFIRMATION'
  | 'RENEWED';

/** A card named by its brand and last digits (a page writes 'Visa ending 4242' in its language). */
export type CardName = {
  __typename?: 'CardName';
  /** Stripe's brand: visa, mastercard, amex ... */
  brand: Scalars['String']['output'];
  last4: Scalars['String']['output'];
};

/** What the browser needs to save a card with Stripe.js: the SetupIntent's client secret and the publishable key. */
export type CardSetup = {
  __typename?: 'CardSetup';
  clientSecret: Scalars['String']['output'];
  publishableKey: Scalars['String']['output'];
};

export type ContactInput = {
  __typename?: 'ContactInput';
  label: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Select inputs only. */
  options: Maybe<Array<ContactOption>>;
  /** Display order, lowest first. */
  priority: Scalars['Int']['output'];
  selectedOption: Maybe<ContactOption>;
  /** text, email, tel, select or checkbox */
  type: Scalars['String']['output'];
  validation: ContactValidation;
  value: Scalars['String']['output'];
};

export type ContactOption = {
  __typename?: 'ContactOption';
  text: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ContactValidation = {
  __typename?: 'ContactValidation';
  maxLength: Scalars['Int']['output'];
  /** Message shown when the value is not valid. */
  message: Maybe<Scalars['String']['output']>;
  /** A regular expression the value must match, when there is one. */
  pattern: Maybe<Scalars['String']['output']>;
  required: Scalars['Boolean']['output'];
};

export type ContactValueInput = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type CreateDomainOrderResult = {
  __typename?: 'CreateDomainOrderResult';
  /** /checkout/ID/package for a domain with a package, /checkout/ID/personal-data for a domain alone. */
  nextUrl: Scalars['String']['output'];
  orderIdentifier: Scalars['String']['output'];
};

export type CreatePackageOrderResult = {
  __typename?: 'CreatePackageOrderResult';
  /** /checkout/ORDER-IDENTIFIER?ref=REF&token=TOKEN */
  checkoutUrl: Scalars['String']['output'];
  orderIdentifier: Scalars['String']['output'];
};

/** A refund's corrective tax document. */
export type CreditNote = {
  __typename?: 'CreditNote';
  downloadUrl: Scalars['String']['output'];
  /** CN-YYYY-NNNNNN. */
  number: Scalars['String']['output'];
};

export type Currency =
  | 'CZK'
  | 'EUR'
  | 'USD';

export type CurrentVariant = {
  __typename?: 'CurrentVariant';
  /** The price of the chosen period before any discount. */
  basePrice: Price;
  firstYearFree: Scalars['Boolean']['output'];
  /** Nothing to pay for this item. */
  free: Scalars['Boolean']['output'];
  /** What the item costs in this order, after the level discount and voucher, VAT excluded. */
  price: Price;
  /** How the price is made up, in words: '12 months × €3.99'. */
  priceExplained: Scalars['String']['output'];
};

export type DomainAction =
  | 'register'
  | 'transfer';

export type DomainAvailability =
  /** Nobody holds it: it can be registered. */
  | 'AVAILABLE'
  /** Registered through the portal, or reserved by an order awaiting payment: it cannot be bought. */
  | 'TAKEN'
  /** Registered at another registrar: its holder can transfer it here with its auth code. */
  | 'TRANSFERABLE';

export type DomainOffer = {
  __typename?: 'DomainOffer';
  /** ASCII (punycode) form, e.g. 'xn--caf-dma.com'. */
  asciiDomain: Scalars['String']['output'];
  availability: DomainAvailability;
  /** Unicode form, e.g. 'café.com'. */
  domain: Scalars['String']['output'];
  /** Private registration per year; null where the TLD has none. */
  privateRegistration: Maybe<Price>;
  /** The first year when registering. */
  registration: Price;
  /** Each later year. */
  renewal: Price;
  /** The first year can be free with the free-domain voucher (or a package with a free domain). */
  supportsFreeVoucher: Scalars['Boolean']['output'];
  tld: Scalars['String']['output'];
  /** The first year when transferring it here. */
  transfer: Price;
};

export type DomainOrderItem = OrderItem & {
  __typename?: 'DomainOrderItem';
  checked: Scalars['Boolean']['output'];
  currentVariant: CurrentVariant;
  disabled: Scalars['Boolean']['output'];
  domain: Scalars['String']['output'];
  hash: Scalars['String']['output'];
  period: Scalars['Int']['output'];
  supportsFreeVoucher: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  type: OrderItemType;
  variants: Array<Variant>;
  variantsHeader: Scalars['String']['output'];
};

export type DomainSearchResult = {
  __typename?: 'DomainSearchResult';
  /** The name searched. */
  exact: DomainOffer;
  /** The same label in the portal's other TLDs (those that accept it), available ones first, then in TLD order. */
  suggestions: Array<DomainOffer>;
};

export type Health = {
  __typename?: 'Health';
  database: Scalars['Boolean']['output'];
};

export type Interval = {
  __typename?: 'Interval';
  period: PeriodUnit;
  units: Scalars['Int']['output'];
};

/** A paid order's tax invoice (docs/invoices.md). */
export type Invoice = {
  __typename?: 'Invoice';
  /** Where the order's account downloads the PDF: /api/invoices/NUMBER.pdf. */
  downloadUrl: Scalars['String']['output'];
  /** ISO 8601 date and time of issue (the moment the order was paid). */
  issuedAt: Scalars['String']['output'];
  /** Gapless per year, e.g. '2026-000123'. */
  number: Scalars['String']['output'];
};

/** An amount in the currency's minor unit (cents), never a float. */
export type Money = {
  __typename?: 'Money';
  amountMinor: Scalars['Int']['output'];
  currency: Currency;
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Adds an add-on or plugin offered with the order's package, for a period in months (default: the package's).
   * Codes: ITEM_NOT_FOUND, ITEM_ALREADY_IN_ORDER, INVALID_PERIOD.
   */
  addOrderAdditionalItem: Order;
  /** Adds a country's standard rate from a future day; the rate in force until then ends the day before. Answers the country. */
  adminAddVatRate: AdminVatCountry;
  /** Creates a voucher with its limits. */
  adminCreateVoucher: AdminVoucher;
  /**
   * Turns two-factor sign-in off, for a current code or an unused recovery code. Audited (operator.2fa-off). Codes:
   * TWO_FACTOR_CODE_INVALID, TWO_FACTOR_OFF, TOO_MANY_ATTEMPTS.
   */
  adminDisableTwoFactor: AdminTwoFactor;
  /** Switches a voucher off: checkouts refuse it with VOUCHER_DISABLED. */
  adminDisableVoucher: AdminVoucher;
  /**
   * Turns two-factor sign-in on with the secret last shown when the code is its current one, and answers the ten
   * recovery codes, shown this once. Audited (operator.2fa-on). Codes: TWO_FACTOR_CODE_INVALID, TWO_FACTOR_NOT_STARTED,
   * TWO_FACTOR_ALREADY_ON, TOO_MANY_ATTEMPTS.
   */
  adminEnableTwoFactor: AdminRecoveryCodes;
  /** Ends a service now (archived; a domain released), with the reason; audited as service.end. */
  adminEndService: AdminService;
  /** Moves the end of a service's paid period to a later day (it runs again), with the reason; audited as service.extend. */
  adminExtendService: AdminService;
  /**
   * Imports a statement: each incoming payment not imported before is kept with its outcome, and an exact match
   * (reference, amount and currency) pays its order. An import of lines all imported before writes nothing
   * (statementId null). Codes: STATEMENT_INVALID, STATEMENT_TOO_LARGE.
   */
  adminImportStatement: StatementImport;
  /**
   * Makes a new operator account for the address and e-mails it a one-time link (valid for an hour) to set its
   * password; the link is never answered here. Refused, with the message for the email field (extensions.errors):
   * INVALID_EMAIL, OPERATOR_EXISTS, OPERATOR_DISABLED, CUSTOMER_ACCOUNT (a customer's account is not promoted here).
   */
  adminInviteOperator: AdminOperator;
  /** Marks a bank transfer's refund as sent from the bank. Codes: REFUND_NOT_FOUND, REFUND_NOT_TO_PAY_OUT. */
  adminMarkRefundPaidOut: AdminOrderRefunds;
  /**
   * Marks an order paid by a bank transfer that arrived outside a statement: amount in the order's currency
   * ('121.00', at most 10 times the order's total), reason required. Returns the order's identifier. Codes:
   * ORDER_NOT_FOUND, ORDER_NOT_AWAITING_PAYMENT, INVALID_AMOUNT, REASON_REQUIRED.
   */
  adminMarkTransferPaid: Scalars['String']['output'];
  /**
   * Ten new recovery codes in place of the old ones, for a current code or an unused recovery code. Audited
   * (operator.2fa-recovery-codes). Codes: TWO_FACTOR_CODE_INVALID, TWO_FACTOR_OFF, TOO_MANY_ATTEMPTS.
   */
  adminNewRecoveryCodes: AdminRecoveryCodes;
  /**
   * Refunds part or all of a succeeded payment through the provider that took it (a bank transfer's refund is
   * recorded as to be paid out) and issues its credit note. The same idempotencyKey again is the same refund: a
   * failed one is asked for again, any other is answered as it stands. Codes: ORDER_NOT_FOUND, PAYMENT_NOT_FOUND,
   * PAYMENT_NOT_REFUNDABLE, INVALID_AMOUNT, REFUND_EXCEEDS_PAID, REASON_REQUIRED, INVALID_IDEMPOTENCY_KEY,
   * IDEMPOTENCY_KEY_REUSED.
   */
  adminRefundPayment: AdminRefundResult;
  /**
   * Puts a message that failed for good back in the queue, with a fresh round of attempts, and writes mail.resend to
   * the audit log. A message that is not failed (sent, or waiting to be sent: resent already) is refused and nothing
   * changes. Codes: MAIL_NOT_FOUND, MAIL_NOT_FAILED.
   */
  adminResendMail: AdminMailMessage;
  /**
   * Resolves an open line: MARK_PAID pays the order it names (or orderIdentifier) anyway, reason required; REFUND
   * refunds the line's money to its payer when its order was paid already (a transfer paid twice), reason required:
   * it becomes a payment of the order, refunded whole to be paid out from the bank (payerAccount), with a credit note
   * only for what of it was invoiced; LEAVE leaves it (reason optional). Codes: LINE_NOT_FOUND, LINE_ALREADY_RESOLVED,
   * REASON_REQUIRED, ORDER_NOT_FOUND, ORDER_NOT_AWAITING_PAYMENT, ORDER_NOT_PAID, CURRENCY_MISMATCH.
   */
  adminResolveStatementLine: StatementLine;
  /**
   * Asks the provider again for a refund that failed, with its own request key, amount and reason (so the money still
   * leaves at most once); a refund that is no longer failed is answered as it stands. Codes: REFUND_NOT_FOUND.
   */
  adminRetryRefund: AdminRefundResult;
  /** Changes an FAQ item, or adds one when identifier is null. */
  adminSaveFaqItem: AdminFaqItem;
  /** Stores the lifecycle's settings, each checked against its range; audited as lifecycle.settings. */
  adminSaveLifecycleSettings: AdminLifecycle;
  /** Puts a package in the price list's Limited promo box, or none (null). Answers the package chosen. */
  adminSetLimitedPackage: Maybe<Scalars['String']['output']>;
  /**
   * Disables (ending every session of theirs at once) or enables another operator. Codes: ACCOUNT_NOT_FOUND,
   * NOT_AN_OPERATOR, OPERATOR_UNCHANGED (already so), DISABLING_YOURSELF, LAST_OPERATOR (the last enabled one).
   */
  adminSetOperatorEnabled: AdminOperator;
  /**
   * A new secret for the authenticator app, shown as text and as a QR code of its otpauth:// address. Nothing is on
   * until adminEnableTwoFactor gets a correct code; a new call replaces the secret. Codes: TWO_FACTOR_ALREADY_ON.
   */
  adminStartTwoFactor: AdminTwoFactorEnrolment;
  /** Changes an add-on's or plugin's title, label and prices. */
  adminUpdateAddon: AdminAddon;
  /** Changes a package's name, label, highlight, prices per currency and period (with the discount badge) and feature values. */
  adminUpdatePackage: AdminPackage;
  /** Sets a TLD's yearly prices per currency. */
  adminUpdateTldPrices: AdminTld;
  /** Cancels the smaller package chosen for a website's next period: it renews its package. Codes: UNAUTHENTICATED, WEBSITE_NOT_FOUND, NO_DOWNGRADE. */
  cancelPackageDowngrade: Scalars['Boolean']['output'];
  /**
   * The package of a domain-with-package order (its Package choice step), replacing one chosen before. action and
   * version are those of the price list's purchase link for the order's website. A package with the freeDomain
   * feature puts the FREEDOMAIN voucher on the order when it has no other voucher, making the domain's first year
   * free where its TLD allows; choosing a package without it takes that voucher off again.
   * Codes: NOT_A_PACKAGE_STEP (the order is not a domain with a package), PACKAGE_NOT_FOUND, INVALID_PACKAGE_ACTION,
   * PACKAGE_VERSION_CHANGED.
   */
  chooseOrderPackage: Order;
  /**
   * Chooses a smaller package (packageIdentifier) for the next period of one of the signed-in account's websites
   * (projectName), replacing an earlier choice: its renewal order is for that package, and the website moves to it the
   * day the paid period ends (docs/services.md "Downgrade at renewal"). Codes: UNAUTHENTICATED, WEBSITE_NOT_FOUND,
   * FREE_WEBSITE, PACKAGE_NOT_FOUND, SAME_PACKAGE, NOT_SMALLER.
   */
  choosePackageDowngrade: ServiceNextPackage;
  /**
   * A draft order of one add-on or plugin (itemIdentifier: its identifier) for the current paid package of one of the
   * signed-in account's websites, charged from today until the package's date and renewed with the package from then
   * on. Returns the checkout URL of the new order. Codes: UNAUTHENTICATED, PROJECT_NOT_FOUND, NO_PAID_PACKAGE,
   * ADDON_NOT_FOUND, ADDON_ALREADY_ACTIVE, PACKAGE_ENDS_TODAY.
   */
  createAddonOrder: CreatePackageOrderResult;
  /**
   * A draft order of one domain for the signed-in account: registered new (register: the name must be AVAILABLE) or
   * transferred here (transfer: TRANSFERABLE, with the auth code of its current registrar). projectName: the website
   * the domain will be attached to once paid (optional for a domain alone). withPackage: the order also buys a
   * package for that website, chosen next with chooseOrderPackage. Returns the URL of the order's next step.
   * Codes: UNAUTHENTICATED, INVALID_DOMAIN_NAME, TLD_NOT_OFFERED, IDN_NOT_SUPPORTED, DOMAIN_TAKEN,
   * DOMAIN_NOT_TRANSFERABLE (a transfer of a name nobody holds elsewhere), INVALID_AUTH_CODE, PROJECT_NOT_FOUND,
   * PROJECT_REQUIRED (withPackage without projectName).
   */
  createDomainOrder: CreateDomainOrderResult;
  /**
   * A draft order of a package for one of the signed-in account's websites, from a price list purchase link.
   * action: buy, upgrade or downgrade; version: the package version the link was made for; checkoutUrl:
   * /checkout?ref=REF&token=TOKEN with the link's ref and token. Returns the checkout URL of the new order.
   * Codes: UNAUTHENTICATED, PROJECT_NOT_FOUND, PACKAGE_NOT_FOUND, INVALID_PACKAGE_ACTION, PACKAGE_VERSION_CHANGED,
   * INVALID_PURCHASE_TOKEN.
   */
  createPackageOrder: CreatePackageOrderResult;
  /**
   * A new website of the signed-in account. The name becomes its identifier: 3 to 63 lowercase letters, digits and
   * hyphens, not starting or ending with a hyphen. Codes: UNAUTHENTICATED, INVALID_WEBSITE_NAME, WEBSITE_NAME_TAKEN.
   */
  createWebsite: Website;
  /**
   * Deletes a draft order of the signed-in account with everything it holds (its items; its voucher is not counted
   * before finishing, and a draft reserves no domain). Returns the identifier deleted. Codes: UNAUTHENTICATED,
   * ORDER_NOT_FOUND (no such order in the account, whoever else owns it), ORDER_NOT_DRAFT (finished orders stay),
   * INVALID_INPUT.
   */
  deleteDraftOrder: Scalars['String']['output'];
  /** Removes an add-on or plugin from the order. Codes: ITEM_NOT_FOUND, ITEM_NOT_REMOVABLE. */
  deleteOrderAdditionalItem: Order;
  /**
   * Sends the order for payment, once: a draft order becomes awaiting payment and its total is fixed. The contact
   * given (empty values ignored) replaces the billing contact first. Codes: INVALID_CONTACT (extensions.errors:
   * field -> message), MISSING_PERSONAL_DATA, PAYMENT_METHOD_NOT_FOUND, VOUCHER_* (the voucher stopped being valid),
   * ORDER_ALREADY_FINISHED (sent for payment already), ORDER_ALREADY_PAID, ORDER_EXPIRED (sent for payment by bank transfer and
   * its 14 days are over), PACKAGE_NOT_CHOSEN (a domain-with-package order without its package), PACKAGE_CHANGED (another order
   * changed the website's package since: the package action no longer fits), DOMAIN_TAKEN
   * (another order reserved or registered one of its domains first). Finishing reserves the order's domains in the
   * registry, so of two orders for the same free name only one can be finished.
   */
  finishOrder: Order;
  /**
   * Removes a saved card: detached at Stripe, then forgotten. With no card left, every service's automatic renewal goes
   * off. Answers the cards left. Codes: CARD_NOT_FOUND, CARDS_NOT_OFFERED, PAYMENT_PROVIDER_UNAVAILABLE.
   */
  removeSavedCard: Array<SavedCard>;
  /**
   * Stores the cookie consent JSON on the signed-in account and returns it as stored.
   * Codes: UNAUTHENTICATED, INVALID_COOKIE_CONSENT.
   */
  setCookieConsent: Scalars['String']['output'];
  /**
   * Switches a service's automatic renewal. Codes: SERVICE_NOT_FOUND, NO_SAVED_CARD (switching on without a saved
   * card), SERVICE_NOT_RENEWABLE (switching on a service that can no longer be renewed).
   */
  setServiceAutoRenew: Service;
  /**
   * Starts saving a card without a payment (a SetupIntent); Stripe's setup_intent.succeeded event records it.
   * Codes: CARDS_NOT_OFFERED, PAYMENT_PROVIDER_UNAVAILABLE.
   */
  startCardSetup: CardSetup;
  /**
   * Replaces the billing contact (inputs not named are empty; empty values are ignored) and prices the order again
   * for the contact's country and VAT ID. Codes: INVALID_CONTACT (extensions.errors: field -> message).
   */
  updateBillingDataAndRecalculateVat: Order;
  /**
   * Private registration of a domain of the order, on or off, for a number of years (default: the domain's period).
   * The domain may be given in its Unicode ('café.com') or ASCII ('xn--caf-dma.com') form. Codes: ITEM_NOT_FOUND, PRIVATE_REGISTRATION_LOCKED, INVALID_PERIOD.
   */
  updateOrderPrivateRegistration: Order;
  /**
   * The billing period of one item: units of month or year, one of the item's variants. Codes: ITEM_NOT_FOUND,
   * INVALID_PERIOD.
   */
  updateOrderServicePeriod: Order;
  /**
   * Applies a voucher by its code, or removes the order's voucher when code is null. Codes: VOUCHER_NOT_FOUND,
   * VOUCHER_DISABLED, VOUCHER_EXPIRED, VOUCHER_NOT_YET_VALID, VOUCHER_USED_UP, VOUCHER_NOT_APPLICABLE.
   */
  updateOrderVoucher: Order;
  /**
   * Replaces the registrant (holder) of one domain of the order: the RegistrantContact fields by name (address, city,
   * company, countryCode, dic, email, firstname, ico, phone, state, surname, zip; empty values are left out). Each
   * field is checked; a holder may be saved incomplete, but an incomplete one blocks finishOrder
   * (missingAnyPersonalData). Codes: ITEM_NOT_FOUND, INVALID_CONTACT (extensions.errors: field -> message).
   */
  updateRegistrantContact: Order;
};


export type MutationAddOrderAdditionalItemArgs = {
  integrityToken: Scalars['String']['input'];
  itemIdentifier: Scalars['String']['input'];
  orderIdentifier: Scalars['String']['input'];
  period: InputMaybe<Scalars['Int']['input']>;
};


export type MutationAdminAddVatRateArgs = {
  input: AdminVatRateInput;
};


export type MutationAdminCreateVoucherArgs = {
  input: AdminVoucherInput;
};


export type MutationAdminDisableTwoFactorArgs = {
  code: Scalars['String']['input'];
};


export type MutationAdminDisableVoucherArgs = {
  code: Scalars['String']['input'];
};


export type MutationAdminEnableTwoFactorArgs = {
  code: Scalars['String']['input'];
};


export type MutationAdminEndServiceArgs = {
  input: AdminEndServiceInput;
};


export type MutationAdminExtendServiceArgs = {
  input: AdminExtendServiceInput;
};


export type MutationAdminImportStatementArgs = {
  content: Scalars['String']['input'];
  fileName: InputMaybe<Scalars['String']['input']>;
};


export type MutationAdminInviteOperatorArgs = {
  email: Scalars['String']['input'];
};


export type MutationAdminMarkRefundPaidOutArgs = {
  refundId: Scalars['String']['input'];
};


export type MutationAdminMarkTransferPaidArgs = {
  amount: Scalars['String']['input'];
  orderIdentifier: Scalars['String']['input'];
  reason: Scalars['String']['input'];
};


export type MutationAdminNewRecoveryCodesArgs = {
  code: Scalars['String']['input'];
};


export type MutationAdminRefundPaymentArgs = {
  input: AdminRefundPaymentInput;
};


export type MutationAdminResendMailArgs = {
  id: Scalars['String']['input'];
};


export type MutationAdminResolveStatementLineArgs = {
  action: StatementLineAction;
  lineId: Scalars['String']['input'];
  orderIdentifier: InputMaybe<Scalars['String']['input']>;
  reason: InputMaybe<Scalars['String']['input']>;
};


export type MutationAdminRetryRefundArgs = {
  refundId: Scalars['String']['input'];
};


export type MutationAdminSaveFaqItemArgs = {
  input: AdminFaqItemInput;
};


export type MutationAdminSaveLifecycleSettingsArgs = {
  input: AdminLifecycleSettingsInput;
};


export type MutationAdminSetLimitedPackageArgs = {
  identifier: InputMaybe<Scalars['String']['input']>;
};


export type MutationAdminSetOperatorEnabledArgs = {
  email: Scalars['String']['input'];
  enabled: Scalars['Boolean']['input'];
};


export type MutationAdminUpdateAddonArgs = {
  input: AdminAddonInput;
};


export type MutationAdminUpdatePackageArgs = {
  input: AdminPackageInput;
};


export type MutationAdminUpdateTldPricesArgs = {
  input: AdminTldInput;
};


export type MutationCancelPackageDowngradeArgs = {
  projectName: Scalars['String']['input'];
};


export type MutationChooseOrderPackageArgs = {
  action: Scalars['String']['input'];
  integrityToken: Scalars['String']['input'];
  orderIdentifier: Scalars['String']['input'];
  packageIdentifier: Scalars['String']['input'];
  version: InputMaybe<Scalars['Int']['input']>;
};


export type MutationChoosePackageDowngradeArgs = {
  packageIdentifier: Scalars['String']['input'];
  projectName: Scalars['String']['input'];
};


export type MutationCreateAddonOrderArgs = {
  itemIdentifier: Scalars['String']['input'];
  projectName: Scalars['String']['input'];
};


export type MutationCreateDomainOrderArgs = {
  action: DomainAction;
  authCode: InputMaybe<Scalars['String']['input']>;
  domain: Scalars['String']['input'];
  projectName: InputMaybe<Scalars['String']['input']>;
  withPackage: Scalars['Boolean']['input'];
};


export type MutationCreatePackageOrderArgs = {
  action: Scalars['String']['input'];
  checkoutUrl: Scalars['String']['input'];
  packageIdentifier: Scalars['String']['input'];
  projectName: Scalars['String']['input'];
  version: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCreateWebsiteArgs = {
  name: Scalars['String']['input'];
};


export type MutationDeleteDraftOrderArgs = {
  orderIdentifier: Scalars['String']['input'];
};


export type MutationDeleteOrderAdditionalItemArgs = {
  hash: Scalars['String']['input'];
  integrityToken: Scalars['String']['input'];
  orderIdentifier: Scalars['String']['input'];
};


export type MutationFinishOrderArgs = {
  contact: InputMaybe<Array<ContactValueInput>>;
  integrityToken: Scalars['String']['input'];
  orderIdentifier: Scalars['String']['input'];
  paymentServiceName: Scalars['String']['input'];
};


export type MutationRemoveSavedCardArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetCookieConsentArgs = {
  consent: Scalars['String']['input'];
};


export type MutationSetServiceAutoRenewArgs = {
  autoRenew: Scalars['Boolean']['input'];
  serviceId: Scalars['ID']['input'];
};


export type MutationUpdateBillingDataAndRecalculateVatArgs = {
  contact: Array<ContactValueInput>;
  integrityToken: Scalars['String']['input'];
  orderIdentifier: Scalars['String']['input'];
};


export type MutationUpdateOrderPrivateRegistrationArgs = {
  domain: Scalars['String']['input'];
  enable: Scalars['Boolean']['input'];
  integrityToken: Scalars['String']['input'];
  orderIdentifier: Scalars['String']['input'];
  period: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateOrderServicePeriodArgs = {
  hash: Scalars['String']['input'];
  integrityToken: Scalars['String']['input'];
  orderIdentifier: Scalars['String']['input'];
  period: PeriodUnit;
  units: Scalars['Int']['input'];
};


export type MutationUpdateOrderVoucherArgs = {
  code: InputMaybe<Scalars['String']['input']>;
  integrityToken: Scalars['String']['input'];
  orderIdentifier: Scalars['String']['input'];
};


export type MutationUpdateRegistrantContactArgs = {
  contact: Array<ContactValueInput>;
  domain: Scalars['String']['input'];
  integrityToken: Scalars['String']['input'];
  orderIdentifier: Scalars['String']['input'];
};

export type Order = {
  __typename?: 'Order';
  /** Where the registrant data of the order's domains can be edited; null without domains. */
  anonymouseDomainsUrl: Maybe<Scalars['String']['output']>;
  /** The saved card an automatic renewal charged for the order, as its invoice names it (paymentMethodTitle says it in words); null otherwise. */
  chargedCard: Maybe<CardName>;
  companyBilling: Scalars['Boolean']['output'];
  contactInputs: Array<ContactInput>;
  /** True when the voucher pays for the whole order: nothing is left to pay. */
  coveredByVoucher: Scalars['Boolean']['output'];
  /** ISO 8601 time the order was made. */
  createdAt: Scalars['String']['output'];
  /** The credit notes of the order's refunds, oldest first; empty without refunds. */
  creditNotes: Array<OrderCreditNote>;
  currencyCode: Currency;
  customerCareDomainRestoration: Scalars['Boolean']['output'];
  domainExpirationDate: Maybe<Scalars['String']['output']>;
  domainNames: Array<Scalars['String']['output']>;
  /**
   * True when an order awaiting a bank transfer is past payBy: nothing is reserved for it any more, so the checkout
   * shows it as expired and offers no payment (a transfer that still arrives is matched by customer care).
   */
  expired: Scalars['Boolean']['output'];
  /**
   * Domains of a paid order that could not be registered: somebody else took the name after the order's reservation
   * ended and before the payment arrived. Empty for any other order.
   */
  failedDomains: Array<Scalars['String']['output']>;
  /** ISO 8601 date the services start. */
  fromDate: Scalars['String']['output'];
  fullTitle: Scalars['String']['output'];
  identifier: Scalars['String']['output'];
  /** The token the next mutation of this order must carry. */
  integrityToken: Scalars['String']['output'];
  /** The tax invoice; null until the order is paid (and for orders paid before invoices were issued). */
  invoice: Maybe<Invoice>;
  items: Array<OrderItem>;
  mainOrderType: OrderType;
  /** When the package chosen would be paid again, ISO 8601 date; null without a package. */
  nextPaymentDate: Maybe<Scalars['String']['output']>;
  /** The price before the voucher, VAT included; null without a voucher discount. */
  originalPriceFormatted: Maybe<Scalars['String']['output']>;
  originalPriceWrapped: Maybe<Array<PricePart>>;
  packageExpirationDate: Maybe<Scalars['String']['output']>;
  /** When the order was paid, ISO 8601; null until it is. */
  paidAt: Maybe<Scalars['String']['output']>;
  /**
   * The last day of an order awaiting a bank transfer, ISO 8601: its domains are reserved for 14 days from
   * finishing (RESERVATION_DAYS); null for any other order.
   */
  payBy: Maybe<Scalars['String']['output']>;
  paymentFailUrl: Scalars['String']['output'];
  /** How to pay by bank transfer; set while the order awaits a transfer and is not expired (an expired order offers no way to pay it). */
  paymentInstructions: Maybe<PaymentInstructions>;
  /**
   * paymentMethodTitle's method as a code, for a page that says it in its own language: STRIPE ('Card'), STRIPE_CHECKOUT,
   * GATEWAY ('Online payment'), TRANSFER ('Bank transfer'), VOUCHER ('Voucher (nothing left to pay)'); null for a draft
   * (or a method no longer known).
   */
  paymentMethodCode: Maybe<PaymentProvider>;
  /** The payment method chosen when finishing, as the checkout lists it ('Online payment', 'Bank transfer', 'Card'); null for a draft. */
  paymentMethodTitle: Maybe<Scalars['String']['output']>;
  paymentSuccessUrl: Scalars['String']['output'];
  pluginExpirationDate: Maybe<Scalars['String']['output']>;
  /** What the customer pays, VAT included. */
  price: Price;
  priceFormatted: Scalars['String']['output'];
  priceWithVat: Price;
  priceWithoutVat: Price;
  priceWrapped: Array<PricePart>;
  /** The name of the website the order is for; null for an order of a domain alone. */
  project: Maybe<Scalars['String']['output']>;
  /** True when a business customer with a VAT ID of another EU country, confirmed by VIES, pays no VAT (reverse charge). */
  reverseCharge: Scalars['Boolean']['output'];
  status: OrderStatus;
  targetAddonHash: Maybe<Scalars['String']['output']>;
  targetAddonParentExpirationDate: Maybe<Scalars['String']['output']>;
  targetAddonParentIdentifier: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** True when a domain of the order is transferred from another registrar. */
  transfer: Scalars['Boolean']['output'];
  type: OrderType;
  vatAmount: Price;
  /** The VIES check of the billing VAT ID when the billing claims reverse charge; null when it claims none. */
  vatIdCheck: Maybe<VatIdCheck>;
  /** Percent, as a decimal string: '21', '8.1', '0'. */
  vatRate: Scalars['String']['output'];
  voucher: Maybe<OrderVoucher>;
};

/** A credit note as the order's owner lists it (the back office's refunds show CreditNote). */
export type OrderCreditNote = {
  __typename?: 'OrderCreditNote';
  /** Where the order's account downloads the PDF: /api/credit-notes/NUMBER.pdf. */
  downloadUrl: Scalars['String']['output'];
  /** ISO 8601 date and time of issue. */
  issuedAt: Scalars['String']['output'];
  /** Gapless per year in its own series, e.g. 'CN-2026-000001'. */
  number: Scalars['String']['output'];
  /** What was refunded, VAT included, e.g. '€12.10'. */
  totalFormatted: Scalars['String']['output'];
};

export type OrderItem = {
  /** In the order (add-ons and plugins offered but not added, and private registration switched off, are not). */
  checked: Scalars['Boolean']['output'];
  currentVariant: CurrentVariant;
  /** Cannot be changed by the customer. */
  disabled: Scalars['Boolean']['output'];
  /** Identifies the item in mutations (updateOrderServicePeriod, deleteOrderAdditionalItem). */
  hash: Scalars['String']['output'];
  /** Months the item is paid for. */
  period: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  type: OrderItemType;
  variants: Array<Variant>;
  variantsHeader: Scalars['String']['output'];
};

export type OrderItemType =
  | 'addon'
  | 'domain'
  | 'package'
  | 'plugin'
  | 'private_registration';

export type OrderStatus =
  | 'AWAITING_PAYMENT'
  | 'CANCELLED'
  | 'DRAFT'
  /** A bank transfer unpaid after its 14 days: no payment of the shop takes it; an operator may still record a late transfer. */
  | 'EXPIRED'
  | 'PAID';

/** What the order buys: a package (possibly with a domain), a domain alone, or another period of services already held. */
export type OrderType =
  /** An add-on or plugin bought alone for a website's paid package, until the package's date. */
  | 'ADDON'
  | 'DOMAIN'
  | 'DOMAIN_WITH_PACKAGE'
  | 'PACKAGE'
  /** A renewal: the next period of a website's package, add-ons, plugins, domains and private registrations. */
  | 'RENEWAL';

export type OrderVoucher = {
  __typename?: 'OrderVoucher';
  code: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type Package = {
  __typename?: 'Package';
  identifier: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** Monthly price when paid for 12 months. */
  monthlyPrice: Money;
  name: Scalars['String']['output'];
};

export type PackageOrderItem = OrderItem & {
  __typename?: 'PackageOrderItem';
  checked: Scalars['Boolean']['output'];
  currentVariant: CurrentVariant;
  disabled: Scalars['Boolean']['output'];
  hash: Scalars['String']['output'];
  /**
   * The part of the upgrade credit this period cannot use, as it exceeds the period's price: lost if the order is
   * finished with this period (a longer period uses more of it). Null when the whole credit is used.
   */
  levelDiscountForfeited: Maybe<Price>;
  levelDiscountedAmount: Maybe<Price>;
  packageIdentifier: Scalars['String']['output'];
  packageVersionId: Scalars['Int']['output'];
  period: Scalars['Int']['output'];
  /** Percent of the price credited for the unused part of the current package (an upgrade). */
  priceLevelDiscount: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  type: OrderItemType;
  variants: Array<Variant>;
  variantsHeader: Scalars['String']['output'];
};

export type PaymentInstructions = {
  __typename?: 'PaymentInstructions';
  accountName: Scalars['String']['output'];
  amount: Price;
  bic: Scalars['String']['output'];
  /** The account as Czech customers write it (PREFIX-NUMBER/BANK, e.g. 19-2000145399/0800); null for an account outside Czechia. */
  domesticAccount: Maybe<Scalars['String']['output']>;
  iban: Scalars['String']['output'];
  /**
   * The address of the order's payment QR code (an SVG image for the order's account) that banking apps scan: the Czech
   * QR Platba (SPAYD) for CZK, the EPC SEPA code for EUR; null in other currencies.
   */
  qrCodeUrl: Maybe<Scalars['String']['output']>;
  /** The reference to put on the transfer. */
  variableSymbol: Scalars['String']['output'];
};

export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  className: Scalars['String']['output'];
  elementId: Scalars['String']['output'];
  forceBillingForm: Scalars['Boolean']['output'];
  icon: Maybe<Scalars['String']['output']>;
  icons: Array<PaymentMethodIcon>;
  iframe: Scalars['Boolean']['output'];
  infoboxText: Maybe<Scalars['String']['output']>;
  inputs: Array<PaymentMethodInput>;
  largeIcon: Maybe<Scalars['String']['output']>;
  /** The paymentServiceName finishOrder takes. */
  name: Scalars['String']['output'];
  newWindow: Scalars['Boolean']['output'];
  open: Scalars['Boolean']['output'];
  oppositeElementId: Maybe<Scalars['String']['output']>;
  recurringEnabled: Scalars['Boolean']['output'];
  redirectUrl: Maybe<Scalars['String']['output']>;
  requiredBillingFields: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** stripe (a card through Stripe Elements), gateway (a form posted to url) or transfer. */
  type: Scalars['String']['output'];
  url: Maybe<Scalars['String']['output']>;
};

export type PaymentMethodIcon = {
  __typename?: 'PaymentMethodIcon';
  class: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type PaymentMethodInput = {
  __typename?: 'PaymentMethodInput';
  editable: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type PaymentMethods = {
  __typename?: 'PaymentMethods';
  /** Nothing to pay at a provider now (bank transfer, or an order the voucher covers): go to the success URL. */
  goStraightOn: Scalars['Boolean']['output'];
  methods: Array<PaymentMethod>;
};

/** What took or takes an order's money (the payments' provider). */
export type PaymentProvider =
  | 'GATEWAY'
  | 'STRIPE'
  | 'STRIPE_CHECKOUT'
  | 'TRANSFER'
  | 'VOUCHER';

export type PeriodUnit =
  | 'month'
  | 'year';

/** An amount in minor units with its currency, formatted for the visitor's language. */
export type Price = {
  __typename?: 'Price';
  amountMinor: Scalars['Int']['output'];
  currency: Currency;
  /** e.g. '€7.99', '199 Kč' */
  formatted: Scalars['String']['output'];
  /** The formatted amount in parts (currency, integer, decimal, fraction, literal...), for styling without HTML. */
  wrapped: Array<PricePart>;
};

export type PricePart = {
  __typename?: 'PricePart';
  type: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type PrivateRegistrationOrderItem = OrderItem & {
  __typename?: 'PrivateRegistrationOrderItem';
  checked: Scalars['Boolean']['output'];
  contact: RegistrantContact;
  contactRequired: Scalars['Boolean']['output'];
  currentVariant: CurrentVariant;
  disabled: Scalars['Boolean']['output'];
  domain: Scalars['String']['output'];
  editPersonalInfoUrl: Scalars['String']['output'];
  hash: Scalars['String']['output'];
  missingAnyPersonalData: Scalars['Boolean']['output'];
  period: Scalars['Int']['output'];
  privateChangeDisabled: Scalars['Boolean']['output'];
  renew: Scalars['Boolean']['output'];
  supportsFreeVoucher: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  type: OrderItemType;
  variants: Array<Variant>;
  variantsHeader: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /**
   * One page (from 1, 50 entries) of the audit log of operators' actions, newest first. Codes: UNAUTHENTICATED,
   * FORBIDDEN, INVALID_FILTER.
   */
  adminAuditLog: AdminAuditPage;
  /** Packages, add-ons and plugins, TLD prices and FAQ items as the back office edits them. */
  adminCatalogue: AdminCatalogue;
  /** The service lifecycle's settings and the daily job's latest runs, newest first. */
  adminLifecycle: AdminLifecycle;
  /** Whether e-mail delivery is failing (the rule of docs/admin.md), for the console's warning. */
  adminMailHealth: AdminMailHealth;
  /**
   * One page (from 1, 25 messages) of the messages that failed for good or are delayed (still being retried after a
   * failed attempt), newest first. Codes: INVALID_FILTER.
   */
  adminMailProblems: AdminMailPage;
  /** The imported payments still to be resolved (short, over, unknown), oldest first. */
  adminOpenStatementLines: Array<StatementLine>;
  /** Every operator, the oldest first. */
  adminOperators: Array<AdminOperator>;
  /** Any account's order by its identifier, with its payments, invoice and history. Codes: UNAUTHENTICATED, FORBIDDEN, ORDER_NOT_FOUND. */
  adminOrder: AdminOrder;
  /** An order's payments, with what was paid and refunded, and its refunds. Codes: ORDER_NOT_FOUND. */
  adminOrderRefunds: AdminOrderRefunds;
  /**
   * One page (from 1, 25 orders) of every account's orders that match the filter, newest first. Codes:
   * UNAUTHENTICATED, FORBIDDEN, INVALID_FILTER.
   */
  adminOrders: AdminOrderPage;
  /**
   * What importing the statement would do, line by line, without writing anything. content: the file's text, a
   * camt.053 XML or the portal's CSV, at most 512 KB. Codes: STATEMENT_INVALID (the message says what and where),
   * STATEMENT_TOO_LARGE.
   */
  adminPreviewStatement: StatementPreview;
  /**
   * One page (from 1, 25 services) of every account's services that match the filter, the latest end first. Codes:
   * INVALID_FILTER.
   */
  adminServices: AdminServicePage;
  /** Whether the signed-in operator has two-factor sign-in on, and whether the portal requires it. */
  adminTwoFactor: AdminTwoFactor;
  /** Every country's VAT rates, by country name, and the seller's country and VAT status. */
  adminVatRates: AdminVatRates;
  /** Every voucher, by code. */
  adminVouchers: Array<AdminVoucher>;
  /** Whether a card can be saved here without a payment: card payments (Stripe) are set up. */
  cardSetupOffered: Scalars['Boolean']['output'];
  /** The signed-in account's cookie consent JSON, or null when the account has none yet. Codes: UNAUTHENTICATED. */
  cookieConsent: Maybe<Scalars['String']['output']>;
  /**
   * Whether a domain name can be bought here, with its prices, and the same name in the portal's other TLDs. Open to
   * visitors. A name without a TLD is searched as .com. Codes: INVALID_DOMAIN_NAME (the message says which rule),
   * TLD_NOT_OFFERED, IDN_NOT_SUPPORTED (the TLD takes no accented letters).
   */
  domainSearch: DomainSearchResult;
  /** Whether the server can reach its database. */
  health: Health;
  /**
   * The signed-in account's domains registered through its orders that belong to no website (a domain-only order
   * made without one), with their expiry dates, by name. Codes: UNAUTHENTICATED.
   */
  myDomainsWithoutWebsite: Array<WebsiteDomain>;
  /** Every order of the signed-in account, newest first. Codes: UNAUTHENTICATED. */
  myOrders: Array<Order>;
  /** The signed-in account's services: websites' packages, add-ons and plugins (by website, oldest first), then domains and their private registrations (by name). */
  myServices: Array<Service>;
  /** The signed-in account's websites, oldest first. */
  myWebsites: Array<Website>;
  /** An order of the signed-in account. Codes: UNAUTHENTICATED, ORDER_NOT_FOUND. */
  order: Order;
  /** The packages on offer, in price list order, priced in the currency (default: the portal's price list currency). */
  packages: Array<Package>;
  /**
   * How the order can be paid. The finish flow reloads them with lastReloadBeforeSubmit true just before paying,
   * passing back the chosen method's MerchantTransactionID and MethodID inputs (merchantTransactionId, methodId)
   * and the page's ref and token; that reload prepares the payment. Codes: UNAUTHENTICATED, ORDER_NOT_FOUND,
   * ORDER_NOT_FINISHED (a payment prepared before finishOrder), PAYMENT_METHOD_NOT_FOUND, INVALID_TRANSACTION,
   * ORDER_ALREADY_PAID, ORDER_CANCELLED, ORDER_EXPIRED (a bank transfer past its 14 days: Order.expired), PACKAGE_CHANGED
   * (another order changed the website's package after this one was sent).
   */
  paymentMethods: PaymentMethods;
  /** The signed-in account's saved cards, newest first. */
  savedCards: Array<SavedCard>;
};


export type QueryAdminAuditLogArgs = {
  filter: InputMaybe<AdminAuditFilterInput>;
  page: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminMailProblemsArgs = {
  filter: InputMaybe<AdminMailFilterInput>;
  page: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminOrderArgs = {
  identifier: Scalars['String']['input'];
};


export type QueryAdminOrderRefundsArgs = {
  orderIdentifier: Scalars['String']['input'];
};


export type QueryAdminOrdersArgs = {
  filter: InputMaybe<AdminOrderFilterInput>;
  page: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminPreviewStatementArgs = {
  content: Scalars['String']['input'];
};


export type QueryAdminServicesArgs = {
  filter: InputMaybe<AdminServiceFilterInput>;
  page: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDomainSearchArgs = {
  currency: InputMaybe<Currency>;
  name: Scalars['String']['input'];
};


export type QueryOrderArgs = {
  orderIdentifier: Scalars['String']['input'];
};


export type QueryPackagesArgs = {
  currency: InputMaybe<Currency>;
};


export type QueryPaymentMethodsArgs = {
  lastReloadBeforeSubmit: Scalars['Boolean']['input'];
  merchantTransactionId: InputMaybe<Scalars['String']['input']>;
  methodId: InputMaybe<Scalars['String']['input']>;
  orderIdentifier: Scalars['String']['input'];
  ref: InputMaybe<Scalars['String']['input']>;
  token: InputMaybe<Scalars['String']['input']>;
};

export type RegistrantContact = {
  __typename?: 'RegistrantContact';
  address: Scalars['String']['output'];
  city: Scalars['String']['output'];
  company: Scalars['String']['output'];
  countryCode: Scalars['String']['output'];
  dic: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  ico: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  state: Scalars['String']['output'];
  surname: Scalars['String']['output'];
  zip: Scalars['String']['output'];
};

/** A card saved at Stripe for automatic renewals. */
export type SavedCard = {
  __typename?: 'SavedCard';
  /** Stripe's brand: visa, mastercard, amex ... */
  brand: Scalars['String']['output'];
  /** In the words customers read: Visa ending 4242, expires 12/2030. */
  description: Scalars['String']['output'];
  expMonth: Scalars['Int']['output'];
  expYear: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  last4: Scalars['String']['output'];
};

export type Service = {
  __typename?: 'Service';
  /**
   * A website's package service while the package is paid beyond today: the add-ons and plugins the website does not
   * have (active or due for renewal), each bought alone until the package's date. Empty for every other service.
   */
  addons: Array<ServiceAddonOffer>;
  autoRenew: Scalars['Boolean']['output'];
  /**
   * A website's paid package service (active or renewal due): the smaller packages it may choose for the next period,
   * smallest first. Empty for every other service.
   */
  downgrades: Array<ServiceDowngradeOption>;
  id: Scalars['ID']['output'];
  kind: ServiceKind;
  /**
   * The last automatic charge of the service's renewal with a saved card, where one was made and still says something:
   * renewed, charged (Stripe's word awaited), failed or waiting for the bank's confirmation (the renewal order still
   * payable). Null otherwise.
   */
  lastAutomaticCharge: Maybe<ServiceAutomaticCharge>;
  /** The package, add-on or plugin name; the domain for a domain or its private registration. */
  name: Scalars['String']['output'];
  /** A website's package service: the smaller package chosen for the next period, if any (null for every other service). */
  nextPackage: Maybe<ServiceNextPackage>;
  /** A private registration whose domain was renewed without it: it is not renewed and ends at paidUntil, with no grace. */
  notRenewed: Scalars['Boolean']['output'];
  /** ISO 8601: the end of the paid period. */
  paidUntil: Scalars['String']['output'];
  /** Where the customer renews it (/renew/service/ID) while it can be renewed; null otherwise. */
  renewPath: Maybe<Scalars['String']['output']>;
  status: ServiceStatus;
  /** The status in the words customers read (Active, Renewal due, Lapsed: on the free version ...). */
  statusText: Scalars['String']['output'];
  /** The website it belongs to; null for a domain without one. */
  website: Maybe<Scalars['String']['output']>;
};

/** An add-on or plugin on offer for a website's paid package (docs/services.md "Add-ons bought alone"). */
export type ServiceAddonOffer = {
  __typename?: 'ServiceAddonOffer';
  /** Where the customer adds it (/add-on/WEBSITE/IDENTIFIER): makes its order and leads to the checkout. */
  addPath: Scalars['String']['output'];
  identifier: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** An automatic renewal's charge to a saved card (docs/services.md "Automatic renewal"). */
export type ServiceAutomaticCharge = {
  __typename?: 'ServiceAutomaticCharge';
  /** The card charged in words (Visa ending 4242); null when not known. */
  card: Maybe<Scalars['String']['output']>;
  /** ISO 8601: when the charge was made. */
  chargedAt: Scalars['String']['output'];
  /** The card charged, for a page that names it in its own language; null when not known. */
  chargedCard: Maybe<CardName>;
  /** ISO 8601: the day of the next automatic try; null when none will be made. */
  nextTryOn: Maybe<Scalars['String']['output']>;
  outcome: AutomaticChargeOutcome;
};

/** A smaller package a website may choose for its next period. */
export type ServiceDowngradeOption = {
  __typename?: 'ServiceDowngradeOption';
  identifier: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** What would stop working on it, in the price list guard's words; null when it carries the website as it is. */
  warning: Maybe<Scalars['String']['output']>;
};

export type ServiceKind =
  | 'ADDON'
  | 'DOMAIN'
  | 'PACKAGE'
  | 'PLUGIN'
  | 'PRIVATE_REGISTRATION';

/** A smaller package chosen for a website's next period (docs/services.md "Downgrade at renewal"). */
export type ServiceNextPackage = {
  __typename?: 'ServiceNextPackage';
  identifier: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The next period is paid for it: the choice can no longer be cancelled. */
  paid: Scalars['Boolean']['output'];
  /** ISO 8601: the day it runs from, the end of the package's paid period. */
  startsAt: Scalars['String']['output'];
  /** What would stop working on it, in the price list guard's words; null when it carries the website as it is. */
  warning: Maybe<Scalars['String']['output']>;
};

/** A state of the serviceLifecycle machine (docs/services.md). */
export type ServiceStatus =
  | 'ACTIVE'
  /** A website's service after its grace: the website is archived. */
  | 'EXPIRED'
  /** The renewal window is open (30 days before paidUntil by default). */
  | 'EXPIRING'
  /** Past paidUntil: a website runs the free version; a domain (with its private registration) renews at the normal price. */
  | 'GRACE'
  /** A domain (with its private registration) after its grace: restoring it costs the TLD's restoration fee. */
  | 'REDEMPTION'
  /** A domain given back to the registry, and its private registration with it. */
  | 'RELEASED';

export type StatementFormat =
  | 'CAMT053'
  | 'CSV';

export type StatementImport = {
  __typename?: 'StatementImport';
  format: StatementFormat;
  lines: Array<StatementLine>;
  /** Null when nothing was new: every line had been imported before. */
  statementId: Maybe<Scalars['String']['output']>;
};

export type StatementLine = {
  __typename?: 'StatementLine';
  amountFormatted: Scalars['String']['output'];
  /**
   * The amount in the currency's minor unit: always a whole number. A Float because a bank's payment can exceed Int's
   * 2^31 - 1; amounts are at most 2^53 - 1, which a Float carries exactly.
   */
  amountMinor: Scalars['Float']['output'];
  /** YYYY-MM-DD. */
  bookedOn: Scalars['String']['output'];
  counterparty: Scalars['String']['output'];
  /** ISO 4217, whatever the bank used. */
  currency: Scalars['String']['output'];
  /** The bank's unique reference of the entry. */
  entryReference: Scalars['String']['output'];
  /** Null in a preview and for lines not written (debits, already imported). */
  id: Maybe<Scalars['String']['output']>;
  /** The order its reference names, when it names one. */
  orderIdentifier: Maybe<Scalars['String']['output']>;
  orderStatus: Maybe<OrderStatus>;
  orderTotalFormatted: Maybe<Scalars['String']['output']>;
  outcome: StatementLineOutcome;
  /** The payer's account (an IBAN, or the bank's other id) as the statement gives it; '' when it gives none. */
  payerAccount: Scalars['String']['output'];
  /** The CSV's line, or the entry's number in a camt.053. */
  position: Scalars['Int']['output'];
  reference: Scalars['String']['output'];
  /** An open line whose order was paid already, in the line's currency: its money can be refunded to the payer (REFUND). */
  refundable: Scalars['Boolean']['output'];
  resolutionReason: Maybe<Scalars['String']['output']>;
};

export type StatementLineAction =
  | 'LEAVE'
  | 'MARK_PAID'
  | 'REFUND';

/** What became of a statement line (contracts/bank-statements.ts). */
export type StatementLineOutcome =
  | 'ALREADY_IMPORTED'
  | 'DEBIT'
  | 'LEFT'
  | 'OVER'
  | 'PAID'
  | 'REFUNDED'
  | 'RESOLVED'
  | 'SHORT'
  | 'UNKNOWN';

export type StatementPreview = {
  __typename?: 'StatementPreview';
  format: StatementFormat;
  lines: Array<StatementLine>;
};

export type Variant = {
  __typename?: 'Variant';
  active: Scalars['Boolean']['output'];
  interval: Interval;
  /** Months. */
  period: Scalars['Int']['output'];
  /** The price of the whole period, before any voucher. */
  price: Price;
  /** 0: none; higher: more recommended (the best saving is the highest). */
  recommendationLevel: Scalars['Int']['output'];
  /** Saved against paying the shortest period repeatedly; null when nothing is saved. */
  savings: Maybe<Price>;
  title: Scalars['String']['output'];
  variantHeader: Scalars['String']['output'];
};

/** What the EU's VIES service said about the VAT ID for which the billing claims reverse charge. */
export type VatIdCheck = {
  __typename?: 'VatIdCheck';
  /** When VIES was asked, ISO 8601. */
  checkedAt: Maybe<Scalars['String']['output']>;
  /** VIES's consultation number of a valid answer. */
  consultationNumber: Maybe<Scalars['String']['output']>;
  /** The words to show the customer at the VAT ID field; null when VIES confirmed it. */
  message: Maybe<Scalars['String']['output']>;
  status: VatIdCheckStatus;
  vatId: Scalars['String']['output'];
};

export type VatIdCheckStatus =
  /** VIES does not know the VAT ID: VAT is charged. */
  | 'INVALID'
  /** VIES could not answer (a member state's service down, a timeout): VAT is charged for now and the check is retried. */
  | 'UNAVAILABLE'
  /** Not checked yet (the billing was saved before checks began): VAT is charged until it is. */
  | 'UNCHECKED'
  /** VIES confirmed the VAT ID: reverse charge. */
  | 'VALID';

export type Website = {
  __typename?: 'Website';
  /** ISO 8601 time of creation. */
  createdAt: Scalars['String']['output'];
  /** null when the website has no package yet, and while it runs the free version. */
  currentPackage: Maybe<WebsitePackage>;
  /** The domains registered or transferred through the portal for this website, in Unicode form, by name. */
  domains: Array<Scalars['String']['output']>;
  /** Its package ran out unrenewed and can still be renewed: the website runs the free version, its content kept. False again once renewed or archived. */
  freeVersion: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The registered domains of the website with their expiry dates, by name. */
  registeredDomains: Array<WebsiteDomain>;
};

/** A domain registered or transferred through the portal. */
export type WebsiteDomain = {
  __typename?: 'WebsiteDomain';
  /** ISO 8601 date the registration runs until: the registration date plus the period bought. */
  expiresAt: Maybe<Scalars['String']['output']>;
  /** Unicode form. */
  name: Scalars['String']['output'];
};

export type WebsitePackage = {
  __typename?: 'WebsitePackage';
  identifier: Scalars['String']['output'];
  name: Scalars['String']['output'];
};
