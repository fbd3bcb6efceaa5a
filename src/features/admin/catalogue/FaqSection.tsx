/** The catalogue page's FAQ: each question with its answer, its place and whether the price list shows it; new items too. */
import { useState } from 'react';
import type { AdminFaqItemInput } from '../../../graphql/graphql';
import { Checkbox } from '../../../ui/Checkbox';
import { TextField } from '../../../ui/TextField';
import type { AdminCatalogue, AdminFaqItem } from './api/fetch-catalogue';
import { EditButton, EditForm, fieldId, useEditorData, useFieldError, useIsFormOpen, type EditorRef } from './editor';

const FORM_ID = 'faq-form';
const NEW = 'faq:new';
const FIELD_LABELS: Record<string, string> = { question: 'Question', answer: 'Answer', position: 'Position' };

export function FaqSection({ actorRef }: { actorRef: EditorRef }) {
  const catalogue = useEditorData<AdminCatalogue>(actorRef);
  const isFormOpen = useIsFormOpen(actorRef);
  if (!catalogue) return null;
  const nextPosition = Math.max(0, ...catalogue.faq.map((item) => item.position)) + 1;
  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading">FAQ</h2>
      <p>The price list shows the questions marked shown, by position (lowest first).</p>
      <ul className="admin-packages">
        {catalogue.faq.map((item) => (
          <li key={item.identifier} className="admin-package" aria-labelledby={`faq-${item.identifier}`}>
            <h3 id={`faq-${item.identifier}`}>{item.question}</h3>
            {isFormOpen(`faq:${item.identifier}`) ? (
              <FaqForm actorRef={actorRef} item={item} />
            ) : (
              <>
                <p>{item.answer}</p>
                <p className="admin-muted">
                  Position {item.position} · {item.isShown ? 'Shown on the price list' : 'Hidden'}
                </p>
                <EditButton actorRef={actorRef} target={`faq:${item.identifier}`} label={`Edit the question: ${item.question}`} />
              </>
            )}
          </li>
        ))}
      </ul>
      {isFormOpen(NEW) ? (
        <FaqForm actorRef={actorRef} item={{ identifier: '', question: '', answer: '', position: nextPosition, isShown: true }} />
      ) : (
        <EditButton actorRef={actorRef} target={NEW} label="New question">
          New question
        </EditButton>
      )}
    </section>
  );
}

function FaqForm({ actorRef, item }: { actorRef: EditorRef; item: AdminFaqItem }) {
  const isNew = item.identifier === '';
  const [values, setValues] = useState(() => ({ question: item.question, answer: item.answer, position: String(item.position), isShown: item.isShown }));
  const errorOf = useFieldError(actorRef);
  const opener = isNew ? 'New question' : `Edit the question: ${item.question}`;
  const submit = () => {
    const position = /^\d{1,5}$/.test(values.position.trim()) ? Number(values.position.trim()) : -1;
    const input: AdminFaqItemInput = { identifier: isNew ? null : item.identifier, question: values.question, answer: values.answer, position, isShown: values.isShown };
    actorRef.send({ type: 'editor.save', values: input });
  };
  return (
    <EditForm
      actorRef={actorRef}
      formId={FORM_ID}
      label={isNew ? 'New question' : `Edit the question: ${item.question}`}
      labels={(field) => FIELD_LABELS[field] ?? field}
      saveText={isNew ? 'Add the question' : 'Save the question'}
      opener={opener}
      onSubmit={submit}
    >
      <TextField id={fieldId(FORM_ID, 'question')} label="Question" name="question" value={values.question} error={errorOf('question')} onChange={(question) => setValues({ ...values, question })} autoFocus />
      <TextField id={fieldId(FORM_ID, 'answer')} label="Answer" name="answer" value={values.answer} error={errorOf('answer')} onChange={(answer) => setValues({ ...values, answer })} multiline />
      <TextField
        id={fieldId(FORM_ID, 'position')}
        label="Position"
        description="Lower numbers come first."
        name="position"
        value={values.position}
        error={errorOf('position')}
        onChange={(position) => setValues({ ...values, position })}
      />
      <Checkbox isSelected={values.isShown} onChange={(isShown) => setValues({ ...values, isShown })}>
        Shown on the price list
      </Checkbox>
    </EditForm>
  );
}
