/** The catalogue page's FAQ: each question with its answer, its place and whether the price list shows it; new items too. */
import { useState } from 'react';
import type { AdminFaqItemInput } from '../../../graphql/graphql';
import { useT, type MessageId } from '../../../i18n/i18n';
import { Checkbox } from '../../../ui/Checkbox';
import { TextField } from '../../../ui/TextField';
import type { AdminCatalogue, AdminFaqItem } from './api/fetch-catalogue';
import { EditButton, EditForm, fieldId, useEditorData, useFieldError, useIsFormOpen, type EditorRef } from './editor';

const FORM_ID = 'faq-form';
const NEW = 'faq:new';
const FIELD_LABELS: Record<string, MessageId> = { question: 'admin.catalogue.faq.question', answer: 'admin.catalogue.faq.answer', position: 'admin.catalogue.faq.position' };

export function FaqSection({ actorRef }: { actorRef: EditorRef }) {
  const t = useT();
  const catalogue = useEditorData<AdminCatalogue>(actorRef);
  const isFormOpen = useIsFormOpen(actorRef);
  if (!catalogue) return null;
  const nextPosition = Math.max(0, ...catalogue.faq.map((item) => item.position)) + 1;
  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading">{t('admin.catalogue.faq.heading')}</h2>
      <p>{t('admin.catalogue.faq.intro')}</p>
      <ul className="admin-packages">
        {catalogue.faq.map((item) => (
          <li key={item.identifier} className="admin-package" aria-labelledby={`faq-${item.identifier}`}>
            <h3 id={`faq-${item.identifier}`}>{item.question}</h3>
            {isFormOpen(`faq:${item.identifier}`) ? (
              <FaqForm actorRef={actorRef} item={item} />
            ) : (
              <>
                <p>{item.answer}</p>
                <p className="admin-muted">{t(item.isShown ? 'admin.catalogue.faq.positionShown' : 'admin.catalogue.faq.positionHidden', { position: item.position })}</p>
                <EditButton actorRef={actorRef} target={`faq:${item.identifier}`} label={t('admin.catalogue.faq.edit', { question: item.question })} />
              </>
            )}
          </li>
        ))}
      </ul>
      {isFormOpen(NEW) ? (
        <FaqForm actorRef={actorRef} item={{ identifier: '', question: '', answer: '', position: nextPosition, isShown: true }} />
      ) : (
        <EditButton actorRef={actorRef} target={NEW} label={t('admin.catalogue.faq.new')}>
          {t('admin.catalogue.faq.new')}
        </EditButton>
      )}
    </section>
  );
}

function FaqForm({ actorRef, item }: { actorRef: EditorRef; item: AdminFaqItem }) {
  const t = useT();
  const isNew = item.identifier === '';
  const [values, setValues] = useState(() => ({ question: item.question, answer: item.answer, position: String(item.position), isShown: item.isShown }));
  const errorOf = useFieldError(actorRef);
  const opener = isNew ? t('admin.catalogue.faq.new') : t('admin.catalogue.faq.edit', { question: item.question });
  const labelOf = (field: string) => (FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field);
  const submit = () => {
    const position = /^\d{1,5}$/.test(values.position.trim()) ? Number(values.position.trim()) : -1;
    const input: AdminFaqItemInput = { identifier: isNew ? null : item.identifier, question: values.question, answer: values.answer, position, isShown: values.isShown };
    actorRef.send({ type: 'editor.save', values: input });
  };
  return (
    <EditForm
      actorRef={actorRef}
      formId={FORM_ID}
      label={opener}
      labels={labelOf}
      saveText={t(isNew ? 'admin.catalogue.faq.add' : 'admin.catalogue.faq.save')}
      opener={opener}
      onSubmit={submit}
    >
      <TextField id={fieldId(FORM_ID, 'question')} label={labelOf('question')} name="question" value={values.question} error={errorOf('question')} onChange={(question) => setValues({ ...values, question })} autoFocus />
      <TextField id={fieldId(FORM_ID, 'answer')} label={labelOf('answer')} name="answer" value={values.answer} error={errorOf('answer')} onChange={(answer) => setValues({ ...values, answer })} multiline />
      <TextField
        id={fieldId(FORM_ID, 'position')}
        label={labelOf('position')}
        description={t('admin.catalogue.faq.positionDescription')}
        name="position"
        value={values.position}
        error={errorOf('position')}
        onChange={(position) => setValues({ ...values, position })}
      />
      <Checkbox isSelected={values.isShown} onChange={(isShown) => setValues({ ...values, isShown })}>
        {t('admin.catalogue.faq.shown')}
      </Checkbox>
    </EditForm>
  );
}
