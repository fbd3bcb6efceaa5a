import { ApiRequestError } from './api-error';

const KEEPALIVE_LIMIT = 60_000;

/**
 * A JSON request to the portal's REST API with the session cookie. A non-2xx answer throws ApiRequestError
 * with the server's code and message; a body that is not the error contract gets a plain sentence.
 */
export async function requestJson(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal; keepalive?: boolean } = {}): Promise<unknown> {
  const url = new URL(path, window.location.origin);
  const sent = init.body === undefined ? undefined : JSON.stringify(init.body);
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: sent,
    signal: init.signal,
    // Browsers refuse a keepalive request over 64 KiB: a larger one goes as usual.
    ...(init.keepalive && (sent?.length ?? 0) < KEEPALIVE_LIMIT ? { keepalive: true } : {}),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    // The error contract's schema loads only when an error comes: it is not part of the first paint.
    const { apiErrorSchema } = await import('../../../contracts/errors');
    const error = apiErrorSchema.safeParse(body);
    throw new ApiRequestError(
      response.status,
      error.success ? error.data.error : { code: 'HTTP_ERROR', message: `The server could not answer (HTTP ${response.status}). Please try again.` },
    );
  }
  return body;
}
