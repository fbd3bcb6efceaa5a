import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, SIGN_UP_SENT_STATUS } from '../../contracts/auth';
import { signInCodeSchema, signInRequestSchema, signUpConfirmSchema, signUpRequestSchema } from '../../contracts/auth-requests';
import type { AuthErrorCode, SessionResponse, SignUpConfirmResponse, SignUpResponse, TwoFactorChallenge } from '../../contracts/auth';
import type { ApiError } from '../../contracts/errors';
import { isLanguage } from '../../contracts/language';
import { apiError } from '../http/errors';
import { setLanguageCookie } from './language-route';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './cookie';
import { verifyAgainstDummy, verifyPassword } from './password';
import { claimAttempts, clearFailures, releaseAttempt, signInLimits, signUpLimits, twoFactorLimits } from './rate-limit';
import type { Auth } from './service';
import { createSession, deleteSession } from './sessions';
import { challengedAccount, endChallenge, startChallenge } from './sign-in-challenge';
import { twoFactorKey } from './two-factor';
import { spendSecondFactor } from './two-factor-store';
import { confirmSignUp, requestSignUp } from './sign-up';
import { requestLanguage } from '../http/language';
import type { ActiveSession } from './sessions';
import { trackingUserHash } from './tracking-hash';
import { english } from '../i18n';
import { dueAccountService } from '../services/my-services';

const SIGNED_OUT: SessionResponse = { user: null, expiresAt: null };

const sessionBody = (session: Pick<ActiveSession, 'user' | 'expiresAt'>, secret: string): SessionResponse => ({
  user: { id: session.user.id, fullname: session.user.fullname, email: session.user.email, role: session.user.role ?? 'customer', trackingHash: trackingUserHash(secret, session.user.id) },
  expiresAt: session.expiresAt.toISOString(),
});

/** The session's answer with the service the header tells of (docs/services.md "Customers see it"). */
async function withDueService(auth: Auth, response: SessionResponse): Promise<SessionResponse> {
  if (!response.user) return response;
  return { ...response, user: { ...response.user, dueService: await dueAccountService(auth.db, response.user.id, auth.now()) } };
}

type Issue = { path: PropertyKey[]; message: string };

/** The first problem of a body as a stable code: the contract's messages name the codes. */
function validationError(issue: Issue | undefined, fallbacks: Record<string, AuthErrorCode>): { status: number; body: ApiError } {
  const parameter = String(issue?.path[0] ?? 'body');
  const byMessage = (Object.keys(AUTH_MESSAGES) as (keyof typeof AUTH_MESSAGES)[]).find((code) => AUTH_MESSAGES[code] === issue?.message);
  const code = byMessage ?? fallbacks[parameter] ?? 'INVALID_EMAIL';
  const message = code === 'TOO_MANY_ATTEMPTS' ? '' : AUTH_MESSAGES[code];
  return { status: code === 'INVALID_CREDENTIALS' || code === 'TWO_FACTOR_CODE_INVALID' ? 401 : 400, body: apiError(code, message, parameter) };
}

function body(request: FastifyRequest): unknown {
  return typeof request.body === 'object' && request.body !== null ? request.body : {};
}

/** The wait in whole minutes, at least one. */
const minutesOf = (retryAfterSeconds: number) => Math.max(1, Math.ceil(retryAfterSeconds / 60));

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = minutesOf(retryAfterSeconds);
  return minutes === 1 ? english('error.TOO_MANY_ATTEMPTS.signInOneMinute') : english('error.TOO_MANY_ATTEMPTS.signIn', { minutes });
}

export function tooManySignUpsMessage(retryAfterSeconds: number): string {
  const minutes = minutesOf(retryAfterSeconds);
  return minutes === 1 ? english('error.TOO_MANY_ATTEMPTS.signUpOneMinute') : english('error.TOO_MANY_ATTEMPTS.signUp', { minutes });
}

/**
 * The accounts endpoints (contracts/auth.ts). Passwords and session ids never reach a log: Fastify logs no
 * bodies or cookies, and these handlers log nothing of their own.
 */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth, secret: string): void {
  const { db } = auth;
  const key = twoFactorKey(secret);

  /** The answer to an attempt over its limit: 429 with the wait. */
  const tooManyAttempts = (reply: FastifyReply, retryAfterSeconds: number) => {
    reply.header('retry-after', String(retryAfterSeconds));
    return reply.code(429).send({ error: { code: 'TOO_MANY_ATTEMPTS', message: tooManyAttemptsMessage(retryAfterSeconds), retryAfterSeconds } } satisfies ApiError);
  };

  // Answers that carry or end a session must never be stored by a cache.
  // A synchronous hook: it runs for every answer of the portal, and an async one costs each of them a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/auth/')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  async function startSession(request: FastifyRequest, reply: FastifyReply, user: ActiveSession['user']): Promise<SessionResponse> {
    // A new id at every sign-in: an id planted before it (session fixation) is worth nothing.
    await deleteSession(db, readSessionCookie(request));
    const session = await createSession(auth, user.id, user.role);
    setSessionCookie(request, reply, session.id);
    const response = await withDueService(auth, sessionBody({ user, expiresAt: session.expiresAt }, secret));
    // The account's language from now on, in this browser too: the next page is rendered in it.
    const { language } = await db.selectFrom('accounts').select('language').where('id', '=', user.id).executeTakeFirstOrThrow();
    if (!isLanguage(language) || !response.user) return response;
    setLanguageCookie(request, reply, language);
    return { ...response, user: { ...response.user, language } };
  }

  // The same answer, status and body, and no cookie, whether or not the e-mail has an account (requestSignUp).
  app.post('/api/auth/sign-up', async (request, reply) => {
    const parsed = signUpRequestSchema.safeParse(body(request));
    if (!parsed.success) {
      const problem = validationError(parsed.error.issues[0], { fullname: 'FULLNAME_REQUIRED', email: 'INVALID_EMAIL', password: 'PASSWORD_TOO_SHORT', continuePath: 'CONTINUE_PATH_INVALID' });
      return reply.code(problem.status).send(problem.body);
    }
    const now = auth.now();
    const wait = await claimAttempts(db, signUpLimits(parsed.data.email, request.ip), now);
    if (wait !== undefined) {
      reply.header('retry-after', String(wait));
      return reply.code(429).send({ error: { code: 'TOO_MANY_ATTEMPTS', message: tooManySignUpsMessage(wait), retryAfterSeconds: wait } } satisfies ApiError);
    }
    await requestSignUp(db, parsed.data, now, requestLanguage(request));
    return reply.code(202).send({ status: SIGN_UP_SENT_STATUS } satisfies SignUpResponse);
  });

  // The link of the e-mail: makes the account, signs it in as sign-in does, and says where to continue.
  app.post('/api/auth/sign-up/confirm', async (request, reply) => {
    const parsed = signUpConfirmSchema.safeParse(body(request));
    if (!parsed.success) {
      const problem = validationError(parsed.error.issues[0], { token: 'SIGN_UP_LINK_INVALID' });
      return reply.code(problem.status).send(problem.body);
    }
    const outcome = await confirmSignUp(db, parsed.data.token, auth.now());
    if (!outcome.ok) {
      const status = outcome.problem === 'EMAIL_TAKEN' ? 409 : 400;
      return reply.code(status).send(apiError(outcome.problem, AUTH_MESSAGES[outcome.problem], 'token'));
    }
    const session = await startSession(request, reply, outcome.user);
    return { ...session, continuePath: outcome.continuePath } satisfies SignUpConfirmResponse;
  });

  app.post('/api/auth/sign-in', async (request, reply) => {
    const parsed = signInRequestSchema.safeParse(body(request));
    if (!parsed.success) {
      const problem = validationError(parsed.error.issues[0], { email: 'INVALID_EMAIL', password: 'PASSWORD_REQUIRED' });
      return reply.code(problem.status).send(problem.body);
    }
    const { email, password } = parsed.data;
    const now = auth.now();
    const [pair, ...others] = signInLimits(email, request.ip);
    // Counted before the password is checked, each attempt in one atomic statement: parallel guesses beyond
    // the limit are refused without being checked.
    const retryAfterSeconds = await claimAttempts(db, [pair, ...others], now);
    if (retryAfterSeconds !== undefined) return tooManyAttempts(reply, retryAfterSeconds);
    const account = await db.selectFrom('accounts').select(['id', 'fullname', 'email', 'password_hash', 'role', 'disabled_at', 'totp_enabled_at']).where('email', '=', email).executeTakeFirst();
    // An unknown email costs one hash too, so the answer time does not tell which emails have accounts.
    const valid = account ? await verifyPassword(password, account.password_hash) : await verifyAgainstDummy(password);
    // A disabled operator gets the answer of a wrong password: the form does not tell who is disabled.
    if (!account || !valid || account.disabled_at !== null) return reply.code(401).send(apiError('INVALID_CREDENTIALS', AUTH_MESSAGES.INVALID_CREDENTIALS, 'password'));
    // A success clears its pair and gives back its count on the address and the email: they count failures.
    await clearFailures(db, pair.key);
    for (const limit of others) await releaseAttempt(db, limit.key);
    // Two-factor sign-in: no session until the code is right, only this browser's short-lived code step.
    if (account.totp_enabled_at !== null) {
      const expiresAt = await startChallenge(db, request, reply, account.id, now);
      return { twoFactorRequired: true, expiresAt: expiresAt.toISOString() } satisfies TwoFactorChallenge;
    }
    return startSession(request, reply, { id: account.id, fullname: account.fullname, email: account.email, role: account.role });
  });

  // The second step: the authenticator app's code (once; one step of drift) or a recovery code (gone once used).
  app.post('/api/auth/sign-in/code', async (request, reply) => {
    const parsed = signInCodeSchema.safeParse(body(request));
    if (!parsed.success) {
      const problem = validationError(parsed.error.issues[0], { code: 'TWO_FACTOR_CODE_REQUIRED' });
      return reply.code(problem.status).send(problem.body);
    }
    const now = auth.now();
    const account = await challengedAccount(db, request, now);
    if (!account) {
      await endChallenge(db, request, reply, undefined);
      return reply.code(401).send(apiError('TWO_FACTOR_EXPIRED', AUTH_MESSAGES.TWO_FACTOR_EXPIRED));
    }
    const [pair, ...others] = twoFactorLimits(account.id, request.ip);
    const retryAfterSeconds = await claimAttempts(db, [pair, ...others], now);
    if (retryAfterSeconds !== undefined) return tooManyAttempts(reply, retryAfterSeconds);
    if (!(await spendSecondFactor(db, key, account.id, parsed.data.code, now))) {
      return reply.code(401).send(apiError('TWO_FACTOR_CODE_INVALID', AUTH_MESSAGES.TWO_FACTOR_CODE_INVALID, 'code'));
    }
    await clearFailures(db, pair.key);
    for (const limit of others) await releaseAttempt(db, limit.key);
    await endChallenge(db, request, reply, account.idHash);
    return startSession(request, reply, { id: account.id, fullname: account.fullname, email: account.email, role: account.role });
  });

  app.post('/api/auth/sign-out', async (request, reply) => {
    await deleteSession(db, readSessionCookie(request));
    clearSessionCookie(request, reply);
    // A code step left half done in this browser ends too.
    await endChallenge(db, request, reply, (await challengedAccount(db, request, auth.now()))?.idHash);
    return SIGNED_OUT;
  });

  app.get('/api/auth/session', async (request, reply) => {
    const session = await auth.current(request);
    if (session) return withDueService(auth, sessionBody(session, secret));
    if (readSessionCookie(request)) clearSessionCookie(request, reply);
    return SIGNED_OUT;
  });

  app.post('/api/auth/refresh', async (request, reply) => {
    const session = await auth.current(request);
    if (session) return sessionBody(session, secret);
    if (readSessionCookie(request)) clearSessionCookie(request, reply);
    return reply.code(401).send(apiError('SESSION_EXPIRED', AUTH_MESSAGES.SESSION_EXPIRED));
  });
}
