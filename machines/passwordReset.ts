/**
 * Password reset, both halves: asking for a link (request -> sent: the same answer whether or not the e-mail
 * has an account) and opening it (link checked -> new password -> done, or the link's state: expired, used,
 * invalid). The app provides the three REST calls; the view moves the token out of the address bar.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  type PasswordReset,
  type PasswordResetCheck,
  type PasswordResetRequest,
} from '../contracts/auth-requests';
import { errorCode } from '../contracts/error-code';
import { submitErrorOf, validationErrors, type FormSubmitError } from './form';

export interface PasswordResetInput {
  /** The token a reset link carried; absent when the visitor asks for a link. */
  token?: string | null;
}

export interface PasswordResetContext {
  token: string | null;
  email: string;
  password: string;
  emailError: string | null;
  passwordError: string | null;
  /** An error that belongs to no field (the network, too many requests). */
  formError: string | null;
  /** What the server answered a request for a link (the same words for every e-mail). */
  sentMessage: string | null;
}

export type PasswordResetEvent =
  | { type: 'reset.setEmail'; value: string }
  | { type: 'reset.setPassword'; value: string }
  | { type: 'reset.submit' }
  | { type: 'reset.askAgain' };

const linkState = (code: string | null) =>
  code === 'RESET_LINK_EXPIRED' ? 'expired' : code === 'RESET_LINK_USED' ? 'used' : code === 'RESET_LINK_INVALID' ? 'invalid' : null;

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
  },
  actors: {
    // Defaults that refuse: the app provides the REST calls (src/features/auth/api).
    requestResetLink: fromPromise<string, PasswordResetRequest>(async () => {
      throw new Error('requestResetLink is not provided');
    }),
    checkResetLink: fromPromise<void, PasswordResetCheck>(async () => {
      throw new Error('checkResetLink is not provided');
    }),
    setNewPassword: fromPromise<void, PasswordReset>(async () => {
      throw new Error('setNewPassword is not provided');
    }),
  },
  actions: {
    storeEmail: assign({ email: (_, value: string) => value, emailError: null }),
    storePassword: assign({ password: (_, value: string) => value, passwordError: null }),
    showEmailValidation: assign({ emailError: ({ context }) => validationErrors(['email'], passwordResetRequestSchema, { email: context.email }).email }),
    showPasswordValidation: assign({
      passwordError: ({ context }) => validationErrors(['token', 'password'], passwordResetSchema, { token: context.token ?? '', password: context.password }).password,
    }),
    clearFormError: assign({ formError: null }),
    storeSentMessage: assign({ sentMessage: (_, message: string) => message }),
    showSubmitError: assign(({ context }, error: FormSubmitError) =>
      error.parameter === 'email' ? { emailError: error.message, formError: null }
      : error.parameter === 'password' ? { passwordError: error.message, formError: null }
      : { formError: error.message, emailError: context.emailError, passwordError: context.passwordError },
    ),
    // Typed once is enough: a refused or finished attempt leaves no password in the page.
    forgetPassword: assign({ password: '' }),
    forgetToken: assign({ token: null }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isEmailValid: ({ context }) => passwordResetRequestSchema.safeParse({ email: context.email }).success,
    isPasswordValid: ({ context }) => passwordResetSchema.safeParse({ token: context.token ?? '', password: context.password }).success,
    isLinkExpired: ({ event }) => 'error' in event && linkState(errorCode(event.error)) === 'expired',
    isLinkUsed: ({ event }) => 'error' in event && linkState(errorCode(event.error)) === 'used',
    isLinkInvalid: ({ event }) => 'error' in event && linkState(errorCode(event.error)) === 'invalid',
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    token: input.token ?? null,
    email: '',
    password: '',
    emailError: null,
    passwordError: null,
    formError: null,
    sentMessage: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasToken', target: 'link' }, { target: 'request' }],
    },
    request: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'reset.setEmail': { actions: { type: 'storeEmail', params: ({ event }) => event.value } },
            'reset.submit': [
              { guard: 'isEmailValid', target: 'sending', actions: ['showEmailValidation', 'clearFormError'] },
              { actions: 'showEmailValidation' },
            ],
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'requestResetLink',
            src: 'requestResetLink',
            input: ({ context }) => passwordResetRequestSchema.parse({ email: context.email }),
            onDone: { target: 'sent', actions: { type: 'storeSentMessage', params: ({ event }) => event.output } },
            onError: { target: 'editing', actions: { type: 'showSubmitError', params: ({ event }) => submitErrorOf(event.error) } },
          },
        },
        sent: { type: 'final' },
      },
    },
    link: {
      initial: 'checking',
      states: {
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'checkResetLink',
            src: 'checkResetLink',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: 'newPassword',
            onError: [
              { guard: 'isLinkExpired', target: 'expired' },
              { guard: 'isLinkUsed', target: 'used' },
              { guard: 'isLinkInvalid', target: 'invalid' },
              // The check did not reach the server: the form still shows, and saving says what went wrong.
              { target: 'newPassword' },
            ],
          },
        },
        newPassword: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'reset.setPassword': { actions: { type: 'storePassword', params: ({ event }) => event.value } },
                'reset.submit': [
                  { guard: 'isPasswordValid', target: 'saving', actions: ['showPasswordValidation', 'clearFormError'] },
                  { actions: 'showPasswordValidation' },
                ],
              },
            },
            saving: {
              tags: ['busy'],
              invoke: {
                id: 'setNewPassword',
                src: 'setNewPassword',
                input: ({ context }) => ({ token: context.token ?? '', password: context.password }),
                onDone: { target: '#passwordReset.link.done', actions: ['forgetPassword', 'forgetToken'] },
                onError: [
                  { guard: 'isLinkExpired', target: '#passwordReset.link.expired', actions: 'forgetPassword' },
                  { guard: 'isLinkUsed', target: '#passwordReset.link.used', actions: 'forgetPassword' },
                  { guard: 'isLinkInvalid', target: '#passwordReset.link.invalid', actions: 'forgetPassword' },
                  { target: 'editing', actions: { type: 'showSubmitError', params: ({ event }) => submitErrorOf(event.error) } },
                ],
              },
            },
          },
        },
        done: { type: 'final' },
        expired: { on: { 'reset.askAgain': { target: '#passwordReset.request', actions: 'forgetToken' } } },
        used: { on: { 'reset.askAgain': { target: '#passwordReset.request', actions: 'forgetToken' } } },
        invalid: { on: { 'reset.askAgain': { target: '#passwordReset.request', actions: 'forgetToken' } } },
      },
    },
  },
});
