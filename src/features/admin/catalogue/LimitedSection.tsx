/**
 * The catalogue page's Limited promo box: which package the price list offers in it instead of a card (SPEC.md:
 * with exactly five packages listed), or none. SPEC's `limited` package holds the place until an operator chooses.
 */
import { useState } from 'react';
import { useT } from '../../../i18n/i18n';
import type { AdminCatalogue } from './api/fetch-catalogue';
import { EditButton, EditForm, useEditorData, useFieldError, useIsFormOpen, type EditorRef } from './editor';

const FORM_ID = 'limited-form';
export const LIMITED_TARGET = 'limited:promo';

export function LimitedSection({ actorRef }: { actorRef: EditorRef }) {
  const t = useT();
  const catalogue = useEditorData<AdminCatalogue>(actorRef);
  const isFormOpen = useIsFormOpen(actorRef);
  if (!catalogue) return null;
  const chosen = catalogue.packages.find((pkg) => pkg.identifier === catalogue.limitedPackage);
  return (
    <section aria-labelledby="limited-heading">
      <h2 id="limited-heading">{t('admin.catalogue.limited.heading')}</h2>
      <p>{t('admin.catalogue.limited.intro')}</p>
      {isFormOpen(LIMITED_TARGET) ? (
        <LimitedForm actorRef={actorRef} catalogue={catalogue} />
      ) : (
        <>
          <p>
            {t('admin.catalogue.limited.inBox')} <strong>{chosen ? `${chosen.name} (${chosen.identifier})` : t('admin.catalogue.limited.none')}</strong>
          </p>
          <EditButton actorRef={actorRef} target={LIMITED_TARGET} label={t('admin.catalogue.limited.opener')}>
            {t('admin.catalogue.limited.change')}
          </EditButton>
        </>
      )}
    </section>
  );
}

function LimitedForm({ actorRef, catalogue }: { actorRef: EditorRef; catalogue: AdminCatalogue }) {
  const t = useT();
  const [choice, setChoice] = useState<string>(catalogue.limitedPackage ?? '');
  const error = useFieldError(actorRef)('limitedPackage');
  const options = [...catalogue.packages.map((pkg) => ({ value: pkg.identifier, text: `${pkg.name} (${pkg.identifier})` })), { value: '', text: t('admin.catalogue.limited.noBox') }];
  return (
    <EditForm
      actorRef={actorRef}
      formId={FORM_ID}
      label={t('admin.catalogue.limited.form')}
      labels={() => t('admin.catalogue.limited.package')}
      saveText={t('admin.catalogue.limited.save')}
      opener={t('admin.catalogue.limited.opener')}
      onSubmit={() => actorRef.send({ type: 'editor.save', values: { identifier: choice === '' ? null : choice } })}
    >
      <fieldset className="admin-choice" aria-describedby={error ? `${FORM_ID}-limitedPackage` : undefined}>
        <legend>{t('admin.catalogue.limited.legend')}</legend>
        {options.map((option, index) => (
          <label key={option.value} className="admin-choice-option">
            {/* The first choice takes the focus when the form opens, as the other forms' first field does. */}
            <input type="radio" name="limited-package" value={option.value} checked={choice === option.value} onChange={() => setChoice(option.value)} autoFocus={choice === option.value || (index === 0 && !options.some((other) => other.value === choice))} />{' '}
            {option.text}
          </label>
        ))}
        {error && (
          <p id={`${FORM_ID}-limitedPackage`} className="text-field-error" tabIndex={-1}>
            {error}
          </p>
        )}
      </fieldset>
    </EditForm>
  );
}
