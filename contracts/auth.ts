/**
 * The accounts contract: the rules, messages and answers of sign-up, sign-in, sign-out, the current session and the
 * login refresh. This module loads with every page, so it carries no schema library: the request bodies the server
 * checks are described with zod in ./auth-requests.ts, and the one answer the browser checks on every page, the
 * session, by sessionResponseFrom below.
 */
import { isJsonObject } from './json-object';
import { dueServiceFrom, type DueService } from './due-service';
import { isLanguage, type Language } from './language';

export type { PasswordReset, PasswordResetCheck, PasswordResetRequest, SignInCodeRequest, SignInRequest, SignUpConfirm, SignUpRequest } from './auth-requests';

/** The session cookie's name (HttpOnly: the server sets and reads it; the warm-up's own requests carry one). */
export const SESSION_COOKIE = 'portal_session';

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing a posted novel costs nothing. */
export const PASSWORD_MAX_LENGTH = 256;
export const FULLNAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** SPEC.md section 9: the login is refreshed every 5 minutes while signed in. */
export const SESSION_REFRESH_INTERVAL_MS = 300_000;

export const AUTH_MESSAGES = {
  FULLNAME_REQUIRED: 'Please enter your full name.',
  FULLNAME_TOO_LONG: `Your name can be at most ${FULLNAME_MAX_LENGTH} characters long.`,
  INVALID_EMAIL: 'Please enter a valid email address.',
  PASSWORD_REQUIRED: 'Please enter your password.',
  PASSWORD_TOO_SHORT: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  PASSWORD_TOO_LONG: `The password can be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  /** Only when a confirmation link is opened: the address got an account after the sign-up was asked for. */
  EMAIL_TAKEN: 'An account with this email already exists, so this link made no new one. Log in with it instead.',
  /** The same for an unknown email and a wrong password, so the form never tells which emails have accounts. */
  INVALID_CREDENTIALS: 'The email or password is not correct.',
  SESSION_EXPIRED: 'Your session has ended. Please sign in again.',
  NOT_SIGNED_IN: 'Please sign in first.',
  RESET_LINK_EXPIRED: 'This link has expired: links to set a new password work for one hour. Ask for a new one.',
  RESET_LINK_USED: 'This link has already been used to set a new password. Ask for a new one if you need to.',
  RESET_LINK_INVALID: 'This link is not valid. Check that you opened the whole link from the e-mail, or ask for a new one.',
  SIGN_UP_LINK_EXPIRED: 'This link has expired: links to finish creating an account work for 24 hours. Sign up again to get a new one.',
  SIGN_UP_LINK_USED: 'This link has already been used, so your account exists. Log in with your email and password.',
  SIGN_UP_LINK_INVALID: 'This link is not valid. Check that you opened the whole link from the e-mail, or sign up again.',
  CONTINUE_PATH_INVALID: 'The page to continue at after signing up must be a page of this site.',
  TWO_FACTOR_CODE_REQUIRED: 'Please enter the 6-digit code from your authenticator app.',
  TWO_FACTOR_CODE_INVALID: 'The code is not correct. Enter the 6-digit code from your authenticator app, or a recovery code.',
  /** The password step was too long ago, or in another browser: it is asked for again. */
  TWO_FACTOR_EXPIRED: 'Signing in took too long. Please enter your email and password again.',
} as const;

/** How long the code may be entered after a correct password (a sign-in half done ends then). */
export const SIGN_IN_CHALLENGE_VALID_MS = 5 * 60_000;

/**
 * What POST /api/auth/sign-in answers for an account with two-factor sign-in, instead of a session: no session
 * cookie yet; the code goes to POST /api/auth/sign-in/code from the same browser before `expiresAt`.
 */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  expiresAt: string;
}

/** The challenge in a JSON body, or undefined when the body is not one. */
export function twoFactorChallengeFrom(body: unknown): TwoFactorChallenge | undefined {
  if (!isJsonObject(body) || body.twoFactorRequired !== true || typeof body.expiresAt !== 'string') return undefined;
  return { twoFactorRequired: true, expiresAt: body.expiresAt };
}

/** How long a password reset link works after it was asked for (OWASP: short-lived). */
export const PASSWORD_RESET_VALID_MS = 60 * 60_000;
/** What a reset request always answers, whether or not the e-mail has an account. */
export const PASSWORD_RESET_SENT_MESSAGE = 'If an account uses this e-mail, we have sent it a link to set a new password. The link works for one hour.';

/** How long a link to finish creating an account works after sign-up was asked for. */
export const SIGN_UP_CONFIRM_VALID_MS = 24 * 60 * 60_000;
/** What sign-up always answers (202), whether or not the e-mail already has an account. */
export const SIGN_UP_SENT_STATUS = 'confirmation-sent';
export interface SignUpResponse {
  status: typeof SIGN_UP_SENT_STATUS;
}
/** What the sign-up form says once it is sent: the same words for a new and a taken address. */
export const signUpSentMessage = (email: string) => `Check your e-mail: we sent a link to ${email} to finish creating your account.`;

export const CONTINUE_PATH_MAX_LENGTH = 512;
const SAME_ORIGIN = 'https://portal.invalid';

/**
 * A path of this site to continue at once an account exists: starts with one slash (not '//' or '/\\', which
 * browsers read as another host), no backslashes, spaces or control characters, and stays on the same origin.
 */
export function isContinuePath(path: string): boolean {
  if (path.length > CONTINUE_PATH_MAX_LENGTH || !/^\/(?![/\\])[^\s\\]*$/.test(path)) return false;
  if ([...path].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return false;
  try {
    return new URL(path, SAME_ORIGIN).origin === SAME_ORIGIN;
  } catch {
    return false;
  }
}

/** What the forms say under a new password field: the rules ./auth-requests.ts checks. */
export const NEW_PASSWORD_DESCRIPTION = `At least ${PASSWORD_MIN_LENGTH} characters.`;

/** Error codes of the accounts endpoints; TOO_MANY_ATTEMPTS also carries retryAfterSeconds. */
export type AuthErrorCode = keyof typeof AUTH_MESSAGES | 'TOO_MANY_ATTEMPTS';

/** The signed-in account, as the session answers name it. */
export interface User {
  id: string;
  fullname: string;
  email: string;
  /** 'operator' for the people who run the portal (the back office at /admin); customers have 'customer'. */
  role?: 'customer' | 'operator';
  /** The visitor tracking's user hash of the account (the visitor id is 'webnode_' + it); stable, not reversible. */
  trackingHash?: string;
  /**
   * The service the header tells of (docs/services.md "Customers see it"): the most urgent one ending within 14 days
   * or run out; null when nothing is due. In the session's answer and a sign-in's, not in a refresh's.
   */
  dueService?: DueService | null;
  /** The language the account chose with the header's switch; in a sign-in's answer, so the page turns to it. */
  language?: Language;
}

/** Body of GET /api/auth/session and of every successful sign-up, sign-in, sign-out and refresh. */
export interface SessionResponse {
  user: User | null;
  /** ISO time at which the session ends unless refreshed; null when signed out. */
  expiresAt: string | null;
}

const optionalString = (value: unknown): value is string | undefined => value === undefined || typeof value === 'string';

function userFrom(value: unknown): User | null | undefined {
  if (value === null) return null;
  if (!isJsonObject(value)) return undefined;
  const { id, fullname, email, role, trackingHash, dueService, language } = value;
  if (typeof id !== 'string' || typeof fullname !== 'string' || typeof email !== 'string' || !optionalString(trackingHash)) return undefined;
  if (role !== undefined && role !== 'customer' && role !== 'operator') return undefined;
  // A due service not understood is left out: the header then tells of nothing, and the session still stands.
  const due = dueService == null ? undefined : dueServiceFrom(dueService);
  return { id, fullname, email, ...(role === undefined ? {} : { role }), ...(trackingHash === undefined ? {} : { trackingHash }), ...(due === undefined ? {} : { dueService: due }), ...(isLanguage(language) ? { language } : {}) };
}

/** The session answer in a JSON body, or undefined when the body is not one (unknown fields are left out). */
export function sessionResponseFrom(body: unknown): SessionResponse | undefined {
  if (!isJsonObject(body)) return undefined;
  const user = userFrom(body.user);
  const { expiresAt } = body;
  if (user === undefined || (expiresAt !== null && typeof expiresAt !== 'string')) return undefined;
  return { user, expiresAt };
}

export type ResetLinkProblem = 'RESET_LINK_EXPIRED' | 'RESET_LINK_USED' | 'RESET_LINK_INVALID';

/** What a confirmed sign-up answers: the new session, and the path to continue at (null: Create a website). */
export interface SignUpConfirmResponse extends SessionResponse {
  continuePath: string | null;
}

export type SignUpLinkProblem = 'SIGN_UP_LINK_EXPIRED' | 'SIGN_UP_LINK_USED' | 'SIGN_UP_LINK_INVALID' | 'EMAIL_TAKEN';
