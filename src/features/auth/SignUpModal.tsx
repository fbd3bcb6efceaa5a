/** The register modal: the signUpForm machine in the generic modal, with the switch to sign-in. */
import { useActorRef, useSelector } from '@xstate/react';
import { inspectionOptions } from '../../app/inspection';
import { fromPromise } from 'xstate';
import { NEW_PASSWORD_DESCRIPTION, type User } from '../../../contracts/auth';
import { signUpFormMachine } from '../../../machines/signUpForm';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { AuthForm } from './AuthForm';
import { TextField } from '../../ui/TextField';
import { signUp } from './api/sign-up';
import { useFormField } from './useFormMachine';

export interface SignUpModalProps {
  isOpen: boolean;
  onClose: () => void;
  onSwitchToSignIn: () => void;
  onSignedUp: (user: User) => void;
}

const signUpLogic = signUpFormMachine.provide({
  actors: { signUp: fromPromise(({ input, signal }) => signUp(input, signal)) },
});

export default function SignUpModal({ isOpen, onClose, onSwitchToSignIn, onSignedUp }: SignUpModalProps) {
  const actorRef = useActorRef(signUpLogic, inspectionOptions());
  const isSubmitting = useSelector(actorRef, (state) => state.hasTag('busy'));
  const fullname = useFormField(actorRef, 'fullname');
  const email = useFormField(actorRef, 'email');
  const password = useFormField(actorRef, 'password');

  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Create your website" isLoading={isSubmitting}>
      <p>Create an account, then name your first website.</p>
      <AuthForm actorRef={actorRef} submitLabel="Create account" onDone={onSignedUp}>
        <TextField label="Full name" autoComplete="name" autoFocus {...fullname} />
        <TextField label="Email" type="email" autoComplete="email" {...email} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          description={NEW_PASSWORD_DESCRIPTION}
          {...password}
        />
      </AuthForm>
      <p className="auth-switch">
        Already have an account?{' '}
        <Button variant="quiet" className="link-button" onPress={onSwitchToSignIn}>
          Log in
        </Button>
      </p>
    </Modal>
  );
}
