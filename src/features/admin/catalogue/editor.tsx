/**
 * What the catalogue and voucher pages share: the catalogueEditor machine wired to a page's two calls, the
 * loading and failed states, the saved notice (focused when it appears, since the form that had the focus is gone)
 * and the refusal above a form (the error summary takes the focus and links each field).
 */
import { useEffect, useMemo, useRef, type FormEvent, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { catalogueEditorMachine, LOAD_FAILED_MESSAGE, SAVE_FAILED_MESSAGE } from '../../../../machines/catalogueEditor';
import { inspectionOptions } from '../../../app/inspection';
import { useT, type MessageId } from '../../../i18n/i18n';
import { Button } from '../../../ui/Button';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { focusMover } from '../../../ui/focus';

export type EditorRef = ActorRefFrom<typeof catalogueEditorMachine>;

/** The machine's own English messages, by their words in the admin catalogue; the server's refusals come in the page's language already. */
const MACHINE_MESSAGES: Record<string, MessageId> = { [LOAD_FAILED_MESSAGE]: 'admin.editor.loadFailed', [SAVE_FAILED_MESSAGE]: 'admin.editor.saveFailed' };

/** A message the machine or the server gave, in the page's language when it is the machine's own. */
export function useEditorMessage(): (message: string | null) => string | null {
  const t = useT();
  return (message) => {
    const id = message === null ? undefined : MACHINE_MESSAGES[message];
    return id ? t(id) : message;
  };
}

export function useCatalogueEditor<TData>(load: () => Promise<TData>, save: (target: string, values: unknown) => Promise<unknown>): EditorRef {
  const logic = useMemo(
    () =>
      catalogueEditorMachine.provide({
        actors: {
          load: fromPromise<unknown>(() => load()),
          // The page shows what the server holds after the change: saved, then read again.
          save: fromPromise<unknown, { target: string; values: unknown }>(async ({ input }) => {
            await save(input.target, input.values);
            return load();
          }),
        },
      }),
    // The calls are module functions: one machine for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return useActorRef(logic, inspectionOptions());
}

export function useEditorData<TData>(actorRef: EditorRef): TData | null {
  return useSelector(actorRef, (state) => state.context.data as TData | null);
}

/** Loading (`loading` says what, e.g. 'Loading the catalogue…'), or the load failed with Try again; children once loaded. */
export function Loaded({ actorRef, loading, children }: { actorRef: EditorRef; loading: string; children: ReactNode }) {
  const t = useT();
  const message = useEditorMessage();
  const isLoading = useSelector(actorRef, (state) => state.matches('loading'));
  const isFailed = useSelector(actorRef, (state) => state.matches('loadFailed'));
  const errorMessage = useSelector(actorRef, (state) => state.context.errorMessage);
  if (isLoading) return <p role="status">{loading}</p>;
  if (isFailed) {
    return (
      <div>
        <p role="alert">{message(errorMessage)}</p>
        <Button onPress={() => actorRef.send({ type: 'editor.retry' })}>{t('admin.editor.tryAgain')}</Button>
      </div>
    );
  }
  return <>{children}</>;
}

/** 'Standard was saved.' in a status region, focused when it appears. */
export function SavedNotice({ actorRef, text }: { actorRef: EditorRef; text: (saved: string) => string }) {
  const saved = useSelector(actorRef, (state) => (state.matches('saved') ? state.context.saved : null));
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (saved !== null) focusMover.moveFocus(() => ref.current);
  }, [saved]);
  return (
    <p role="status" className="admin-notice" tabIndex={-1} ref={ref}>
      {saved !== null && text(saved)}
    </p>
  );
}

/** The refusal of a save: each field's message linked to its input (ids `${formId}-${field}`), or the general message. */
export function SaveRefusal({ actorRef, formId, labels }: { actorRef: EditorRef; formId: string; labels: (field: string) => string }) {
  const t = useT();
  const message = useEditorMessage();
  const isFailed = useSelector(actorRef, (state) => state.matches('failed'));
  const errorMessage = useSelector(actorRef, (state) => state.context.errorMessage);
  const fieldErrors = useSelector(actorRef, (state) => state.context.fieldErrors);
  const fields = Object.entries(fieldErrors);
  if (!isFailed) return null;
  if (fields.length > 0) return <ErrorSummary id={`${formId}-problems`} errors={fields.map(([field, text]) => ({ fieldId: fieldId(formId, field), text: `${labels(field)}: ${text}` }))} title={t('admin.editor.problem')} />;
  return <GeneralRefusal message={message(errorMessage)} />;
}

function GeneralRefusal({ message }: { message: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    focusMover.moveFocus(() => ref.current);
  }, [message]);
  return (
    <p role="alert" className="admin-refusal" tabIndex={-1} ref={ref}>
      {message}
    </p>
  );
}

/** The input id of a form's field, e.g. 'package-form-prices.3.monthlyAmount' -> 'package-form-prices-3-monthlyAmount'. */
export function fieldId(formId: string, field: string): string {
  return `${formId}-${field.replace(/\./g, '-')}`;
}

/** A field's message after a refused save; null otherwise. */
export function useFieldError(actorRef: EditorRef): (field: string) => string | null {
  const fieldErrors = useSelector(actorRef, (state) => (state.matches('failed') ? state.context.fieldErrors : null));
  return (field) => fieldErrors?.[field] ?? null;
}

/** Whether the form of `target` is open (being edited, saved, or refused). */
export function useIsFormOpen(actorRef: EditorRef): (target?: string) => boolean {
  const open = useSelector(actorRef, (state) => (state.matches('editing') || state.matches('saving') || state.matches('failed') ? state.context.target : null));
  return (target) => (target === undefined ? open !== null : open === target);
}

export interface EditFormProps {
  actorRef: EditorRef;
  formId: string;
  /** The form's accessible name, e.g. 'Edit Standard'. */
  label: string;
  /** The refused field's label in the error summary. */
  labels: (field: string) => string;
  saveText: string;
  /** The accessible name of the button that opened the form: Cancel gives it the focus back. */
  opener: string;
  onSubmit: () => void;
  /** A heading above the refusal, e.g. 'New voucher'. */
  heading?: string;
  children: ReactNode;
}

/** A button by its accessible name: its aria-label, or its text. */
function buttonNamed(name: string): HTMLElement | undefined {
  return Array.from(document.querySelectorAll<HTMLElement>('button')).find((button) => (button.getAttribute('aria-label') ?? button.textContent) === name);
}

/** An item's form in place: the refusal above it, the fields, Save (pending while the server saves) and Cancel. */
export function EditForm({ actorRef, formId, label, labels, saveText, opener, onSubmit, heading, children }: EditFormProps) {
  const t = useT();
  const isSaving = useSelector(actorRef, (state) => state.matches('saving'));
  return (
    <form
      id={formId}
      className="admin-form"
      aria-label={label}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {heading && <h2>{heading}</h2>}
      <SaveRefusal actorRef={actorRef} formId={formId} labels={labels} />
      {children}
      <div className="admin-form-actions">
        <Button type="submit" isPending={isSaving}>
          {saveText}
        </Button>
        <Button
          variant="outline"
          isDisabled={isSaving}
          onPress={() => {
            actorRef.send({ type: 'editor.cancel' });
            // The form goes away with the focus in it: back to the button that opened it.
            focusMover.moveFocus(() => buttonNamed(opener));
          }}
        >
          {t('admin.editor.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The Edit button of one item (saying Edit unless told): disabled while another form is open. */
export function EditButton({ actorRef, target, label, children }: { actorRef: EditorRef; target: string; label: string; children?: ReactNode }) {
  const t = useT();
  const isFormOpen = useIsFormOpen(actorRef);
  return (
    <Button variant="outline" aria-label={label} isDisabled={isFormOpen()} onPress={() => actorRef.send({ type: 'editor.edit', target })}>
      {children ?? t('admin.editor.edit')}
    </Button>
  );
}
