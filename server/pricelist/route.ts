import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Currency, PricelistResponse } from '../../contracts/pricelist';
import type { Auth } from '../auth/service';
import type { Database } from '../db/schema';
import { addonOffersOf } from '../addons/offers';
import type { PricingCatalogue } from '../domain/checkout/types';
import { pricingCatalogue } from '../orders/pricing-catalogue';
import { requestLanguage } from '../http/language';
import { buildPricelist } from '../domain/pricelist';
import type { PricelistWebsite } from '../domain/pricelist';
import { apiError } from '../http/errors';
import { sendKeptBody } from '../http/encoding';
import type { CatalogueSource } from '../domain/catalogue-source';
import { findOwnedWebsite } from '../websites/repository';
import { publicAnswerCache } from './public-answers';
import { parsePricelistQuery } from './query';

export interface PricelistRouteOptions {
  catalogue: CatalogueSource;
  secret: string;
  defaultCurrency: Currency;
  db: Kysely<Database>;
  auth: Auth;
  /** The checkout's catalogues: the add-ons a website's paid package can get alone are listed with a project. */
  pricing?: CatalogueSource<Map<string, PricingCatalogue>> | undefined;
}

export const projectNotFoundMessage = (name: string) => `We could not find a website called ${name} in your account.`;

/**
 * GET /api/pricelist?project=&feautre=&currency=&ref=
 * With `project`, only the signed-in owner of that website gets an answer (everyone else 404 PROJECT_NOT_FOUND,
 * whether the website exists or not): actions, current package and unsupported features are the website's.
 * The catalogue cache holds only the shared catalogue; the website is read per request and the answer is private.
 */
export function registerPricelistRoute(app: FastifyInstance, options: PricelistRouteOptions): void {
  const publicAnswers = publicAnswerCache();
  app.get('/api/pricelist', async (request, reply) => {
    const parsed = parsePricelistQuery(request.query as Record<string, unknown>, options.defaultCurrency);
    if (!parsed.ok) {
      return reply.code(400).send(apiError('INVALID_PARAMETER', parsed.problem.message, parsed.problem.parameter));
    }
    const { project, feature, currency, ref } = parsed.value;
    let website: PricelistWebsite | undefined;
    if (project !== undefined) {
      const session = await options.auth.current(request);
      const owned = session ? await findOwnedWebsite(options.db, session.user.id, project) : undefined;
      if (!owned) return reply.code(404).send(apiError('PROJECT_NOT_FOUND', projectNotFoundMessage(project), 'project'));
      const addons = options.pricing ? await websiteAddonOffers(options.db, await pricingCatalogue(options.pricing, options.defaultCurrency), owned, options.auth.now()) : undefined;
      website = { name: owned.name, currentPackage: owned.currentPackage?.identifier ?? null, usage: owned.usage, addons };
      reply.header('cache-control', 'private, no-store');
    }
    const catalogue = await options.catalogue.get();
    if (feature !== undefined && !catalogue.featureIdentifiers.has(feature)) {
      return reply.code(400).send(apiError('INVALID_PARAMETER', 'The parameter feautre names no feature of the price list.', 'feautre'));
    }
    const { locale } = requestLanguage(request);
    const build = (): PricelistResponse =>
      buildPricelist(catalogue, { currency, locale, project, website, ref, highlightedFeature: feature, secret: options.secret });
    reply.header('vary', 'Accept-Language, Cookie');
    if (website) return build();
    const key = [currency, locale, feature ?? '', ref].join('|');
    const answer = publicAnswers.get(catalogue, options.catalogue.versionOf?.(catalogue), key, build);
    // Kept by the browser and asked again each time: a client that has this very list gets 304 and no body.
    reply.header('cache-control', 'no-cache');
    return sendKeptBody(request, reply, answer, { type: 'application/json; charset=utf-8', vary: 'Accept-Language, Cookie' });
  });
}

/** The add-ons the website's paid package can get alone, from its services. */
async function websiteAddonOffers(db: Kysely<Database>, catalogue: PricingCatalogue, website: { id: string; name: string }, now: Date) {
  const services = await db
    .selectFrom('services')
    .leftJoin('addon', 'addon.id', 'services.addon_id')
    .select(['services.kind', 'services.status', 'services.paid_until', 'addon.identifier'])
    .where('services.website_id', '=', website.id)
    .execute();
  const packageService = services.find((service) => service.kind === 'package');
  return addonOffersOf(catalogue, website.name, packageService && { status: packageService.status, paidUntil: packageService.paid_until }, services, now);
}
