import type { PricelistResponse } from '../../../../contracts/pricelist';
import type { PricelistQueryInput } from '../../../../machines/pricelist';
import { ApiRequestError } from '../../../app/api/api-error';

/** The contract's schemas bring zod; they are needed only once the answer is in, so they load beside the request. */
const loadSchemas = () => Promise.all([import('../../../../contracts/pricelist'), import('../../../../contracts/errors')]);

/** Parameters of a link that only adjust the list: when the server refuses one, the list is shown without it. */
const IGNORABLE: Record<string, keyof PricelistQueryInput> = { feautre: 'feature', ref: 'ref', currency: 'currency' };

/** The query without the parameter a 400 INVALID_PARAMETER named, or undefined when the refusal is about anything else. */
function withoutRefusedParameter(query: PricelistQueryInput, error: unknown): PricelistQueryInput | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 400 || error.code !== 'INVALID_PARAMETER') return undefined;
  const name = IGNORABLE[error.parameter ?? ''];
  if (name === undefined || !query[name]) return undefined;
  return { ...query, [name]: undefined };
}

/**
 * GET /api/pricelist with only the parameters the page was given; `feature` travels as the product's `feautre`.
 * A bad link (an unknown feature, an over-long ref, an unknown currency) still shows the price list: the request is
 * sent again without the parameter the server refused (at most once per parameter), as if the link had not held it.
 */
export async function fetchPricelist(query: PricelistQueryInput, signal?: AbortSignal): Promise<PricelistResponse> {
  let current = query;
  for (;;) {
    try {
      return await requestPricelist(current, signal);
    } catch (error) {
      const next = withoutRefusedParameter(current, error);
      if (next === undefined) throw error;
      current = next;
    }
  }
}

async function requestPricelist(query: PricelistQueryInput, signal?: AbortSignal): Promise<PricelistResponse> {
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
