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
import AreaMessages from '../../i18n/areas';
import { useT } from '../../i18n/i18n';

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

/** Loaded lazily by AuthDialogs, the modal brings the account area's words along (its Suspense waits for them). */
export default function SignInModal(props: SignInModalProps) {
  return (
    <AreaMessages area="account">
      <SignInDialog {...props} />
    </AreaMessages>
  );
}

function SignInDialog({ isOpen, email: initialEmail, onClose, onSwitchToSignUp, onForgotPassword, onSignedIn }: SignInModalProps) {
  const t = useT();
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
    <Modal isOpen={isOpen} onClose={onClose} title={t('account.logIn')} isLoading={isSubmitting}>
      <AuthForm actorRef={actorRef} submitLabel={t('account.logIn')} onDone={onSignedIn}>
        {asksForCode ? (
          // Shown in place of the password's fields once it was right; focus starts here.
          <TextField
            label={t('account.signIn.code')}
            description={t('account.signIn.codeDescription')}
            autoComplete="one-time-code"
            autoFocus
            {...code}
          />
        ) : (
          <>
            <TextField label={t('account.email')} type="email" autoComplete="email" autoFocus={!initialEmail} {...email} />
            <TextField label={t('account.password')} type="password" autoComplete="current-password" autoFocus={Boolean(initialEmail)} {...password} />
          </>
        )}
      </AuthForm>
      <p className="auth-switch">
        <Button variant="quiet" className="link-button" onPress={onForgotPassword}>
          {t('account.signIn.forgotPassword')}
        </Button>
      </p>
      <p className="auth-switch">
        {t('account.signIn.newHere')}{' '}
        <Button variant="quiet" className="link-button" onPress={onSwitchToSignUp}>
          {t('account.createAWebsite')}
        </Button>
      </p>
    </Modal>
  );
}
