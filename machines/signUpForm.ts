/**
 * The sign-up form (SPEC.md section 3: fullname, email and password): the shared form machine with its fields.
 * It ends in checkEmail: the server answers the same for a new and a taken address, and the account is made
 * when the link sent to the address is opened (signUpConfirm).
 */
import { signUpRequestSchema, type SignUpRequest } from '../contracts/auth-requests';
import { createFormMachine } from './form';

export const SIGN_UP_FIELDS = ['fullname', 'email', 'password'] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];

/** What the signUp actor answers: the address the link went to, as the server read it (trimmed, lowercased). */
export interface SignUpSent {
  email: string;
}

export const signUpFormMachine = createFormMachine<SignUpField, SignUpRequest, SignUpSent, 'signUp'>({
  id: 'signUpForm',
  fields: SIGN_UP_FIELDS,
  schema: signUpRequestSchema,
  submit: 'signUp',
  doneState: 'checkEmail',
});
