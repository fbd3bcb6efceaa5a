/** The sign-in form (SPEC.md section 3: email and password): the shared form machine with its fields. */
import type { User } from '../contracts/auth';
import { signInRequestSchema, type SignInRequest } from '../contracts/auth-requests';
import { createFormMachine } from './form';

export const SIGN_IN_FIELDS = ['email', 'password'] as const;
export type SignInField = (typeof SIGN_IN_FIELDS)[number];

export const signInFormMachine = createFormMachine<SignInField, SignInRequest, User, 'signIn'>({
  id: 'signInForm',
  fields: SIGN_IN_FIELDS,
  schema: signInRequestSchema,
  submit: 'signIn',
  clearOnRefusal: ['password'],
});
