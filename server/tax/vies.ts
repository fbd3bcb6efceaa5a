/**
 * The EU's VIES service at the boundary: its REST interface's check-vat-number (POST {VIES_URL}/check-vat-number),
 * asked as the seller (requesterMemberStateCode and requesterNumber: the seller's own VAT ID), so that a valid
 * answer carries a consultation number (requestIdentifier), the seller's proof that it checked. No npm library
 * fits (docs/decisions.md, "VIES"): this is plain fetch with a timeout.
 */

/** Where the portal asks VIES in production (the European Commission's REST interface). */
export const VIES_PRODUCTION_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api';
/** How long the checkout waits for VIES before it charges VAT for now and checks again later. */
export const DEFAULT_VIES_TIMEOUT_MS = 8_000;

export interface ViesOptions {
  /** VIES_URL: the REST interface's base address (without /check-vat-number). */
  url: string;
  timeoutMs: number;
  /** The seller's VAT ID ('CZ12345679'): VIES gives a consultation number only to a requester. */
  requesterVatId: string;
}

/** What VIES answered: valid (with its consultation number), invalid, or no answer (`reason` says why, for the log). */
export type ViesAnswer =
  | { status: 'valid'; consultationNumber: string | null; requestDate: string | null }
  | { status: 'invalid' }
  | { status: 'unavailable'; reason: string };

/** Asks VIES about one VAT ID; never throws: whatever goes wrong on the way is an unavailable answer. */
export type AskVies = (vatId: { countryCode: string; vatNumber: string }) => Promise<ViesAnswer>;

/** VIES's own errors that mean "not now" rather than "no such VAT ID". */
const NOT_NOW = new Set(['MS_UNAVAILABLE', 'TIMEOUT', 'SERVICE_UNAVAILABLE', 'MS_MAX_CONCURRENT_REQ', 'GLOBAL_MAX_CONCURRENT_REQ', 'IP_BLOCKED', 'VAT_BLOCKED']);

interface ViesReply {
  valid?: unknown;
  requestIdentifier?: unknown;
  requestDate?: unknown;
  userError?: unknown;
  errorWrappers?: { error?: unknown }[];
}

/** An answer of check-vat-number (or its error body) read as valid, invalid or unavailable. */
export function readViesReply(reply: ViesReply): ViesAnswer {
  const error = typeof reply.userError === 'string' ? reply.userError : typeof reply.errorWrappers?.[0]?.error === 'string' ? reply.errorWrappers[0].error : undefined;
  if (error !== undefined && NOT_NOW.has(error)) return { status: 'unavailable', reason: error };
  if (reply.valid === true) {
    return {
      status: 'valid',
      consultationNumber: typeof reply.requestIdentifier === 'string' && reply.requestIdentifier !== '' ? reply.requestIdentifier : null,
      requestDate: typeof reply.requestDate === 'string' ? reply.requestDate : null,
    };
  }
  // INVALID_INPUT (a number VIES cannot read), INVALID, or valid: false.
  if (reply.valid === false || error === 'INVALID_INPUT' || error === 'INVALID') return { status: 'invalid' };
  return { status: 'unavailable', reason: error ?? 'unexpected answer' };
}

export function viesClient(options: ViesOptions): AskVies {
  const endpoint = `${options.url.replace(/\/+$/, '')}/check-vat-number`;
  const requester = { requesterMemberStateCode: options.requesterVatId.slice(0, 2), requesterNumber: options.requesterVatId.slice(2) };
  return async ({ countryCode, vatNumber }) => {
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ countryCode, vatNumber, ...requester }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const body: unknown = await response.json().catch(() => undefined);
      if (typeof body !== 'object' || body === null) return { status: 'unavailable', reason: `HTTP ${response.status}` };
      return readViesReply(body as ViesReply);
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return { status: 'unavailable', reason: timedOut ? `no answer within ${options.timeoutMs} ms` : `network error: ${error instanceof Error ? error.message : String(error)}` };
    }
  };
}
