/**
 * The request bodies of the accounts endpoints as the server checks them (zod). Kept apart from ./auth.ts, which
 * every page loads, so that the browser's first load carries no schema library.
 */
import * as z from 'zod/mini';
import { AUTH_MESSAGES, EMAIL_MAX_LENGTH, FULLNAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, isContinuePath } from './auth';

/** An e-mail address as the accounts store it: trimmed and lowercased. */
export const email = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.maxLength(EMAIL_MAX_LENGTH, AUTH_MESSAGES.INVALID_EMAIL),
  z.email(AUTH_MESSAGES.INVALID_EMAIL),
);

/** The rules of a new password, the same at sign-up and when a reset link sets one. */
export const newPassword = z.string().check(
  z.minLength(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.PASSWORD_TOO_SHORT),
  z.maxLength(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.PASSWORD_TOO_LONG),
);

export const signUpRequestSchema = z.object({
  fullname: z.string().check(
    z.trim(),
    z.minLength(1, AUTH_MESSAGES.FULLNAME_REQUIRED),
    z.maxLength(FULLNAME_MAX_LENGTH, AUTH_MESSAGES.FULLNAME_TOO_LONG),
  ),
  email,
  password: newPassword,
  /** Where the person was going: the link in the e-mail continues there once the account exists. */
  continuePath: z.optional(z.string().check(z.refine(isContinuePath, AUTH_MESSAGES.CONTINUE_PATH_INVALID))),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signInRequestSchema = z.object({
  email,
  password: z.string().check(
    z.minLength(1, AUTH_MESSAGES.PASSWORD_REQUIRED),
    z.maxLength(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.INVALID_CREDENTIALS),
  ),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** POST /api/auth/sign-in/code: the authenticator app's 6 digits, or a recovery code (spaces and dashes allowed). */
export const signInCodeSchema = z.object({
  code: z.string().check(
    z.trim(),
    z.minLength(1, AUTH_MESSAGES.TWO_FACTOR_CODE_REQUIRED),
    z.maxLength(40, AUTH_MESSAGES.TWO_FACTOR_CODE_INVALID),
  ),
});
export type SignInCodeRequest = z.infer<typeof signInCodeSchema>;

/** POST /api/auth/password-reset/request: always 202 with PASSWORD_RESET_SENT_MESSAGE for a valid e-mail. */
export const passwordResetRequestSchema = z.object({ email });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The token a link from an e-mail carries: 43 base64url characters (32 random bytes). */
const linkToken = (invalid: string) => z.string().check(z.maxLength(100, invalid), z.regex(/^[A-Za-z0-9_-]+$/, invalid));
const resetToken = linkToken(AUTH_MESSAGES.RESET_LINK_INVALID);

/** POST /api/auth/password-reset/check: 200 when the link can set a password, else 400 RESET_LINK_*. */
export const passwordResetCheckSchema = z.object({ token: resetToken });
export type PasswordResetCheck = z.infer<typeof passwordResetCheckSchema>;

/** POST /api/auth/password-reset: sets the password, ends every other session of the account. */
export const passwordResetSchema = z.object({ token: resetToken, password: newPassword });
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** POST /api/auth/sign-up/confirm: makes the account of a confirmation link and signs it in. */
export const signUpConfirmSchema = z.object({ token: linkToken(AUTH_MESSAGES.SIGN_UP_LINK_INVALID) });
export type SignUpConfirm = z.infer<typeof signUpConfirmSchema>;

