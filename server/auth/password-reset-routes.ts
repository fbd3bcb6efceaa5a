import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, PASSWORD_RESET_SENT_MESSAGE } from '../../contracts/auth';
import { passwordResetCheckSchema, passwordResetRequestSchema, passwordResetSchema } from '../../contracts/auth-requests';
import type { ApiError } from '../../contracts/errors';
import { apiError } from '../http/errors';
import { requestPasswordReset, resetLinkProblem, resetPassword } from './password-reset';
import { claimAttempts, type Limit } from './rate-limit';
import type { Auth } from './service';

/** Links asked for per e-mail and per address within an hour; the same limits whether or not the e-mail has an account. */
export const RESET_EMAIL_LIMIT = 3;
export const RESET_IP_LIMIT = 10;
export const RESET_WINDOW_MS = 60 * 60_000;

export const resetLimits = (email: string, ip: string): Limit[] => [
  { key: `reset-email:${email}`, limit: RESET_EMAIL_LIMIT, windowMs: RESET_WINDOW_MS },
  { key: `reset-ip:${ip}`, limit: RESET_IP_LIMIT, windowMs: RESET_WINDOW_MS },
];

type Issue = { path: PropertyKey[]; message: string } | undefined;

function codeOf(issue: Issue, fallback: keyof typeof AUTH_MESSAGES): keyof typeof AUTH_MESSAGES {
  return (Object.keys(AUTH_MESSAGES) as (keyof typeof AUTH_MESSAGES)[]).find((code) => AUTH_MESSAGES[code] === issue?.message) ?? fallback;
}

function invalid(reply: FastifyReply, issue: Issue, fallbacks: Record<string, keyof typeof AUTH_MESSAGES>) {
  const parameter = String(issue?.path[0] ?? 'body');
  const code = codeOf(issue, fallbacks[parameter] ?? 'RESET_LINK_INVALID');
  return reply.code(400).send(apiError(code, AUTH_MESSAGES[code], parameter));
}

const bodyOf = (request: FastifyRequest): unknown => (typeof request.body === 'object' && request.body !== null ? request.body : {});

export function tooManyResetsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many requests for a new password. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** The password reset endpoints (contracts/auth.ts); under /api/auth/, so answers are never cached. */
export function registerPasswordResetRoutes(app: FastifyInstance, auth: Auth): void {
  const { db } = auth;

  app.post('/api/auth/password-reset/request', async (request, reply) => {
    const parsed = passwordResetRequestSchema.safeParse(bodyOf(request));
    if (!parsed.success) return invalid(reply, parsed.error.issues[0], { email: 'INVALID_EMAIL' });
    const now = auth.now();
    const wait = await claimAttempts(db, resetLimits(parsed.data.email, request.ip), now);
    if (wait !== undefined) {
      reply.header('retry-after', String(wait));
      return reply.code(429).send({ error: { code: 'TOO_MANY_ATTEMPTS', message: tooManyResetsMessage(wait), retryAfterSeconds: wait } } satisfies ApiError);
    }
    await requestPasswordReset(db, parsed.data.email, now);
    return reply.code(202).send({ message: PASSWORD_RESET_SENT_MESSAGE });
  });

  app.post('/api/auth/password-reset/check', async (request, reply) => {
    const parsed = passwordResetCheckSchema.safeParse(bodyOf(request));
    if (!parsed.success) return invalid(reply, parsed.error.issues[0], { token: 'RESET_LINK_INVALID' });
    const problem = await resetLinkProblem(db, parsed.data.token, auth.now());
    if (problem) return reply.code(400).send(apiError(problem, AUTH_MESSAGES[problem], 'token'));
    return { valid: true };
  });

  app.post('/api/auth/password-reset', async (request, reply) => {
    const parsed = passwordResetSchema.safeParse(bodyOf(request));
    if (!parsed.success) return invalid(reply, parsed.error.issues[0], { token: 'RESET_LINK_INVALID', password: 'PASSWORD_TOO_SHORT' });
    const current = await auth.current(request);
    const keepSession = current ? { accountId: current.user.id, idHash: current.sessionKey } : undefined;
    const outcome = await resetPassword(db, { ...parsed.data, keepSession }, auth.now());
    if (!outcome.ok) return reply.code(400).send(apiError(outcome.problem, AUTH_MESSAGES[outcome.problem], 'token'));
    return { done: true };
  });
}
