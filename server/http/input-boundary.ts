import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GRAPHQL_URL, apiError } from './errors';
import { findTextProblem } from './input-text';
import type { TextProblem } from './input-text';

/**
 * The input error each REST endpoint already answers with, so a refusal of bad text looks like its other
 * refusals. The accounts endpoints name a code per field (the one their forms show beside that field);
 * every other endpoint, including ones added later, answers INVALID_PARAMETER.
 */
const INPUT_ERROR_CODES: Record<string, string | Record<string, string>> = {
  '/api/events': 'INVALID_EVENTS',
  '/api/auth/sign-up': { fullname: 'FULLNAME_REQUIRED', email: 'INVALID_EMAIL', password: 'PASSWORD_TOO_SHORT', continuePath: 'CONTINUE_PATH_INVALID' },
  '/api/auth/sign-up/confirm': { token: 'SIGN_UP_LINK_INVALID' },
  '/api/auth/sign-in': { email: 'INVALID_EMAIL', password: 'PASSWORD_REQUIRED' },
};
const DEFAULT_INPUT_ERROR_CODE = 'INVALID_PARAMETER';

// GraphQL answers in its own format: server/graphql.ts applies the same rules there.
const OWN_RULES = new Set([GRAPHQL_URL]);

function inputErrorCode(url: string, parameter: string): string {
  const codes = INPUT_ERROR_CODES[url];
  if (typeof codes === 'string') return codes;
  return codes?.[parameter.split('.')[0] ?? ''] ?? DEFAULT_INPUT_ERROR_CODE;
}

function requestTextProblem(request: FastifyRequest): TextProblem | undefined {
  return findTextProblem(request.params) ?? findTextProblem(request.query) ?? findTextProblem(request.body);
}

/**
 * Refuses, before any handler runs, a request whose path parameters, query or body break the input rules of
 * input-text.ts: 400 with the endpoint's input error code and the parameter at fault.
 */
export function registerInputBoundary(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const url = request.routeOptions.url;
    if (url === undefined || OWN_RULES.has(url)) return;
    const problem = requestTextProblem(request);
    if (!problem) return;
    const parameter = problem.path || 'body';
    return reply.code(400).send(apiError(inputErrorCode(url, problem.path), problem.message, parameter));
  });
}
