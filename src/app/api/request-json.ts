import { apiErrorSchema } from '../../../contracts/errors';
import { ApiRequestError } from './api-error';

/**
 * A JSON request to the portal's REST API with the session cookie. A non-2xx answer throws ApiRequestError
 * with the server's code and message; a body that is not the error contract gets a plain sentence.
 */
export async function requestJson(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<unknown> {
  const url = new URL(path, window.location.origin);
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = apiErrorSchema.safeParse(body);
    throw new ApiRequestError(
      response.status,
      error.success ? error.data.error : { code: 'HTTP_ERROR', message: `The server could not answer (HTTP ${response.status}). Please try again.` },
    );
  }
  return body;
}
