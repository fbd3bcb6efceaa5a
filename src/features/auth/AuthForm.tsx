/**
 * What the sign-in and sign-up forms share: the react-aria Form that submits to its form machine, the error that
 * belongs to no field, the busy submit button, and handing the signed-in user on once the machine is done.
 */
import { useEffect, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { useSelector } from '@xstate/react';
import type { User } from '../../../contracts/auth';
import { Button } from '../../ui/Button';
import type { FormActorRef } from './useFormMachine';

export interface AuthFormProps<TField extends string> {
  actorRef: FormActorRef<TField, User>;
  submitLabel: string;
  onDone: (user: User) => void;
  children: ReactNode;
}

export function AuthForm<TField extends string>({ actorRef, submitLabel, onDone, children }: AuthFormProps<TField>) {
  const isSubmitting = useSelector(actorRef, (state) => state.hasTag('busy'));
  const formError = useSelector(actorRef, (state) => state.context.formError);
  const user = useSelector(actorRef, (state) => (state.status === 'done' ? state.context.result : null));

  useEffect(() => {
    if (user) onDone(user);
  }, [user, onDone]);

  return (
    <Form
      className="auth-form"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        actorRef.send({ type: 'form.submit' });
      }}
    >
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      {children}
      <Button type="submit" isPending={isSubmitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}
