import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../contracts/errors';

export const GRAPHQL_URL = '/graphql';
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please try again.';

// Stable codes for clients, instead of Fastify's internal ones (FST_ERR_CTP_INVALID_JSON_BODY ...).
const CLIENT_ERROR_CODES: Record<number, string> = {
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

export function apiError(code: string, message: string, parameter?: string): ApiError {
  return { error: parameter === undefined ? { code, message } : { code, message, parameter } };
}

/**
 * One error body for every REST failure (contracts/errors.ts). Client errors Fastify detects itself (a body
 * that is not JSON, a wrong content type) keep their status and message; anything else is logged in full and
 * answered with a generic 500, so no stack trace or internal detail reaches the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const parameter = error.validation[0]?.instancePath.replace(/^\//, '') || undefined;
      return reply.code(400).send(apiError('INVALID_PARAMETER', error.message, parameter));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(apiError(CLIENT_ERROR_CODES[status] ?? 'BAD_REQUEST', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(apiError('INTERNAL', INTERNAL_ERROR_MESSAGE));
  });
}

// What the router itself refuses, before any route or hook: in the portal's words, never Fastify's FST_ERR_* codes.
const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_REQUEST', message: 'The address is not valid: it holds a broken percent-encoding.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'URI_TOO_LONG', message: 'A part of the address is too long.' },
};

/** Fastify's frameworkErrors option: the router's refusals in the one error body of every REST failure. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const known = FRAMEWORK_ERRORS[error.code];
  if (known) return reply.code(known.status).send(apiError(known.code, known.message));
  request.log.error({ err: error }, 'request failed in the router');
  return reply.code(500).send(apiError('INTERNAL', INTERNAL_ERROR_MESSAGE));
}
