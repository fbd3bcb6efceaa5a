/**
 * The register modal: the signUpForm machine in the generic modal, with the switch to sign-in. Sending the form
 * ends in "check your e-mail" (the same for a new and a taken address); the link in the e-mail makes the account
 * and continues where the visitor was going (the continue path sent with the form).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { inspectionOptions } from '../../app/inspection';
import { fromPromise } from 'xstate';
import { PASSWORD_MIN_LENGTH } from '../../../contracts/auth';
import { signUpFormMachine } from '../../../machines/signUpForm';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { AuthForm } from './AuthForm';
import { TextField } from '../../ui/TextField';
import { signUp } from './api/sign-up';
import { useFormField } from './useFormMachine';
import { firstWebsitePath } from '../websites/first-website';
import AreaMessages from '../../i18n/areas';
import { useT } from '../../i18n/i18n';

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

/** Loaded lazily by AuthDialogs, the modal brings the account area's words along (its Suspense waits for them). */
export default function SignUpModal(props: SignUpModalProps) {
  return (
    <AreaMessages area="account">
      <SignUpDialog {...props} />
    </AreaMessages>
  );
}

function SignUpDialog({ isOpen, onClose, onSwitchToSignIn }: SignUpModalProps) {
  const t = useT();
  const actorRef = useActorRef(signUpLogic, inspectionOptions());
  const isSubmitting = useSelector(actorRef, (state) => state.hasTag('busy'));
  const sentTo = useSelector(actorRef, (state) => (state.matches('checkEmail') ? (state.context.result?.email ?? null) : null));
  const fullname = useFormField(actorRef, 'fullname');
  const email = useFormField(actorRef, 'email');
  const password = useFormField(actorRef, 'password');

  if (sentTo !== null) {
    return (
      <Modal isOpen={isOpen} onClose={onClose} title={t('account.signUp.sentTitle')}>
        <p role="status" tabIndex={-1} ref={focusOnMount} className="sign-up-sent">
          {t('account.signUp.sent', { email: sentTo })}
        </p>
        <p>{t('account.signUp.linkWorks')}</p>
      </Modal>
    );
  }

  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('account.signUp.title')} isLoading={isSubmitting}>
      <p>{t('account.signUp.intro')}</p>
      <AuthForm actorRef={actorRef} submitLabel={t('account.signUp.submit')}>
        <TextField label={t('account.signUp.fullName')} autoComplete="name" autoFocus {...fullname} />
        <TextField label={t('account.email')} type="email" autoComplete="email" {...email} />
        <TextField
          label={t('account.password')}
          type="password"
          autoComplete="new-password"
          description={t('account.newPasswordRule', { min: PASSWORD_MIN_LENGTH })}
          {...password}
        />
      </AuthForm>
      <p className="auth-switch">
        {t('account.signUp.haveAccount')}{' '}
        <Button variant="quiet" className="link-button" onPress={onSwitchToSignIn}>
          {t('account.logIn')}
        </Button>
      </p>
    </Modal>
  );
}
