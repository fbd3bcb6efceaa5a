/** The sign-up form (SPEC.md section 3: fullname, email and password): the shared form machine with its fields. */
import { signUpRequestSchema, type SignUpRequest, type User } from '../contracts/auth';
import { createFormMachine } from './form';

export const SIGN_UP_FIELDS = ['fullname', 'email', 'password'] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];

export const signUpFormMachine = createFormMachine<SignUpField, SignUpRequest, User, 'signUp'>({
  id: 'signUpForm',
  fields: SIGN_UP_FIELDS,
  schema: signUpRequestSchema,
  submit: 'signUp',
});
