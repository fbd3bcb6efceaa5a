/**
 * The visitor's session, app-wide: who is signed in (checked once on load), signing out, the keep-alive while
 * signed in, and which account dialog is open (none, sign-in, sign-up or asking for a password reset link). The app creates one actor of it and
 * provides the network calls; the sign-in form and a sign-up's confirmation link tell it `session.signedIn`.
 */
import { assign, fromPromise, setup, stateIn } from 'xstate';
import { AUTH_MESSAGES, type SessionResponse, type User } from '../contracts/auth';
import { sessionKeepAliveMachine } from './sessionKeepAlive';

export interface SessionContext {
  user: User | null;
  /** What the visitor is told in the polite notice (the session ended); null when nothing. */
  notice: string | null;
  /** The e-mail the sign-in dialog opens with (a renewal link opened signed out names it); null for an empty form. */
  signInEmail: string | null;
}

export type SessionEvent =
  | { type: 'session.signedIn'; user: User }
  | { type: 'session.signOut' }
  | { type: 'session.expired' }
  | { type: 'session.openSignIn'; email?: string }
  | { type: 'session.openSignUp' }
  | { type: 'session.openPasswordReset' }
  | { type: 'session.closeDialog' }
  | { type: 'session.dismissNotice' };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    // Defaults: nobody is signed in and signing out has nothing to do; the app provides the REST calls.
    fetchSession: fromPromise<SessionResponse>(async () => ({ user: null, expiresAt: null })),
    signOut: fromPromise<void>(async () => {}),
    sessionKeepAlive: sessionKeepAliveMachine,
  },
  actions: {
    storeUser: assign({ user: (_, user: User | null) => user }),
    forgetUser: assign({ user: null }),
    tellSessionEnded: assign({ notice: AUTH_MESSAGES.SESSION_EXPIRED }),
    clearNotice: assign({ notice: null }),
    rememberSignInEmail: assign({ signInEmail: (_, email: string | undefined) => email ?? null }),
  },
  guards: {
    hasUser: ({ event }) => 'output' in event && (event.output as SessionResponse | undefined)?.user != null,
    isSignedOut: stateIn({ account: 'signedOut' }),
  },
}).createMachine({
  id: 'session',
  type: 'parallel',
  context: { user: null, notice: null, signInEmail: null },
  states: {
    account: {
      initial: 'checking',
      states: {
        checking: {
          tags: ['checking'],
          invoke: {
            src: 'fetchSession',
            onDone: [
              { guard: 'hasUser', target: 'signedIn', actions: { type: 'storeUser', params: ({ event }) => event.output.user } },
              { target: 'signedOut' },
            ],
            // The check failing (offline, server down) leaves the visitor signed out; signing in tries again.
            onError: 'signedOut',
          },
        },
        signedOut: {
          on: {
            'session.signedIn': { target: 'signedIn', actions: [{ type: 'storeUser', params: ({ event }) => event.user }, 'clearNotice'] },
          },
        },
        signedIn: {
          invoke: { id: 'keepAlive', src: 'sessionKeepAlive' },
          on: {
            // A confirmation link opened while signed in signs in its new account in place of this one.
            'session.signedIn': { target: 'signedIn', reenter: true, actions: [{ type: 'storeUser', params: ({ event }) => event.user }, 'clearNotice'] },
            'session.signOut': 'signingOut',
            'session.expired': { target: 'signedOut', actions: ['forgetUser', 'tellSessionEnded'] },
          },
        },
        signingOut: {
          tags: ['busy'],
          invoke: {
            src: 'signOut',
            onDone: { target: 'signedOut', actions: 'forgetUser' },
            // The server kept the session: the visitor is still signed in, and may try again.
            onError: 'signedIn',
          },
        },
      },
    },
    dialog: {
      initial: 'none',
      states: {
        none: {
          on: {
            'session.openSignIn': { guard: 'isSignedOut', target: 'signIn', actions: { type: 'rememberSignInEmail', params: ({ event }) => event.email } },
            'session.openSignUp': { guard: 'isSignedOut', target: 'signUp' },
          },
        },
        signIn: {
          on: { 'session.openSignUp': 'signUp', 'session.openPasswordReset': 'passwordReset', 'session.closeDialog': 'none', 'session.signedIn': 'none' },
        },
        // 'Forgot password?': asking for a link, from the Log in modal and back to it.
        passwordReset: {
          on: { 'session.openSignIn': 'signIn', 'session.closeDialog': 'none' },
        },
        // Sign-up ends in "check your e-mail": nobody is signed in until the link is opened, so only closing ends it.
        signUp: {
          on: { 'session.openSignIn': 'signIn', 'session.closeDialog': 'none' },
        },
      },
    },
  },
  on: {
    'session.dismissNotice': { actions: 'clearNotice' },
  },
});
