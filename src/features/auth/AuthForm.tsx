/**
 * What the sign-in and sign-up forms share: the react-aria Form that submits to its form machine, the error that
 * belongs to no field, the busy submit button, and handing the result on once the machine is done.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { useSelector } from '@xstate/react';
import { Button } from '../../ui/Button';
import type { FormActorRef } from './useFormMachine';
import { useAccountMessage } from './accountMessages';

export interface AuthFormProps<TField extends string, TResult> {
  actorRef: FormActorRef<TField, TResult>;
  submitLabel: string;
  /** Called with what the form's submit answered once the form is done; sign-up shows its own done state instead. */
  onDone?: (result: TResult) => void;
  children: ReactNode;
}

export function AuthForm<TField extends string, TResult>({ actorRef, submitLabel, onDone, children }: AuthFormProps<TField, TResult>) {
  const isSubmitting = useSelector(actorRef, (state) => state.hasTag('busy'));
  const formError = useAccountMessage()(useSelector(actorRef, (state) => state.context.formError));
  const result = useSelector(actorRef, (state) => (state.status === 'done' ? state.context.result : null));
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);

  // The modal shows 'Wait please...' instead of the form while it submits; the form is mounted again after a
  // refusal, and focus goes where the visitor acts next: the first field in error, else the first empty one,
  // else the error above the form.
  useEffect(() => {
    const { inputs, formError: refusal } = actorRef.getSnapshot().context;
    const refused = refusal !== null || Object.values<{ error: string | null }>(inputs).some((input) => input.error !== null);
    if (!refused || !form.current) return;
    const target =
      form.current.querySelector<HTMLElement>('input[aria-invalid="true"]') ??
      [...form.current.querySelectorAll<HTMLInputElement>('input')].find((input) => input.value === '') ??
      alert.current;
    target?.focus();
  }, [actorRef]);

  // The two-factor code refused before it is sent (empty): the form stays, and focus goes to the field with the message.
  const codeRefused = useSelector(actorRef, (state) => state.hasTag('secondStep') && Object.values<{ error: string | null }>(state.context.inputs).some((input) => input.error !== null));
  useEffect(() => {
    if (codeRefused) form.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus();
  }, [codeRefused]);

  useEffect(() => {
    if (result) onDone?.(result);
  }, [result, onDone]);

  return (
    <Form
      ref={form}
      className="auth-form"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        actorRef.send({ type: 'form.submit' });
      }}
    >
      {formError && (
        <p className="form-error" role="alert" tabIndex={-1} ref={alert}>
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
