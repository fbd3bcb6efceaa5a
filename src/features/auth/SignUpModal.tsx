/**
 * The register modal: the signUpForm machine in the generic modal, with the switch to sign-in. Sending the form
 * ends in "check your e-mail" (the same for a new and a taken address); the link in the e-mail makes the account
 * and continues where the visitor was going (the continue path sent with the form).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { inspectionOptions } from '../../app/inspection';
import { fromPromise } from 'xstate';
import { NEW_PASSWORD_DESCRIPTION, signUpSentMessage } from '../../../contracts/auth';
import { signUpFormMachine } from '../../../machines/signUpForm';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { AuthForm } from './AuthForm';
import { TextField } from '../../ui/TextField';
import { signUp } from './api/sign-up';
import { useFormField } from './useFormMachine';
import { firstWebsitePath } from '../websites/first-website';

export interface SignUpModalProps {
  isOpen: boolean;
  onClose: () => void;
  onSwitchToSignIn: () => void;
}

// Where the link continues: Create a website, with the open page's return address (a domain being bought) if any.
const signUpLogic = signUpFormMachine.provide({
  actors: { signUp: fromPromise(({ input, signal }) => signUp({ ...input, continuePath: firstWebsitePath() }, signal)) },
});

const focusOnMount = (element: HTMLElement | null) => element?.focus();

export default function SignUpModal({ isOpen, onClose, onSwitchToSignIn }: SignUpModalProps) {
  const actorRef = useActorRef(signUpLogic, inspectionOptions());
  const isSubmitting = useSelector(actorRef, (state) => state.hasTag('busy'));
  const sentTo = useSelector(actorRef, (state) => (state.matches('checkEmail') ? (state.context.result?.email ?? null) : null));
  const fullname = useFormField(actorRef, 'fullname');
  const email = useFormField(actorRef, 'email');
  const password = useFormField(actorRef, 'password');

  if (sentTo !== null) {
    return (
      <Modal isOpen={isOpen} onClose={onClose} title="Check your e-mail">
        <p role="status" tabIndex={-1} ref={focusOnMount} className="sign-up-sent">
          {signUpSentMessage(sentTo)}
        </p>
        <p>The link works for 24 hours. You can close this window.</p>
      </Modal>
    );
  }

  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Create your website" isLoading={isSubmitting}>
      <p>Create an account, then name your first website.</p>
      <AuthForm actorRef={actorRef} submitLabel="Create account">
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
