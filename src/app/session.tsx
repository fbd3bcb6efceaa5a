/**
 * The app-wide session actor: one per app, created by SessionProvider and read by views with narrow
 * selectors (`SessionContext.useSelector`). The network calls are provided here; tests can pass other logic.
 */
import type { ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { sessionMachine } from '../../machines/session';
import { sessionKeepAliveMachine } from '../../machines/sessionKeepAlive';
import { fetchSession } from '../features/auth/api/fetch-session';
import { refreshLogin } from '../features/auth/api/refresh-login';
import { signOut } from '../features/auth/api/sign-out';
import { inspectionOptions } from './inspection';

export const appSessionMachine = sessionMachine.provide({
  actors: {
    // Not aborted on stop: StrictMode's restored actor waits for this very request (see docs/frontend.md).
    fetchSession: fromPromise(() => fetchSession()),
    signOut: fromPromise(() => signOut()),
    sessionKeepAlive: sessionKeepAliveMachine.provide({
      actors: { refreshLogin: fromPromise(({ signal }) => refreshLogin(signal)) },
    }),
  },
});

export const SessionContext = createActorContext(appSessionMachine);

export function SessionProvider({ children, logic }: { children: ReactNode; logic?: typeof appSessionMachine }) {
  return (
    <SessionContext.Provider logic={logic} options={inspectionOptions()}>
      {children}
    </SessionContext.Provider>
  );
}

/** The signed-in user, or null (also while the session is being checked). */
export function useSignedInUser() {
  return SessionContext.useSelector((state) => (state.matches({ account: 'signedIn' }) ? state.context.user : null));
}

export function useIsCheckingSession() {
  return SessionContext.useSelector((state) => state.hasTag('checking'));
}
