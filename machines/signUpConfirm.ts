/**
 * /sign-up/confirm?token=...: opening the link of a "Confirm your e-mail" message. Opening it sends nothing (a
 * mail scanner that follows links must not spend it): the page waits in `ready` until the person presses Create
 * my account. Then the server makes the account and signs it in (done: the app continues where the person was
 * going), or says why not: expired, used (the account exists), invalid, or the address got an account meanwhile
 * (taken). A link that did not reach the server (the network) can be tried again.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { SignUpConfirm, User } from '../contracts/auth';
import { errorCode } from '../contracts/error-code';
import { submitErrorOf } from './form';

export interface SignUpConfirmInput {
  token: string | null;
}

export interface SignUpConfirmContext {
  token: string | null;
  /** Why the last try did not reach the server; null otherwise. */
  errorMessage: string | null;
}

export type SignUpConfirmEvent = { type: 'confirm.submit' } | { type: 'confirm.retry' };

export interface SignUpConfirmed {
  user: User;
  continuePath: string | null;
}

const problemOf = (error: unknown) => errorCode(error);

export const signUpConfirmMachine = setup({
  types: {
    context: {} as SignUpConfirmContext,
    events: {} as SignUpConfirmEvent,
    input: {} as SignUpConfirmInput,
  },
  actors: {
    // The app provides the REST call (src/features/auth/api/confirm-sign-up.ts).
    confirmSignUp: fromPromise<SignUpConfirmed, SignUpConfirm>(async () => {
      throw new Error('confirmSignUp is not provided');
    }),
  },
  actions: {
    // The app tells the session who is signed in and goes on to continuePath (Create a website when null).
    continueSignedIn: (_, _params: SignUpConfirmed) => {},
    storeError: assign({ errorMessage: (_, message: string) => message }),
    clearError: assign({ errorMessage: null }),
    // Once answered, the token is worth nothing to keep.
    forgetToken: assign({ token: null }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null && context.token !== '',
    isExpired: ({ event }) => 'error' in event && problemOf(event.error) === 'SIGN_UP_LINK_EXPIRED',
    isUsed: ({ event }) => 'error' in event && problemOf(event.error) === 'SIGN_UP_LINK_USED',
    isInvalid: ({ event }) => 'error' in event && problemOf(event.error) === 'SIGN_UP_LINK_INVALID',
    isTaken: ({ event }) => 'error' in event && problemOf(event.error) === 'EMAIL_TAKEN',
  },
}).createMachine({
  id: 'signUpConfirm',
  context: ({ input }) => ({ token: input.token, errorMessage: null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasToken', target: 'ready' }, { target: 'invalid' }],
    },
    ready: {
      on: { 'confirm.submit': 'confirming' },
    },
    confirming: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'confirmSignUp',
        src: 'confirmSignUp',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'done', actions: ['forgetToken', { type: 'continueSignedIn', params: ({ event }) => event.output }] },
        onError: [
          { guard: 'isExpired', target: 'expired', actions: 'forgetToken' },
          { guard: 'isUsed', target: 'used', actions: 'forgetToken' },
          { guard: 'isInvalid', target: 'invalid', actions: 'forgetToken' },
          { guard: 'isTaken', target: 'taken', actions: 'forgetToken' },
          { target: 'failed', actions: { type: 'storeError', params: ({ event }) => submitErrorOf(event.error).message } },
        ],
      },
    },
    failed: {
      on: { 'confirm.retry': 'confirming' },
    },
    done: { type: 'final' },
    expired: { type: 'final' },
    used: { type: 'final' },
    invalid: { type: 'final' },
    taken: { type: 'final' },
  },
});
