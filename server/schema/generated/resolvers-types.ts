import type * as Types from '../../graphql-types/generated/types';
export type * from '../../graphql-types/generated/types';
import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../context';
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };


export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Types.Maybe<TTypes> | Promise<Types.Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  OrderItem:
    | ( Types.AddonOrderItem )
    | ( Types.DomainOrderItem )
    | ( Types.PackageOrderItem )
    | ( Types.PrivateRegistrationOrderItem )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddonOrderItem: ResolverTypeWrapper<Types.AddonOrderItem>;
  AdminAddon: ResolverTypeWrapper<Types.AdminAddon>;
  AdminAddonInput: Types.AdminAddonInput;
  AdminAddonPrice: ResolverTypeWrapper<Types.AdminAddonPrice>;
  AdminAddonPriceInput: Types.AdminAddonPriceInput;
  AdminAuditEntry: ResolverTypeWrapper<Types.AdminAuditEntry>;
  AdminAuditFilterInput: Types.AdminAuditFilterInput;
  AdminAuditPage: ResolverTypeWrapper<Types.AdminAuditPage>;
  AdminBillingValue: ResolverTypeWrapper<Types.AdminBillingValue>;
  AdminCatalogue: ResolverTypeWrapper<Types.AdminCatalogue>;
  AdminEndServiceInput: Types.AdminEndServiceInput;
  AdminExtendServiceInput: Types.AdminExtendServiceInput;
  AdminFaqItem: ResolverTypeWrapper<Types.AdminFaqItem>;
  AdminFaqItemInput: Types.AdminFaqItemInput;
  AdminLifecycle: ResolverTypeWrapper<Types.AdminLifecycle>;
  AdminLifecycleCount: ResolverTypeWrapper<Types.AdminLifecycleCount>;
  AdminLifecycleRun: ResolverTypeWrapper<Types.AdminLifecycleRun>;
  AdminLifecycleRunOutcome: Types.AdminLifecycleRunOutcome;
  AdminLifecycleSettings: ResolverTypeWrapper<Types.AdminLifecycleSettings>;
  AdminLifecycleSettingsInput: Types.AdminLifecycleSettingsInput;
  AdminMailFilterInput: Types.AdminMailFilterInput;
  AdminMailHealth: ResolverTypeWrapper<Types.AdminMailHealth>;
  AdminMailMessage: ResolverTypeWrapper<Types.AdminMailMessage>;
  AdminMailPage: ResolverTypeWrapper<Types.AdminMailPage>;
  AdminMailProblem: Types.AdminMailProblem;
  AdminMailStatus: Types.AdminMailStatus;
  AdminOperator: ResolverTypeWrapper<Types.AdminOperator>;
  AdminOrder: ResolverTypeWrapper<Types.AdminOrder>;
  AdminOrderFilterInput: Types.AdminOrderFilterInput;
  AdminOrderHistoryEntry: ResolverTypeWrapper<Types.AdminOrderHistoryEntry>;
  AdminOrderLine: ResolverTypeWrapper<Types.AdminOrderLine>;
  AdminOrderPage: ResolverTypeWrapper<Types.AdminOrderPage>;
  AdminOrderRefunds: ResolverTypeWrapper<Types.AdminOrderRefunds>;
  AdminOrderRow: ResolverTypeWrapper<Types.AdminOrderRow>;
  AdminPackage: ResolverTypeWrapper<Types.AdminPackage>;
  AdminPackageFeature: ResolverTypeWrapper<Types.AdminPackageFeature>;
  AdminPackageFeatureInput: Types.AdminPackageFeatureInput;
  AdminPackageInput: Types.AdminPackageInput;
  AdminPackagePrice: ResolverTypeWrapper<Types.AdminPackagePrice>;
  AdminPackagePriceInput: Types.AdminPackagePriceInput;
  AdminPayment: ResolverTypeWrapper<Types.AdminPayment>;
  AdminRecoveryCodes: ResolverTypeWrapper<Types.AdminRecoveryCodes>;
  AdminRefund: ResolverTypeWrapper<Types.AdminRefund>;
  AdminRefundPaymentInput: Types.AdminRefundPaymentInput;
  AdminRefundResult: ResolverTypeWrapper<Types.AdminRefundResult>;
  AdminRefundablePayment: ResolverTypeWrapper<Types.AdminRefundablePayment>;
  AdminService: ResolverTypeWrapper<Types.AdminService>;
  AdminServiceFilterInput: Types.AdminServiceFilterInput;
  AdminServiceKind: Types.AdminServiceKind;
  AdminServicePage: ResolverTypeWrapper<Types.AdminServicePage>;
  AdminServiceStatus: Types.AdminServiceStatus;
  AdminTld: ResolverTypeWrapper<Types.AdminTld>;
  AdminTldInput: Types.AdminTldInput;
  AdminTldPrice: ResolverTypeWrapper<Types.AdminTldPrice>;
  AdminTldPriceInput: Types.AdminTldPriceInput;
  AdminTwoFactor: ResolverTypeWrapper<Types.AdminTwoFactor>;
  AdminTwoFactorEnrolment: ResolverTypeWrapper<Types.AdminTwoFactorEnrolment>;
  AdminVatCountry: ResolverTypeWrapper<Types.AdminVatCountry>;
  AdminVatRate: ResolverTypeWrapper<Types.AdminVatRate>;
  AdminVatRateInput: Types.AdminVatRateInput;
  AdminVatRates: ResolverTypeWrapper<Types.AdminVatRates>;
  AdminVoucher: ResolverTypeWrapper<Types.AdminVoucher>;
  AdminVoucherInput: Types.AdminVoucherInput;
  AdminVoucherKind: Types.AdminVoucherKind;
  AutomaticChargeOutcome: Types.AutomaticChargeOutcome;
  Boolean: ResolverTypeWrapper<Types.Scalars['Boolean']['output']>;
  CardName: ResolverTypeWrapper<Types.CardName>;
  CardSetup: ResolverTypeWrapper<Types.CardSetup>;
  ContactInput: ResolverTypeWrapper<Types.ContactInput>;
  ContactOption: ResolverTypeWrapper<Types.ContactOption>;
  ContactValidation: ResolverTypeWrapper<Types.ContactValidation>;
  ContactValueInput: Types.ContactValueInput;
  CreateDomainOrderResult: ResolverTypeWrapper<Types.CreateDomainOrderResult>;
  CreatePackageOrderResult: ResolverTypeWrapper<Types.CreatePackageOrderResult>;
  CreditNote: ResolverTypeWrapper<Types.CreditNote>;
  Currency: Types.Currency;
  CurrentVariant: ResolverTypeWrapper<Types.CurrentVariant>;
  DomainAction: Types.DomainAction;
  DomainAvailability: Types.DomainAvailability;
  DomainOffer: ResolverTypeWrapper<Types.DomainOffer>;
  DomainOrderItem: ResolverTypeWrapper<Types.DomainOrderItem>;
  DomainSearchResult: ResolverTypeWrapper<Types.DomainSearchResult>;
  Float: ResolverTypeWrapper<Types.Scalars['Float']['output']>;
  Health: ResolverTypeWrapper<Types.Health>;
  ID: ResolverTypeWrapper<Types.Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Types.Scalars['Int']['output']>;
  Interval: ResolverTypeWrapper<Types.Interval>;
  Invoice: ResolverTypeWrapper<Types.Invoice>;
  Money: ResolverTypeWrapper<Types.Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<Omit<Types.Order, 'items'> & { items: Array<ResolversTypes['OrderItem']> }>;
  OrderCreditNote: ResolverTypeWrapper<Types.OrderCreditNote>;
  OrderItem: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['OrderItem']>;
  OrderItemType: Types.OrderItemType;
  OrderStatus: Types.OrderStatus;
  OrderType: Types.OrderType;
  OrderVoucher: ResolverTypeWrapper<Types.OrderVoucher>;
  Package: ResolverTypeWrapper<Types.Package>;
  PackageOrderItem: ResolverTypeWrapper<Types.PackageOrderItem>;
  PaymentInstructions: ResolverTypeWrapper<Types.PaymentInstructions>;
  PaymentMethod: ResolverTypeWrapper<Types.PaymentMethod>;
  PaymentMethodIcon: ResolverTypeWrapper<Types.PaymentMethodIcon>;
  PaymentMethodInput: ResolverTypeWrapper<Types.PaymentMethodInput>;
  PaymentMethods: ResolverTypeWrapper<Types.PaymentMethods>;
  PaymentProvider: Types.PaymentProvider;
  PeriodUnit: Types.PeriodUnit;
  Price: ResolverTypeWrapper<Types.Price>;
  PricePart: ResolverTypeWrapper<Types.PricePart>;
  PrivateRegistrationOrderItem: ResolverTypeWrapper<Types.PrivateRegistrationOrderItem>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegistrantContact: ResolverTypeWrapper<Types.RegistrantContact>;
  SavedCard: ResolverTypeWrapper<Types.SavedCard>;
  Service: ResolverTypeWrapper<Types.Service>;
  ServiceAddonOffer: ResolverTypeWrapper<Types.ServiceAddonOffer>;
  ServiceAutomaticCharge: ResolverTypeWrapper<Types.ServiceAutomaticCharge>;
  ServiceDowngradeOption: ResolverTypeWrapper<Types.ServiceDowngradeOption>;
  ServiceKind: Types.ServiceKind;
  ServiceNextPackage: ResolverTypeWrapper<Types.ServiceNextPackage>;
  ServiceStatus: Types.ServiceStatus;
  StatementFormat: Types.StatementFormat;
  StatementImport: ResolverTypeWrapper<Types.StatementImport>;
  StatementLine: ResolverTypeWrapper<Types.StatementLine>;
  StatementLineAction: Types.StatementLineAction;
  StatementLineOutcome: Types.StatementLineOutcome;
  StatementPreview: ResolverTypeWrapper<Types.StatementPreview>;
  String: ResolverTypeWrapper<Types.Scalars['String']['output']>;
  Variant: ResolverTypeWrapper<Types.Variant>;
  VatIdCheck: ResolverTypeWrapper<Types.VatIdCheck>;
  VatIdCheckStatus: Types.VatIdCheckStatus;
  Website: ResolverTypeWrapper<Types.Website>;
  WebsiteDomain: ResolverTypeWrapper<Types.WebsiteDomain>;
  WebsitePackage: ResolverTypeWrapper<Types.WebsitePackage>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddonOrderItem: Types.AddonOrderItem;
  AdminAddon: Types.AdminAddon;
  AdminAddonInput: Types.AdminAddonInput;
  AdminAddonPrice: Types.AdminAddonPrice;
  AdminAddonPriceInput: Types.AdminAddonPriceInput;
  AdminAuditEntry: Types.AdminAuditEntry;
  AdminAuditFilterInput: Types.AdminAuditFilterInput;
  AdminAuditPage: Types.AdminAuditPage;
  AdminBillingValue: Types.AdminBillingValue;
  AdminCatalogue: Types.AdminCatalogue;
  AdminEndServiceInput: Types.AdminEndServiceInput;
  AdminExtendServiceInput: Types.AdminExtendServiceInput;
  AdminFaqItem: Types.AdminFaqItem;
  AdminFaqItemInput: Types.AdminFaqItemInput;
  AdminLifecycle: Types.AdminLifecycle;
  AdminLifecycleCount: Types.AdminLifecycleCount;
  AdminLifecycleRun: Types.AdminLifecycleRun;
  AdminLifecycleSettings: Types.AdminLifecycleSettings;
  AdminLifecycleSettingsInput: Types.AdminLifecycleSettingsInput;
  AdminMailFilterInput: Types.AdminMailFilterInput;
  AdminMailHealth: Types.AdminMailHealth;
  AdminMailMessage: Types.AdminMailMessage;
  AdminMailPage: Types.AdminMailPage;
  AdminOperator: Types.AdminOperator;
  AdminOrder: Types.AdminOrder;
  AdminOrderFilterInput: Types.AdminOrderFilterInput;
  AdminOrderHistoryEntry: Types.AdminOrderHistoryEntry;
  AdminOrderLine: Types.AdminOrderLine;
  AdminOrderPage: Types.AdminOrderPage;
  AdminOrderRefunds: Types.AdminOrderRefunds;
  AdminOrderRow: Types.AdminOrderRow;
  AdminPackage: Types.AdminPackage;
  AdminPackageFeature: Types.AdminPackageFeature;
  AdminPackageFeatureInput: Types.AdminPackageFeatureInput;
  AdminPackageInput: Types.AdminPackageInput;
  AdminPackagePrice: Types.AdminPackagePrice;
  AdminPackagePriceInput: Types.AdminPackagePriceInput;
  AdminPayment: Types.AdminPayment;
  AdminRecoveryCodes: Types.AdminRecoveryCodes;
  AdminRefund: Types.AdminRefund;
  AdminRefundPaymentInput: Types.AdminRefundPaymentInput;
  AdminRefundResult: Types.AdminRefundResult;
  AdminRefundablePayment: Types.AdminRefundablePayment;
  AdminService: Types.AdminService;
  AdminServiceFilterInput: Types.AdminServiceFilterInput;
  AdminServicePage: Types.AdminServicePage;
  AdminTld: Types.AdminTld;
  AdminTldInput: Types.AdminTldInput;
  AdminTldPrice: Types.AdminTldPrice;
  AdminTldPriceInput: Types.AdminTldPriceInput;
  AdminTwoFactor: Types.AdminTwoFactor;
  AdminTwoFactorEnrolment: Types.AdminTwoFactorEnrolment;
  AdminVatCountry: Types.AdminVatCountry;
  AdminVatRate: Types.AdminVatRate;
  AdminVatRateInput: Types.AdminVatRateInput;
  AdminVatRates: Types.AdminVatRates;
  AdminVoucher: Types.AdminVoucher;
  AdminVoucherInput: Types.AdminVoucherInput;
  Boolean: Types.Scalars['Boolean']['output'];
  CardName: Types.CardName;
  CardSetup: Types.CardSetup;
  ContactInput: Types.ContactInput;
  ContactOption: Types.ContactOption;
  ContactValidation: Types.ContactValidation;
  ContactValueInput: Types.ContactValueInput;
  CreateDomainOrderResult: Types.CreateDomainOrderResult;
  CreatePackageOrderResult: Types.CreatePackageOrderResult;
  CreditNote: Types.CreditNote;
  CurrentVariant: Types.CurrentVariant;
  DomainOffer: Types.DomainOffer;
  DomainOrderItem: Types.DomainOrderItem;
  DomainSearchResult: Types.DomainSearchResult;
  Float: Types.Scalars['Float']['output'];
  Health: Types.Health;
  ID: Types.Scalars['ID']['output'];
  Int: Types.Scalars['Int']['output'];
  Interval: Types.Interval;
  Invoice: Types.Invoice;
  Money: Types.Money;
  Mutation: Record<PropertyKey, never>;
  Order: Omit<Types.Order, 'items'> & { items: Array<ResolversParentTypes['OrderItem']> };
  OrderCreditNote: Types.OrderCreditNote;
  OrderItem: ResolversInterfaceTypes<ResolversParentTypes>['OrderItem'];
  OrderVoucher: Types.OrderVoucher;
  Package: Types.Package;
  PackageOrderItem: Types.PackageOrderItem;
  PaymentInstructions: Types.PaymentInstructions;
  PaymentMethod: Types.PaymentMethod;
  PaymentMethodIcon: Types.PaymentMethodIcon;
  PaymentMethodInput: Types.PaymentMethodInput;
  PaymentMethods: Types.PaymentMethods;
  Price: Types.Price;
  PricePart: Types.PricePart;
  PrivateRegistrationOrderItem: Types.PrivateRegistrationOrderItem;
  Query: Record<PropertyKey, never>;
  RegistrantContact: Types.RegistrantContact;
  SavedCard: Types.SavedCard;
  Service: Types.Service;
  ServiceAddonOffer: Types.ServiceAddonOffer;
  ServiceAutomaticCharge: Types.ServiceAutomaticCharge;
  ServiceDowngradeOption: Types.ServiceDowngradeOption;
  ServiceNextPackage: Types.ServiceNextPackage;
  StatementImport: Types.StatementImport;
  StatementLine: Types.StatementLine;
  StatementPreview: Types.StatementPreview;
  String: Types.Scalars['String']['output'];
  Variant: Types.Variant;
  VatIdCheck: Types.VatIdCheck;
  Website: Types.Website;
  WebsiteDomain: Types.WebsiteDomain;
  WebsitePackage: Types.WebsitePackage;
};

export type AddonOrderItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddonOrderItem'] = ResolversParentTypes['AddonOrderItem']> = {
  checked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currentVariant?: Resolver<ResolversTypes['CurrentVariant'], ParentType, ContextType>;
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  info?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kbArticleUrl?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  showMoreText?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OrderItemType'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['Variant']>, ParentType, ContextType>;
  variantsHeader?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AdminAddonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAddon'] = ResolversParentTypes['AdminAddon']> = {
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['AdminAddonPrice']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminAddonPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAddonPrice'] = ResolversParentTypes['AdminAddonPrice']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminAuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAuditEntry'] = ResolversParentTypes['AdminAuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  before?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operatorEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminAuditPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAuditPage'] = ResolversParentTypes['AdminAuditPage']> = {
  entries?: Resolver<Array<ResolversTypes['AdminAuditEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminBillingValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminBillingValue'] = ResolversParentTypes['AdminBillingValue']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminCatalogueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminCatalogue'] = ResolversParentTypes['AdminCatalogue']> = {
  addons?: Resolver<Array<ResolversTypes['AdminAddon']>, ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  faq?: Resolver<Array<ResolversTypes['AdminFaqItem']>, ParentType, ContextType>;
  limitedPackage?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['AdminPackage']>, ParentType, ContextType>;
  tlds?: Resolver<Array<ResolversTypes['AdminTld']>, ParentType, ContextType>;
};

export type AdminFaqItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminFaqItem'] = ResolversParentTypes['AdminFaqItem']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isShown?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminLifecycleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminLifecycle'] = ResolversParentTypes['AdminLifecycle']> = {
  runs?: Resolver<Array<ResolversTypes['AdminLifecycleRun']>, ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['AdminLifecycleSettings'], ParentType, ContextType>;
  updatedAt?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedBy?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminLifecycleCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminLifecycleCount'] = ResolversParentTypes['AdminLifecycleCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminLifecycleRunResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminLifecycleRun'] = ResolversParentTypes['AdminLifecycleRun']> = {
  asOf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  counts?: Resolver<Array<ResolversTypes['AdminLifecycleCount']>, ParentType, ContextType>;
  error?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['AdminLifecycleRunOutcome'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminLifecycleSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminLifecycleSettings'] = ResolversParentTypes['AdminLifecycleSettings']> = {
  archiveNoticeDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  domainGraceDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  domainReminderDays?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  draftRetentionDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hostingGraceDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hostingReminderDays?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  redemptionDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  renewalLeadDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminMailHealthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminMailHealth'] = ResolversParentTypes['AdminMailHealth']> = {
  delayed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminMailMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminMailMessage'] = ResolversParentTypes['AdminMailMessage']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastAttemptAt?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastError?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AdminMailStatus'], ParentType, ContextType>;
  subject?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  template?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminMailPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminMailPage'] = ResolversParentTypes['AdminMailPage']> = {
  messages?: Resolver<Array<ResolversTypes['AdminMailMessage']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminOperatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOperator'] = ResolversParentTypes['AdminOperator']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isYou?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOrder'] = ResolversParentTypes['AdminOrder']> = {
  billing?: Resolver<Array<ResolversTypes['AdminBillingValue']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  finishedAt?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AdminOrderHistoryEntry']>, ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoice?: Resolver<Types.Maybe<ResolversTypes['Invoice']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['AdminOrderLine']>, ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  paidAt?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payBy?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['AdminPayment']>, ParentType, ContextType>;
  pricingStored?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reverseCharge?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  vatRateBasisPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  websiteName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminOrderHistoryEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOrderHistoryEntry'] = ResolversParentTypes['AdminOrderHistoryEntry']> = {
  actorEmail?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actorKind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  before?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminOrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOrderLine'] = ResolversParentTypes['AdminOrderLine']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminOrderPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOrderPage'] = ResolversParentTypes['AdminOrderPage']> = {
  orders?: Resolver<Array<ResolversTypes['AdminOrderRow']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminOrderRefundsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOrderRefunds'] = ResolversParentTypes['AdminOrderRefunds']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidTwice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['AdminRefundablePayment']>, ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['AdminRefund']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalFormatted?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminOrderRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOrderRow'] = ResolversParentTypes['AdminOrderRow']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payBy?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondPaymentId?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  total?: Resolver<Types.Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
};

export type AdminPackageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminPackage'] = ResolversParentTypes['AdminPackage']> = {
  features?: Resolver<Array<ResolversTypes['AdminPackageFeature']>, ParentType, ContextType>;
  highlighted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['AdminPackagePrice']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminPackageFeatureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminPackageFeature'] = ResolversParentTypes['AdminPackageFeature']> = {
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  included?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminPackagePriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminPackagePrice'] = ResolversParentTypes['AdminPackagePrice']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthlyAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalMonthlyAmount?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  periodMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminPayment'] = ResolversParentTypes['AdminPayment']> = {
  amount?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminRecoveryCodesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminRecoveryCodes'] = ResolversParentTypes['AdminRecoveryCodes']> = {
  codes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminRefundResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminRefund'] = ResolversParentTypes['AdminRefund']> = {
  amountFormatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditNote?: Resolver<Types.Maybe<ResolversTypes['CreditNote']>, ParentType, ContextType>;
  failure?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  methodTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminRefundResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminRefundResult'] = ResolversParentTypes['AdminRefundResult']> = {
  order?: Resolver<ResolversTypes['AdminOrderRefunds'], ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['AdminRefund'], ParentType, ContextType>;
};

export type AdminRefundablePaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminRefundablePayment'] = ResolversParentTypes['AdminRefundablePayment']> = {
  amountFormatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  methodTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundableFormatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundedFormatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminServiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminService'] = ResolversParentTypes['AdminService']> = {
  accountEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  domain?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AdminServiceKind'], ParentType, ContextType>;
  notRenewed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paidUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AdminServiceStatus'], ParentType, ContextType>;
  websiteName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminServicePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminServicePage'] = ResolversParentTypes['AdminServicePage']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['AdminService']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminTldResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminTld'] = ResolversParentTypes['AdminTld']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['AdminTldPrice']>, ParentType, ContextType>;
};

export type AdminTldPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminTldPrice'] = ResolversParentTypes['AdminTldPrice']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  privateRegistration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  renewal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restoration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transfer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminTwoFactorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminTwoFactor'] = ResolversParentTypes['AdminTwoFactor']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminTwoFactorEnrolmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminTwoFactorEnrolment'] = ResolversParentTypes['AdminTwoFactorEnrolment']> = {
  qrPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminVatCountryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminVatCountry'] = ResolversParentTypes['AdminVatCountry']> = {
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eu?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rates?: Resolver<Array<ResolversTypes['AdminVatRate']>, ParentType, ContextType>;
};

export type AdminVatRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminVatRate'] = ResolversParentTypes['AdminVatRate']> = {
  rate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validTo?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminVatRatesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminVatRates'] = ResolversParentTypes['AdminVatRates']> = {
  countries?: Resolver<Array<ResolversTypes['AdminVatCountry']>, ParentType, ContextType>;
  sellerCountry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sellerVatPayer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminVoucherResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminVoucher'] = ResolversParentTypes['AdminVoucher']> = {
  amount?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  appliesTo?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  disabledAt?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AdminVoucherKind'], ParentType, ContextType>;
  percent?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usageLimit?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  usedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validFrom?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validUntil?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CardNameResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardName'] = ResolversParentTypes['CardName']> = {
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CardSetupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardSetup'] = ResolversParentTypes['CardSetup']> = {
  clientSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishableKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactInputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactInput'] = ResolversParentTypes['ContactInput']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Types.Maybe<Array<ResolversTypes['ContactOption']>>, ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  selectedOption?: Resolver<Types.Maybe<ResolversTypes['ContactOption']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validation?: Resolver<ResolversTypes['ContactValidation'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactOption'] = ResolversParentTypes['ContactOption']> = {
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactValidationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactValidation'] = ResolversParentTypes['ContactValidation']> = {
  maxLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pattern?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CreateDomainOrderResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateDomainOrderResult'] = ResolversParentTypes['CreateDomainOrderResult']> = {
  nextUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderIdentifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreatePackageOrderResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatePackageOrderResult'] = ResolversParentTypes['CreatePackageOrderResult']> = {
  checkoutUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderIdentifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreditNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditNote'] = ResolversParentTypes['CreditNote']> = {
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CurrentVariantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CurrentVariant'] = ResolversParentTypes['CurrentVariant']> = {
  basePrice?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  firstYearFree?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  free?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  priceExplained?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DomainOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DomainOffer'] = ResolversParentTypes['DomainOffer']> = {
  asciiDomain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  availability?: Resolver<ResolversTypes['DomainAvailability'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  privateRegistration?: Resolver<Types.Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
  registration?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  renewal?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  supportsFreeVoucher?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tld?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transfer?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
};

export type DomainOrderItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DomainOrderItem'] = ResolversParentTypes['DomainOrderItem']> = {
  checked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currentVariant?: Resolver<ResolversTypes['CurrentVariant'], ParentType, ContextType>;
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  supportsFreeVoucher?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OrderItemType'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['Variant']>, ParentType, ContextType>;
  variantsHeader?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DomainSearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DomainSearchResult'] = ResolversParentTypes['DomainSearchResult']> = {
  exact?: Resolver<ResolversTypes['DomainOffer'], ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['DomainOffer']>, ParentType, ContextType>;
};

export type HealthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Health'] = ResolversParentTypes['Health']> = {
  database?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type IntervalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Interval'] = ResolversParentTypes['Interval']> = {
  period?: Resolver<ResolversTypes['PeriodUnit'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amountMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addOrderAdditionalItem?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<Types.MutationAddOrderAdditionalItemArgs, 'integrityToken' | 'itemIdentifier' | 'orderIdentifier'>>;
  adminAddVatRate?: Resolver<ResolversTypes['AdminVatCountry'], ParentType, ContextType, RequireFields<Types.MutationAdminAddVatRateArgs, 'input'>>;
  adminCreateVoucher?: Resolver<ResolversTypes['AdminVoucher'], ParentType, ContextType, RequireFields<Types.MutationAdminCreateVoucherArgs, 'input'>>;
  adminDisableTwoFactor?: Resolver<ResolversTypes['AdminTwoFactor'], ParentType, ContextType, RequireFields<Types.MutationAdminDisableTwoFactorArgs, 'code'>>;
  adminDisableVoucher?: Resolver<ResolversTypes['AdminVoucher'], ParentType, ContextType, RequireFields<Types.MutationAdminDisableVoucherArgs, 'code'>>;
  adminEnableTwoFactor?: Resolver<ResolversTypes['AdminRecoveryCodes'], ParentType, ContextType, RequireFields<Types.MutationAdminEnableTwoFactorArgs, 'code'>>;
  adminEndService?: Resolver<ResolversTypes['AdminService'], ParentType, ContextType, RequireFields<Types.MutationAdminEndServiceArgs, 'input'>>;
  adminExtendService?: Resolver<ResolversTypes['AdminService'], ParentType, ContextType, RequireFields<Types.MutationAdminExtendServiceArgs, 'input'>>;
  adminImportStatement?: Resolver<ResolversTypes['StatementImport'], ParentType, ContextType, RequireFields<Types.MutationAdminImportStatementArgs, 'content'>>;
  adminInviteOperator?: Resolver<ResolversTypes['AdminOperator'], ParentType, ContextType, RequireFields<Types.MutationAdminInviteOperatorArgs, 'email'>>;
  adminMarkRefundPaidOut?: Resolver<ResolversTypes['AdminOrderRefunds'], ParentType, ContextType, RequireFields<Types.MutationAdminMarkRefundPaidOutArgs, 'refundId'>>;
  adminMarkTransferPaid?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<Types.MutationAdminMarkTransferPaidArgs, 'amount' | 'orderIdentifier' | 'reason'>>;
  adminNewRecoveryCodes?: Resolver<ResolversTypes['AdminRecoveryCodes'], ParentType, ContextType, RequireFields<Types.MutationAdminNewRecoveryCodesArgs, 'code'>>;
  adminRefundPayment?: Resolver<ResolversTypes['AdminRefundResult'], ParentType, ContextType, RequireFields<Types.MutationAdminRefundPaymentArgs, 'input'>>;
  adminResendMail?: Resolver<ResolversTypes['AdminMailMessage'], ParentType, ContextType, RequireFields<Types.MutationAdminResendMailArgs, 'id'>>;
  adminResolveStatementLine?: Resolver<ResolversTypes['StatementLine'], ParentType, ContextType, RequireFields<Types.MutationAdminResolveStatementLineArgs, 'action' | 'lineId'>>;
  adminRetryRefund?: Resolver<ResolversTypes['AdminRefundResult'], ParentType, ContextType, RequireFields<Types.MutationAdminRetryRefundArgs, 'refundId'>>;
  adminSaveFaqItem?: Resolver<ResolversTypes['AdminFaqItem'], ParentType, ContextType, RequireFields<Types.MutationAdminSaveFaqItemArgs, 'input'>>;
  adminSaveLifecycleSettings?: Resolver<ResolversTypes['AdminLifecycle'], ParentType, ContextType, RequireFields<Types.MutationAdminSaveLifecycleSettingsArgs, 'input'>>;
  adminSetLimitedPackage?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<Types.MutationAdminSetLimitedPackageArgs>>;
  adminSetOperatorEnabled?: Resolver<ResolversTypes['AdminOperator'], ParentType, ContextType, RequireFields<Types.MutationAdminSetOperatorEnabledArgs, 'email' | 'enabled'>>;
  adminStartTwoFactor?: Resolver<ResolversTypes['AdminTwoFactorEnrolment'], ParentType, ContextType>;
  adminUpdateAddon?: Resolver<ResolversTypes['AdminAddon'], ParentType, ContextType, RequireFields<Types.MutationAdminUpdateAddonArgs, 'input'>>;
  adminUpdatePackage?: Resolver<ResolversTypes['AdminPackage'], ParentType, ContextType, RequireFields<Types.MutationAdminUpdatePackageArgs, 'input'>>;
  adminUpdateTldPrices?: Resolver<ResolversTypes['AdminTld'], ParentType, ContextType, RequireFields<Types.MutationAdminUpdateTldPricesArgs, 'input'>>;
  cancelPackageDowngrade?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationCancelPackageDowngradeArgs, 'projectName'>>;
  chooseOrderPackage?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<Types.MutationChooseOrderPackageArgs, 'action' | 'integrityToken' | 'orderIdentifier' | 'packageIdentifier'>>;
  choosePackageDowngrade?: Resolver<ResolversTypes['ServiceNextPackage'], ParentType, ContextType, RequireFields<Types.MutationChoosePackageDowngradeArgs, 'packageIdentifier' | 'projectName'>>;
  createAddonOrder?: Resolver<ResolversTypes['CreatePackageOrderResult'], ParentType, ContextType, RequireFields<Types.MutationCreateAddonOrderArgs, 'itemIdentifier' | 'projectName'>>;
  createDomainOrder?: Resolver<ResolversTypes['CreateDomainOrderResult'], ParentType, ContextType, RequireFields<Types.MutationCreateDomainOrderArgs, 'action' | 'domain' | 'withPackage'>>;
  createPackageOrder?: Resolver<ResolversTypes['CreatePackageOrderResult'], ParentType, ContextType, RequireFields<Types.MutationCreatePackageOrderArgs, 'action' | 'checkoutUrl' | 'packageIdentifier' | 'projectName'>>;
  createWebsite?: Resolver<ResolversTypes['Website'], ParentType, ContextType, RequireFields<Types.MutationCreateWebsiteArgs, 'name'>>;
  deleteDraftOrder?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<Types.MutationDeleteDraftOrderArgs, 'orderIdentifier'>>;
  deleteOrderAdditionalItem?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<Types.MutationDeleteOrderAdditionalItemArgs, 'hash' | 'integrityToken' | 'orderIdentifier'>>;
  finishOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<Types.MutationFinishOrderArgs, 'integrityToken' | 'orderIdentifier' | 'paymentServiceName'>>;
  removeSavedCard?: Resolver<Array<ResolversTypes['SavedCard']>, ParentType, ContextType, RequireFields<Types.MutationRemoveSavedCardArgs, 'id'>>;
  setCookieConsent?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<Types.MutationSetCookieConsentArgs, 'consent'>>;
  setServiceAutoRenew?: Resolver<ResolversTypes['Service'], ParentType, ContextType, RequireFields<Types.MutationSetServiceAutoRenewArgs, 'autoRenew' | 'serviceId'>>;
  startCardSetup?: Resolver<ResolversTypes['CardSetup'], ParentType, ContextType>;
  updateBillingDataAndRecalculateVat?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<Types.MutationUpdateBillingDataAndRecalculateVatArgs, 'contact' | 'integrityToken' | 'orderIdentifier'>>;
  updateOrderPrivateRegistration?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<Types.MutationUpdateOrderPrivateRegistrationArgs, 'domain' | 'enable' | 'integrityToken' | 'orderIdentifier'>>;
  updateOrderServicePeriod?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<Types.MutationUpdateOrderServicePeriodArgs, 'hash' | 'integrityToken' | 'orderIdentifier' | 'period' | 'units'>>;
  updateOrderVoucher?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<Types.MutationUpdateOrderVoucherArgs, 'integrityToken' | 'orderIdentifier'>>;
  updateRegistrantContact?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<Types.MutationUpdateRegistrantContactArgs, 'contact' | 'domain' | 'integrityToken' | 'orderIdentifier'>>;
};

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  anonymouseDomainsUrl?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chargedCard?: Resolver<Types.Maybe<ResolversTypes['CardName']>, ParentType, ContextType>;
  companyBilling?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contactInputs?: Resolver<Array<ResolversTypes['ContactInput']>, ParentType, ContextType>;
  coveredByVoucher?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditNotes?: Resolver<Array<ResolversTypes['OrderCreditNote']>, ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  customerCareDomainRestoration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  domainExpirationDate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  domainNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  failedDomains?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  fromDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  integrityToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoice?: Resolver<Types.Maybe<ResolversTypes['Invoice']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  mainOrderType?: Resolver<ResolversTypes['OrderType'], ParentType, ContextType>;
  nextPaymentDate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originalPriceFormatted?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originalPriceWrapped?: Resolver<Types.Maybe<Array<ResolversTypes['PricePart']>>, ParentType, ContextType>;
  packageExpirationDate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidAt?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payBy?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentFailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentInstructions?: Resolver<Types.Maybe<ResolversTypes['PaymentInstructions']>, ParentType, ContextType>;
  paymentMethodCode?: Resolver<Types.Maybe<ResolversTypes['PaymentProvider']>, ParentType, ContextType>;
  paymentMethodTitle?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentSuccessUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pluginExpirationDate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  priceFormatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceWithVat?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  priceWithoutVat?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  priceWrapped?: Resolver<Array<ResolversTypes['PricePart']>, ParentType, ContextType>;
  project?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reverseCharge?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  targetAddonHash?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetAddonParentExpirationDate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetAddonParentIdentifier?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transfer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OrderType'], ParentType, ContextType>;
  vatAmount?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  vatIdCheck?: Resolver<Types.Maybe<ResolversTypes['VatIdCheck']>, ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  voucher?: Resolver<Types.Maybe<ResolversTypes['OrderVoucher']>, ParentType, ContextType>;
};

export type OrderCreditNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderCreditNote'] = ResolversParentTypes['OrderCreditNote']> = {
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalFormatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  __resolveType: TypeResolveFn<'AddonOrderItem' | 'DomainOrderItem' | 'PackageOrderItem' | 'PrivateRegistrationOrderItem', ParentType, ContextType>;
};

export type OrderVoucherResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderVoucher'] = ResolversParentTypes['OrderVoucher']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PackageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Package'] = ResolversParentTypes['Package']> = {
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  monthlyPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PackageOrderItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PackageOrderItem'] = ResolversParentTypes['PackageOrderItem']> = {
  checked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currentVariant?: Resolver<ResolversTypes['CurrentVariant'], ParentType, ContextType>;
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  levelDiscountForfeited?: Resolver<Types.Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
  levelDiscountedAmount?: Resolver<Types.Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
  packageIdentifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packageVersionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceLevelDiscount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OrderItemType'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['Variant']>, ParentType, ContextType>;
  variantsHeader?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentInstructionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentInstructions'] = ResolversParentTypes['PaymentInstructions']> = {
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  bic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  domesticAccount?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  iban?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrCodeUrl?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variableSymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  className?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  elementId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  forceBillingForm?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  icon?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icons?: Resolver<Array<ResolversTypes['PaymentMethodIcon']>, ParentType, ContextType>;
  iframe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  infoboxText?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inputs?: Resolver<Array<ResolversTypes['PaymentMethodInput']>, ParentType, ContextType>;
  largeIcon?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newWindow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  oppositeElementId?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recurringEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  redirectUrl?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requiredBillingFields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentMethodIconResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethodIcon'] = ResolversParentTypes['PaymentMethodIcon']> = {
  class?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentMethodInputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethodInput'] = ResolversParentTypes['PaymentMethodInput']> = {
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentMethodsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethods'] = ResolversParentTypes['PaymentMethods']> = {
  goStraightOn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  methods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
};

export type PriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Price'] = ResolversParentTypes['Price']> = {
  amountMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  formatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wrapped?: Resolver<Array<ResolversTypes['PricePart']>, ParentType, ContextType>;
};

export type PricePartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PricePart'] = ResolversParentTypes['PricePart']> = {
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PrivateRegistrationOrderItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrivateRegistrationOrderItem'] = ResolversParentTypes['PrivateRegistrationOrderItem']> = {
  checked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['RegistrantContact'], ParentType, ContextType>;
  contactRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currentVariant?: Resolver<ResolversTypes['CurrentVariant'], ParentType, ContextType>;
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  editPersonalInfoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  missingAnyPersonalData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  privateChangeDisabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  renew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  supportsFreeVoucher?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OrderItemType'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['Variant']>, ParentType, ContextType>;
  variantsHeader?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminAuditLog?: Resolver<ResolversTypes['AdminAuditPage'], ParentType, ContextType, Partial<Types.QueryAdminAuditLogArgs>>;
  adminCatalogue?: Resolver<ResolversTypes['AdminCatalogue'], ParentType, ContextType>;
  adminLifecycle?: Resolver<ResolversTypes['AdminLifecycle'], ParentType, ContextType>;
  adminMailHealth?: Resolver<ResolversTypes['AdminMailHealth'], ParentType, ContextType>;
  adminMailProblems?: Resolver<ResolversTypes['AdminMailPage'], ParentType, ContextType, Partial<Types.QueryAdminMailProblemsArgs>>;
  adminOpenStatementLines?: Resolver<Array<ResolversTypes['StatementLine']>, ParentType, ContextType>;
  adminOperators?: Resolver<Array<ResolversTypes['AdminOperator']>, ParentType, ContextType>;
  adminOrder?: Resolver<ResolversTypes['AdminOrder'], ParentType, ContextType, RequireFields<Types.QueryAdminOrderArgs, 'identifier'>>;
  adminOrderRefunds?: Resolver<ResolversTypes['AdminOrderRefunds'], ParentType, ContextType, RequireFields<Types.QueryAdminOrderRefundsArgs, 'orderIdentifier'>>;
  adminOrders?: Resolver<ResolversTypes['AdminOrderPage'], ParentType, ContextType, Partial<Types.QueryAdminOrdersArgs>>;
  adminPreviewStatement?: Resolver<ResolversTypes['StatementPreview'], ParentType, ContextType, RequireFields<Types.QueryAdminPreviewStatementArgs, 'content'>>;
  adminServices?: Resolver<ResolversTypes['AdminServicePage'], ParentType, ContextType, Partial<Types.QueryAdminServicesArgs>>;
  adminTwoFactor?: Resolver<ResolversTypes['AdminTwoFactor'], ParentType, ContextType>;
  adminVatRates?: Resolver<ResolversTypes['AdminVatRates'], ParentType, ContextType>;
  adminVouchers?: Resolver<Array<ResolversTypes['AdminVoucher']>, ParentType, ContextType>;
  cardSetupOffered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cookieConsent?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  domainSearch?: Resolver<ResolversTypes['DomainSearchResult'], ParentType, ContextType, RequireFields<Types.QueryDomainSearchArgs, 'name'>>;
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
  myDomainsWithoutWebsite?: Resolver<Array<ResolversTypes['WebsiteDomain']>, ParentType, ContextType>;
  myOrders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  myServices?: Resolver<Array<ResolversTypes['Service']>, ParentType, ContextType>;
  myWebsites?: Resolver<Array<ResolversTypes['Website']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<Types.QueryOrderArgs, 'orderIdentifier'>>;
  packages?: Resolver<Array<ResolversTypes['Package']>, ParentType, ContextType, Partial<Types.QueryPackagesArgs>>;
  paymentMethods?: Resolver<ResolversTypes['PaymentMethods'], ParentType, ContextType, RequireFields<Types.QueryPaymentMethodsArgs, 'lastReloadBeforeSubmit' | 'orderIdentifier'>>;
  savedCards?: Resolver<Array<ResolversTypes['SavedCard']>, ParentType, ContextType>;
};

export type RegistrantContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrantContact'] = ResolversParentTypes['RegistrantContact']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ico?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SavedCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedCard'] = ResolversParentTypes['SavedCard']> = {
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ServiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Service'] = ResolversParentTypes['Service']> = {
  addons?: Resolver<Array<ResolversTypes['ServiceAddonOffer']>, ParentType, ContextType>;
  autoRenew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  downgrades?: Resolver<Array<ResolversTypes['ServiceDowngradeOption']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ServiceKind'], ParentType, ContextType>;
  lastAutomaticCharge?: Resolver<Types.Maybe<ResolversTypes['ServiceAutomaticCharge']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextPackage?: Resolver<Types.Maybe<ResolversTypes['ServiceNextPackage']>, ParentType, ContextType>;
  notRenewed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paidUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  renewPath?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ServiceStatus'], ParentType, ContextType>;
  statusText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ServiceAddonOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServiceAddonOffer'] = ResolversParentTypes['ServiceAddonOffer']> = {
  addPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ServiceAutomaticChargeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServiceAutomaticCharge'] = ResolversParentTypes['ServiceAutomaticCharge']> = {
  card?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chargedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  chargedCard?: Resolver<Types.Maybe<ResolversTypes['CardName']>, ParentType, ContextType>;
  nextTryOn?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['AutomaticChargeOutcome'], ParentType, ContextType>;
};

export type ServiceDowngradeOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServiceDowngradeOption'] = ResolversParentTypes['ServiceDowngradeOption']> = {
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warning?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ServiceNextPackageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServiceNextPackage'] = ResolversParentTypes['ServiceNextPackage']> = {
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warning?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StatementImportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatementImport'] = ResolversParentTypes['StatementImport']> = {
  format?: Resolver<ResolversTypes['StatementFormat'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['StatementLine']>, ParentType, ContextType>;
  statementId?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StatementLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatementLine'] = ResolversParentTypes['StatementLine']> = {
  amountFormatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amountMinor?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  bookedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  counterparty?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entryReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderIdentifier?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderStatus?: Resolver<Types.Maybe<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  orderTotalFormatted?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['StatementLineOutcome'], ParentType, ContextType>;
  payerAccount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resolutionReason?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StatementPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatementPreview'] = ResolversParentTypes['StatementPreview']> = {
  format?: Resolver<ResolversTypes['StatementFormat'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['StatementLine']>, ParentType, ContextType>;
};

export type VariantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Variant'] = ResolversParentTypes['Variant']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  interval?: Resolver<ResolversTypes['Interval'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  recommendationLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  savings?: Resolver<Types.Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variantHeader?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VatIdCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VatIdCheck'] = ResolversParentTypes['VatIdCheck']> = {
  checkedAt?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  consultationNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['VatIdCheckStatus'], ParentType, ContextType>;
  vatId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebsiteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Website'] = ResolversParentTypes['Website']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentPackage?: Resolver<Types.Maybe<ResolversTypes['WebsitePackage']>, ParentType, ContextType>;
  domains?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  freeVersion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registeredDomains?: Resolver<Array<ResolversTypes['WebsiteDomain']>, ParentType, ContextType>;
};

export type WebsiteDomainResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebsiteDomain'] = ResolversParentTypes['WebsiteDomain']> = {
  expiresAt?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebsitePackageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebsitePackage'] = ResolversParentTypes['WebsitePackage']> = {
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AddonOrderItem?: AddonOrderItemResolvers<ContextType>;
  AdminAddon?: AdminAddonResolvers<ContextType>;
  AdminAddonPrice?: AdminAddonPriceResolvers<ContextType>;
  AdminAuditEntry?: AdminAuditEntryResolvers<ContextType>;
  AdminAuditPage?: AdminAuditPageResolvers<ContextType>;
  AdminBillingValue?: AdminBillingValueResolvers<ContextType>;
  AdminCatalogue?: AdminCatalogueResolvers<ContextType>;
  AdminFaqItem?: AdminFaqItemResolvers<ContextType>;
  AdminLifecycle?: AdminLifecycleResolvers<ContextType>;
  AdminLifecycleCount?: AdminLifecycleCountResolvers<ContextType>;
  AdminLifecycleRun?: AdminLifecycleRunResolvers<ContextType>;
  AdminLifecycleSettings?: AdminLifecycleSettingsResolvers<ContextType>;
  AdminMailHealth?: AdminMailHealthResolvers<ContextType>;
  AdminMailMessage?: AdminMailMessageResolvers<ContextType>;
  AdminMailPage?: AdminMailPageResolvers<ContextType>;
  AdminOperator?: AdminOperatorResolvers<ContextType>;
  AdminOrder?: AdminOrderResolvers<ContextType>;
  AdminOrderHistoryEntry?: AdminOrderHistoryEntryResolvers<ContextType>;
  AdminOrderLine?: AdminOrderLineResolvers<ContextType>;
  AdminOrderPage?: AdminOrderPageResolvers<ContextType>;
  AdminOrderRefunds?: AdminOrderRefundsResolvers<ContextType>;
  AdminOrderRow?: AdminOrderRowResolvers<ContextType>;
  AdminPackage?: AdminPackageResolvers<ContextType>;
  AdminPackageFeature?: AdminPackageFeatureResolvers<ContextType>;
  AdminPackagePrice?: AdminPackagePriceResolvers<ContextType>;
  AdminPayment?: AdminPaymentResolvers<ContextType>;
  AdminRecoveryCodes?: AdminRecoveryCodesResolvers<ContextType>;
  AdminRefund?: AdminRefundResolvers<ContextType>;
  AdminRefundResult?: AdminRefundResultResolvers<ContextType>;
  AdminRefundablePayment?: AdminRefundablePaymentResolvers<ContextType>;
  AdminService?: AdminServiceResolvers<ContextType>;
  AdminServicePage?: AdminServicePageResolvers<ContextType>;
  AdminTld?: AdminTldResolvers<ContextType>;
  AdminTldPrice?: AdminTldPriceResolvers<ContextType>;
  AdminTwoFactor?: AdminTwoFactorResolvers<ContextType>;
  AdminTwoFactorEnrolment?: AdminTwoFactorEnrolmentResolvers<ContextType>;
  AdminVatCountry?: AdminVatCountryResolvers<ContextType>;
  AdminVatRate?: AdminVatRateResolvers<ContextType>;
  AdminVatRates?: AdminVatRatesResolvers<ContextType>;
  AdminVoucher?: AdminVoucherResolvers<ContextType>;
  CardName?: CardNameResolvers<ContextType>;
  CardSetup?: CardSetupResolvers<ContextType>;
  ContactInput?: ContactInputResolvers<ContextType>;
  ContactOption?: ContactOptionResolvers<ContextType>;
  ContactValidation?: ContactValidationResolvers<ContextType>;
  CreateDomainOrderResult?: CreateDomainOrderResultResolvers<ContextType>;
  CreatePackageOrderResult?: CreatePackageOrderResultResolvers<ContextType>;
  CreditNote?: CreditNoteResolvers<ContextType>;
  CurrentVariant?: CurrentVariantResolvers<ContextType>;
  DomainOffer?: DomainOfferResolvers<ContextType>;
  DomainOrderItem?: DomainOrderItemResolvers<ContextType>;
  DomainSearchResult?: DomainSearchResultResolvers<ContextType>;
  Health?: HealthResolvers<ContextType>;
  Interval?: IntervalResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderCreditNote?: OrderCreditNoteResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderVoucher?: OrderVoucherResolvers<ContextType>;
  Package?: PackageResolvers<ContextType>;
  PackageOrderItem?: PackageOrderItemResolvers<ContextType>;
  PaymentInstructions?: PaymentInstructionsResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PaymentMethodIcon?: PaymentMethodIconResolvers<ContextType>;
  PaymentMethodInput?: PaymentMethodInputResolvers<ContextType>;
  PaymentMethods?: PaymentMethodsResolvers<ContextType>;
  Price?: PriceResolvers<ContextType>;
  PricePart?: PricePartResolvers<ContextType>;
  PrivateRegistrationOrderItem?: PrivateRegistrationOrderItemResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegistrantContact?: RegistrantContactResolvers<ContextType>;
  SavedCard?: SavedCardResolvers<ContextType>;
  Service?: ServiceResolvers<ContextType>;
  ServiceAddonOffer?: ServiceAddonOfferResolvers<ContextType>;
  ServiceAutomaticCharge?: ServiceAutomaticChargeResolvers<ContextType>;
  ServiceDowngradeOption?: ServiceDowngradeOptionResolvers<ContextType>;
  ServiceNextPackage?: ServiceNextPackageResolvers<ContextType>;
  StatementImport?: StatementImportResolvers<ContextType>;
  StatementLine?: StatementLineResolvers<ContextType>;
  StatementPreview?: StatementPreviewResolvers<ContextType>;
  Variant?: VariantResolvers<ContextType>;
  VatIdCheck?: VatIdCheckResolvers<ContextType>;
  Website?: WebsiteResolvers<ContextType>;
  WebsiteDomain?: WebsiteDomainResolvers<ContextType>;
  WebsitePackage?: WebsitePackageResolvers<ContextType>;
};

