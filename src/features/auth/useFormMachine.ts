import { useSelector } from '@xstate/react';
import type { ActorRef, Snapshot } from 'xstate';
import type { FormContext, FormEvent } from '../../../machines/form';
import { useAccountMessage } from './accountMessages';

export type FormActorRef<TField extends string, TResult = unknown> = ActorRef<
  Snapshot<unknown> & { context: FormContext<TField, TResult>; hasTag(tag: string): boolean },
  FormEvent<TField>
>;

/** Narrow reads of one field of a form actor (its error in the page's language), and the event that sets its value. */
export function useFormField<TField extends string>(actorRef: FormActorRef<TField>, field: TField) {
  const message = useAccountMessage();
  const value = useSelector(actorRef, (state) => state.context.inputs[field].value);
  const error = message(useSelector(actorRef, (state) => state.context.inputs[field].error));
  return { name: field, value, error, onChange: (next: string) => actorRef.send({ type: 'form.setValue', field, value: next }) };
}
