/**
 * The error every REST call of the app throws for a non-2xx answer: the server's code, message and, when it
 * names one, the parameter at fault (the form machines put the message on that field).
 */
export class ApiRequestError extends Error {
  readonly code: string;
  readonly status: number;
  readonly parameter: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: { code: string; message: string; parameter?: string; retryAfterSeconds?: number }) {
    super(body.message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = body.code;
    this.parameter = body.parameter;
    this.retryAfterSeconds = body.retryAfterSeconds;
  }
}

/**
 * A failed request's words for a person: the server's message as it came (in the page's language), or `fallback` for
 * fetch's own failure (a TypeError: 'Failed to fetch' is the browser's English and says nothing) and for anything
 * without a message.
 */
export function failureText<T>(error: unknown, fallback: T): string | T {
  return error instanceof Error && !(error instanceof TypeError) && error.message ? error.message : fallback;
}
