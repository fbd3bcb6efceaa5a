import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type CreatePackageOrderResult = {
  __typename?: 'CreatePackageOrderResult';
  /** /checkout/ORDER-IDENTIFIER?ref=REF&token=TOKEN */
  checkoutUrl: Scalars['String']['output'];
  orderIdentifier: Scalars['String']['output'];
};

export type Currency =
  | 'CZK'
  | 'EUR'
  | 'USD';

export type Health = {
  __typename?: 'Health';
  database: Scalars['Boolean']['output'];
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
   * Stores the cookie consent JSON on the signed-in account and returns it as stored.
   * Codes: UNAUTHENTICATED, INVALID_COOKIE_CONSENT.
   */
  setCookieConsent: Scalars['String']['output'];
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


export type MutationSetCookieConsentArgs = {
  consent: Scalars['String']['input'];
};

export type Package = {
  __typename?: 'Package';
  identifier: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** Monthly price when paid for 12 months. */
  monthlyPrice: Money;
  name: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The signed-in account's cookie consent JSON, or null when the account has none yet. Codes: UNAUTHENTICATED. */
  cookieConsent: Maybe<Scalars['String']['output']>;
  /** Whether the server can reach its database. */
  health: Health;
  /** The signed-in account's websites, oldest first. */
  myWebsites: Array<Website>;
  /** The packages on offer, in price list order, priced in the currency (default: the portal's price list currency). */
  packages: Array<Package>;
};


export type QueryPackagesArgs = {
  currency: InputMaybe<Currency>;
};

export type Website = {
  __typename?: 'Website';
  /** ISO 8601 time of creation. */
  createdAt: Scalars['String']['output'];
  /** null when the website has no package yet. */
  currentPackage: Maybe<WebsitePackage>;
  name: Scalars['String']['output'];
};

export type WebsitePackage = {
  __typename?: 'WebsitePackage';
  identifier: Scalars['String']['output'];
  name: Scalars['String']['output'];
};



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
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CreatePackageOrderResult: ResolverTypeWrapper<CreatePackageOrderResult>;
  Currency: Currency;
  Health: ResolverTypeWrapper<Health>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Package: ResolverTypeWrapper<Package>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Website: ResolverTypeWrapper<Website>;
  WebsitePackage: ResolverTypeWrapper<WebsitePackage>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  CreatePackageOrderResult: CreatePackageOrderResult;
  Health: Health;
  Int: Scalars['Int']['output'];
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  Package: Package;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Website: Website;
  WebsitePackage: WebsitePackage;
};

export type CreatePackageOrderResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatePackageOrderResult'] = ResolversParentTypes['CreatePackageOrderResult']> = {
  checkoutUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderIdentifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HealthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Health'] = ResolversParentTypes['Health']> = {
  database?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amountMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createPackageOrder?: Resolver<ResolversTypes['CreatePackageOrderResult'], ParentType, ContextType, RequireFields<MutationCreatePackageOrderArgs, 'action' | 'checkoutUrl' | 'packageIdentifier' | 'projectName'>>;
  createWebsite?: Resolver<ResolversTypes['Website'], ParentType, ContextType, RequireFields<MutationCreateWebsiteArgs, 'name'>>;
  setCookieConsent?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationSetCookieConsentArgs, 'consent'>>;
};

export type PackageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Package'] = ResolversParentTypes['Package']> = {
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  monthlyPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  cookieConsent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
  myWebsites?: Resolver<Array<ResolversTypes['Website']>, ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['Package']>, ParentType, ContextType, Partial<QueryPackagesArgs>>;
};

export type WebsiteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Website'] = ResolversParentTypes['Website']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentPackage?: Resolver<Maybe<ResolversTypes['WebsitePackage']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebsitePackageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebsitePackage'] = ResolversParentTypes['WebsitePackage']> = {
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  CreatePackageOrderResult?: CreatePackageOrderResultResolvers<ContextType>;
  Health?: HealthResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Package?: PackageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Website?: WebsiteResolvers<ContextType>;
  WebsitePackage?: WebsitePackageResolvers<ContextType>;
};

