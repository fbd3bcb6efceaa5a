/**
 * The account dialogs of the whole app: which one is open is the session machine's `dialog` region. Each modal
 * is loaded on first open (most visitors never open one) and stays mounted while open so a new form starts
 * empty each time it opens.
 */
import { lazy, Suspense, useCallback } from 'react';
import type { User } from '../../../contracts/auth';
import { SessionContext } from '../../app/session';

const SignInModal = lazy(() => import('./SignInModal'));
const SignUpModal = lazy(() => import('./SignUpModal'));
const PasswordResetModal = lazy(() => import('./PasswordResetModal'));

export function AuthDialogs() {
  const session = SessionContext.useActorRef();
  const dialog = SessionContext.useSelector((state) => state.value.dialog);
  const signInEmail = SessionContext.useSelector((state) => state.context.signInEmail);
  const close = useCallback(() => session.send({ type: 'session.closeDialog' }), [session]);
  const signedIn = useCallback((user: User) => session.send({ type: 'session.signedIn', user }), [session]);

  return (
    <Suspense fallback={null}>
      {dialog === 'signIn' && (
        <SignInModal
          isOpen
          email={signInEmail ?? undefined}
          onClose={close}
          onSignedIn={signedIn}
          onSwitchToSignUp={() => session.send({ type: 'session.openSignUp' })}
          onForgotPassword={() => session.send({ type: 'session.openPasswordReset' })}
        />
      )}
      {dialog === 'signUp' && (
        <SignUpModal isOpen onClose={close} onSwitchToSignIn={() => session.send({ type: 'session.openSignIn' })} />
      )}
      {dialog === 'passwordReset' && (
        <PasswordResetModal isOpen onClose={close} onBackToSignIn={() => session.send({ type: 'session.openSignIn' })} />
      )}
    </Suspense>
  );
}
