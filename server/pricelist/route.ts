import type { FastifyInstance } from 'fastify';
import type { Currency, PricelistResponse } from '../../contracts/pricelist';
import { localeFromAcceptLanguage } from '../domain/locale';
import { buildPricelist } from '../domain/pricelist';
import { apiError } from '../http/errors';
import type { CatalogueSource } from './catalogue-cache';
import { parsePricelistQuery } from './query';

export interface PricelistRouteOptions {
  catalogue: CatalogueSource;
  secret: string;
  defaultCurrency: Currency;
}

/**
 * GET /api/pricelist?project=&feautre=&currency=&ref=
 * `project` is validated but not used yet: websites arrive with the accounts issue, which will use it for
 * the back link, unsupported features and the purchase token (already signed over it).
 */
export function registerPricelistRoute(app: FastifyInstance, options: PricelistRouteOptions): void {
  app.get('/api/pricelist', async (request, reply) => {
    const parsed = parsePricelistQuery(request.query as Record<string, unknown>, options.defaultCurrency);
    if (!parsed.ok) {
      return reply.code(400).send(apiError('INVALID_PARAMETER', parsed.problem.message, parsed.problem.parameter));
    }
    const { project, feature, currency, ref } = parsed.value;
    const catalogue = await options.catalogue.get();
    if (feature !== undefined && !catalogue.featureIdentifiers.has(feature)) {
      return reply.code(400).send(apiError('INVALID_PARAMETER', 'The parameter feautre names no feature of the price list.', 'feautre'));
    }
    const body: PricelistResponse = buildPricelist(catalogue, {
      currency,
      locale: localeFromAcceptLanguage(request.headers['accept-language']),
      project,
      ref,
      highlightedFeature: feature,
      secret: options.secret,
    });
    reply.header('vary', 'Accept-Language');
    return body;
  });
}
