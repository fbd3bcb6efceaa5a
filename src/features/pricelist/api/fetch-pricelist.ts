import type { PricelistResponse } from '../../../../contracts/pricelist';
import type { PricelistQueryInput } from '../../../../machines/pricelist';
import { ApiRequestError } from '../../../app/api/api-error';

/** The contract's schemas bring zod; they are needed only once the answer is in, so they load beside the request. */
const loadSchemas = () => Promise.all([import('../../../../contracts/pricelist'), import('../../../../contracts/errors')]);

/** GET /api/pricelist with only the parameters the page was given; `feature` travels as the product's `feautre`. */
export async function fetchPricelist(query: PricelistQueryInput, signal?: AbortSignal): Promise<PricelistResponse> {
  const url = new URL('/api/pricelist', window.location.origin);
  const params = { project: query.project, feautre: query.feature, currency: query.currency, ref: query.ref };
  for (const [name, value] of Object.entries(params)) {
    if (value) url.searchParams.set(name, value);
  }

  const [response, [{ pricelistResponseSchema }, { apiErrorSchema }]] = await Promise.all([
    fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin', signal }),
    loadSchemas(),
  ]);
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = apiErrorSchema.safeParse(body);
    // The code travels along: PROJECT_NOT_FOUND is a not-found page, not a retry.
    throw new ApiRequestError(
      response.status,
      error.success ? error.data.error : { code: 'HTTP_ERROR', message: `The price list could not be loaded (HTTP ${response.status}).` },
    );
  }
  const pricelist = pricelistResponseSchema.safeParse(body);
  // A ZodError's message is a JSON dump meant for developers; the visitor gets a sentence, the console the cause.
  if (!pricelist.success) throw new Error('The price list answer was not understood.', { cause: pricelist.error });
  return pricelist.data;
}
