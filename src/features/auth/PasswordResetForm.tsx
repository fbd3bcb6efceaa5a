/**
 * The one-field form of the passwordReset machine: the e-mail that asks for a link, or the new password the link
 * sets. After a refusal the form is mounted again (the wait replaced it) and focus goes to the field in error,
 * else to the error above the form.
 */
import { useEffect, useRef } from 'react';
import { Form } from 'react-aria-components';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { PASSWORD_MIN_LENGTH } from '../../../contracts/auth';
import type { passwordResetMachine } from '../../../machines/passwordReset';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useT } from '../../i18n/i18n';
import { useAccountMessage } from './accountMessages';

export type PasswordResetActorRef = ActorRefFrom<typeof passwordResetMachine>;

export function PasswordResetForm({ actorRef, field }: { actorRef: PasswordResetActorRef; field: 'email' | 'password' }) {
  const t = useT();
  const message = useAccountMessage();
  const value = useSelector(actorRef, (state) => (field === 'email' ? state.context.email : state.context.password));
  const error = message(useSelector(actorRef, (state) => (field === 'email' ? state.context.emailError : state.context.passwordError)));
  const formError = message(useSelector(actorRef, (state) => state.context.formError));
  const isBusy = useSelector(actorRef, (state) => state.hasTag('busy'));
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const { emailError, passwordError, formError: refusal } = actorRef.getSnapshot().context;
    if (refusal === null && emailError === null && passwordError === null) return;
    (form.current?.querySelector<HTMLElement>('input[aria-invalid="true"]') ?? alert.current ?? form.current?.querySelector('input'))?.focus();
  }, [actorRef]);

  return (
    <Form
      ref={form}
      className="auth-form"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        actorRef.send({ type: 'reset.submit' });
      }}
    >
      {formError && (
        <p className="form-error" role="alert" tabIndex={-1} ref={alert}>
          {formError}
        </p>
      )}
      {field === 'email' ? (
        <TextField
          label={t('account.email')}
          name="email"
          type="email"
          autoComplete="email"
          autoFocus
          value={value}
          error={error}
          onChange={(next) => actorRef.send({ type: 'reset.setEmail', value: next })}
        />
      ) : (
        <TextField
          label={t('account.reset.newPassword')}
          name="password"
          type="password"
          autoComplete="new-password"
          autoFocus
          description={t('account.newPasswordRule', { min: PASSWORD_MIN_LENGTH })}
          value={value}
          error={error}
          onChange={(next) => actorRef.send({ type: 'reset.setPassword', value: next })}
        />
      )}
      <Button type="submit" isPending={isBusy}>
        {t(field === 'email' ? 'account.reset.send' : 'account.reset.save')}
      </Button>
    </Form>
  );
}
