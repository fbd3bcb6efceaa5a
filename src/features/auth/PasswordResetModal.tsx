/** 'Forgot password?': the request half of the passwordReset machine in the generic modal. */
import { useActorRef, useSelector } from '@xstate/react';
import { inspectionOptions } from '../../app/inspection';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { PasswordResetForm } from './PasswordResetForm';
import { passwordResetLogic } from './passwordResetLogic';

export interface PasswordResetModalProps {
  isOpen: boolean;
  onClose: () => void;
  onBackToSignIn: () => void;
}

const focusOnMount = (element: HTMLElement | null) => element?.focus();

export default function PasswordResetModal({ isOpen, onClose, onBackToSignIn }: PasswordResetModalProps) {
  const actorRef = useActorRef(passwordResetLogic, { ...inspectionOptions(), input: {} });
  const isBusy = useSelector(actorRef, (state) => state.hasTag('busy'));
  const sentMessage = useSelector(actorRef, (state) => (state.matches({ request: 'sent' }) ? state.context.sentMessage : null));

  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Reset your password" isLoading={isBusy}>
      {sentMessage ? (
        <p className="auth-sent" role="status" tabIndex={-1} ref={focusOnMount}>
          {sentMessage}
        </p>
      ) : (
        <>
          <p>Enter the email of your account. We will send it a link to set a new password.</p>
          <PasswordResetForm actorRef={actorRef} field="email" />
        </>
      )}
      <p className="auth-switch">
        <Button variant="quiet" className="link-button" onPress={onBackToSignIn}>
          Back to log in
        </Button>
      </p>
    </Modal>
  );
}
