/**
 * The sign-in form (SPEC.md section 3: email and password): the shared form machine with its fields, and the
 * two-factor step an operator's account may ask for after a correct password (the code from an authenticator app,
 * or a recovery code), sent by the verifyCode actor.
 */
import { AUTH_MESSAGES } from '../contracts/auth';
import type { User } from '../contracts/auth';
import { signInRequestSchema, type SignInRequest } from '../contracts/auth-requests';
import { createFormMachine } from './form';

export const SIGN_IN_FIELDS = ['email', 'password', 'code'] as const;
export type SignInField = (typeof SIGN_IN_FIELDS)[number];

/** What the sign-in actor answers: the signed-in user, or that the account's two-factor code is awaited. */
export type SignInOutcome = User | { twoFactorRequired: true };

export const signInFormMachine = createFormMachine<SignInField, SignInRequest, User, 'signIn', { twoFactorRequired: true }>({
  id: 'signInForm',
  fields: SIGN_IN_FIELDS,
  schema: signInRequestSchema,
  submit: 'signIn',
  clearOnRefusal: ['password'],
  secondStep: {
    field: 'code',
    submit: 'verifyCode',
    isAskedFor: (output) => typeof output === 'object' && output !== null && 'twoFactorRequired' in output && output.twoFactorRequired === true,
    requiredMessage: AUTH_MESSAGES.TWO_FACTOR_CODE_REQUIRED,
    restartOn: ['TWO_FACTOR_EXPIRED'],
  },
});
