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
