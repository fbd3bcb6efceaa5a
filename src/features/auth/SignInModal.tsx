/** The sign-in modal: the signInForm machine in the generic modal, with the switch to sign-up. */
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { inspectionOptions } from '../../app/inspection';
import { fromPromise } from 'xstate';
import type { User } from '../../../contracts/auth';
import { signInFormMachine } from '../../../machines/signInForm';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { AuthForm } from './AuthForm';
import { TextField } from '../../ui/TextField';
import { signIn } from './api/sign-in';
import { verifyCode } from './api/verify-code';
import { useFormField } from './useFormMachine';

export interface SignInModalProps {
  isOpen: boolean;
  /** The e-mail to start with (a renewal link's account): filled in, and focus starts at the password. */
  email?: string;
  onClose: () => void;
  onSwitchToSignUp: () => void;
  onForgotPassword: () => void;
  onSignedIn: (user: User) => void;
}

const signInLogic = signInFormMachine.provide({
  actors: {
    signIn: fromPromise(({ input, signal }) => signIn(input, signal)),
    verifyCode: fromPromise(({ input, signal }) => verifyCode({ code: input.code ?? '' }, signal)),
  },
});

export default function SignInModal({ isOpen, email: initialEmail, onClose, onSwitchToSignUp, onForgotPassword, onSignedIn }: SignInModalProps) {
  const actorRef = useActorRef(signInLogic, inspectionOptions());
  const isSubmitting = useSelector(actorRef, (state) => state.hasTag('busy'));
  const email = useFormField(actorRef, 'email');
  const password = useFormField(actorRef, 'password');
  const code = useFormField(actorRef, 'code');
  const asksForCode = useSelector(actorRef, (state) => state.hasTag('secondStep'));
  useEffect(() => {
    if (initialEmail) actorRef.send({ type: 'form.setValue', field: 'email', value: initialEmail });
  }, [actorRef, initialEmail]);

  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Log in" isLoading={isSubmitting}>
      <AuthForm actorRef={actorRef} submitLabel="Log in" onDone={onSignedIn}>
        {asksForCode ? (
          // Shown in place of the password's fields once it was right; focus starts here.
          <TextField
            label="Authentication code"
            description="The 6-digit code from your authenticator app, or one of your recovery codes."
            autoComplete="one-time-code"
            autoFocus
            {...code}
          />
        ) : (
          <>
            <TextField label="Email" type="email" autoComplete="email" autoFocus={!initialEmail} {...email} />
            <TextField label="Password" type="password" autoComplete="current-password" autoFocus={Boolean(initialEmail)} {...password} />
          </>
        )}
      </AuthForm>
      <p className="auth-switch">
        <Button variant="quiet" className="link-button" onPress={onForgotPassword}>
          Forgot password?
        </Button>
      </p>
      <p className="auth-switch">
        New here?{' '}
        <Button variant="quiet" className="link-button" onPress={onSwitchToSignUp}>
          Create a website
        </Button>
      </p>
    </Modal>
  );
}
