/**
 * The account dialogs of the whole app: which one is open is the session machine's `dialog` region. Each modal
 * is loaded on first open (most visitors never open one) and stays mounted while open so a new form starts
 * empty each time it opens.
 */
import { lazy, Suspense, useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '../../../contracts/auth';
import { SessionContext } from '../../app/session';
import { firstWebsitePath } from '../websites/first-website';

const SignInModal = lazy(() => import('./SignInModal'));
const SignUpModal = lazy(() => import('./SignUpModal'));
const PasswordResetModal = lazy(() => import('./PasswordResetModal'));

export function AuthDialogs() {
  const session = SessionContext.useActorRef();
  const navigate = useNavigate();
  const dialog = SessionContext.useSelector((state) => state.value.dialog);
  const close = useCallback(() => session.send({ type: 'session.closeDialog' }), [session]);
  const signedIn = useCallback((user: User) => session.send({ type: 'session.signedIn', user }), [session]);
  const signedUp = useCallback(
    (user: User) => {
      session.send({ type: 'session.signedIn', user });
      // A new account has no website yet: creating the first one is the next step (then back to a purchase in progress).
      void navigate(firstWebsitePath());
    },
    [session, navigate],
  );

  return (
    <Suspense fallback={null}>
      {dialog === 'signIn' && (
        <SignInModal
          isOpen
          onClose={close}
          onSignedIn={signedIn}
          onSwitchToSignUp={() => session.send({ type: 'session.openSignUp' })}
          onForgotPassword={() => session.send({ type: 'session.openPasswordReset' })}
        />
      )}
      {dialog === 'signUp' && (
        <SignUpModal isOpen onClose={close} onSignedUp={signedUp} onSwitchToSignIn={() => session.send({ type: 'session.openSignIn' })} />
      )}
      {dialog === 'passwordReset' && (
        <PasswordResetModal isOpen onClose={close} onBackToSignIn={() => session.send({ type: 'session.openSignIn' })} />
      )}
    </Suspense>
  );
}
