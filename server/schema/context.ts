import type { FastifyReply, FastifyRequest } from 'fastify';
import type { YogaInitialContext } from 'graphql-yoga';
import type { Kysely } from 'kysely';
import type { Currency } from '../../contracts/pricelist';
import type { Auth } from '../auth/service';
import type { Database } from '../db/schema';
import type { OperatorTwoFactorPolicy } from '../mode';
import type { PricingCatalogue } from '../domain/checkout/types';
import type { PaymentsConfig } from '../payments/config';
import type { CheckVatId } from '../tax/vat-id-check';
import type { CatalogueSource } from '../domain/catalogue-source';
import type { CatalogueVersion } from '../pricelist/catalogue-cache';

/** What Fastify hands to Yoga with each request. */
export interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** What every resolver gets: the only way resolvers reach the database. */
export interface AppContext {
  db: Kysely<Database>;
  catalogue: CatalogueSource;
  defaultCurrency: Currency;
  /** Key that signs purchase tokens. */
  secret: string;
  /** Who is signed in: `auth.current(req)`. */
  auth: Auth;
  /** Which payment methods are configured (Stripe keys, the bank transfer account). */
  payments: PaymentsConfig;
  /** What orders are priced with, per currency (add-ons, TLDs, VAT rates), cached like the catalogue. */
  pricing: CatalogueSource<Map<string, PricingCatalogue>>;
  /** The catalogue's version; a back-office change tells it so that this instance reloads at once. */
  catalogueVersion: CatalogueVersion;
  /** OPERATOR_2FA: under 'required' an operator without two-factor sign-in reaches only its enrolment. */
  operatorTwoFactor: OperatorTwoFactorPolicy;
  /** Asks VIES about a VAT ID that claims reverse charge, through the day's cache (server/tax/vat-id-check.ts). */
  checkVatId: CheckVatId;
  /** Seals operators' TOTP secrets and hashes their recovery codes (server/auth/two-factor.ts). */
  twoFactorKey: Buffer;
}

export type GraphQLContext = YogaInitialContext & ServerContext & AppContext;
