/** 'Forgot password?': the request half of the passwordReset machine in the generic modal. */
import { useActorRef, useSelector } from '@xstate/react';
import { inspectionOptions } from '../../app/inspection';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { PasswordResetForm } from './PasswordResetForm';
import { passwordResetLogic } from './passwordResetLogic';
import AreaMessages from '../../i18n/areas';
import { useT } from '../../i18n/i18n';

export interface PasswordResetModalProps {
  isOpen: boolean;
  onClose: () => void;
  onBackToSignIn: () => void;
}

const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** Loaded lazily by AuthDialogs, the modal brings the account area's words along (its Suspense waits for them). */
export default function PasswordResetModal(props: PasswordResetModalProps) {
  return (
    <AreaMessages area="account">
      <PasswordResetDialog {...props} />
    </AreaMessages>
  );
}

function PasswordResetDialog({ isOpen, onClose, onBackToSignIn }: PasswordResetModalProps) {
  const t = useT();
  const actorRef = useActorRef(passwordResetLogic, { ...inspectionOptions(), input: {} });
  const isBusy = useSelector(actorRef, (state) => state.hasTag('busy'));
  const sentMessage = useSelector(actorRef, (state) => (state.matches({ request: 'sent' }) ? state.context.sentMessage : null));

  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('account.reset.title')} isLoading={isBusy}>
      {sentMessage ? (
        <p className="auth-sent" role="status" tabIndex={-1} ref={focusOnMount}>
          {sentMessage}
        </p>
      ) : (
        <>
          <p>{t('account.reset.intro')}</p>
          <PasswordResetForm actorRef={actorRef} field="email" />
        </>
      )}
      <p className="auth-switch">
        <Button variant="quiet" className="link-button" onPress={onBackToSignIn}>
          {t('account.reset.backToLogIn')}
        </Button>
      </p>
    </Modal>
  );
}
