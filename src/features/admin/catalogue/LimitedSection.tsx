/**
 * The catalogue page's Limited promo box: which package the price list offers in it instead of a card (SPEC.md:
 * with exactly five packages listed), or none. SPEC's `limited` package holds the place until an operator chooses.
 */
import { useState } from 'react';
import type { AdminCatalogue } from './api/fetch-catalogue';
import { EditButton, EditForm, useEditorData, useFieldError, useIsFormOpen, type EditorRef } from './editor';

const FORM_ID = 'limited-form';
export const LIMITED_TARGET = 'limited:promo';
const OPENER = 'Change the package in the Limited promo box';

export function LimitedSection({ actorRef }: { actorRef: EditorRef }) {
  const catalogue = useEditorData<AdminCatalogue>(actorRef);
  const isFormOpen = useIsFormOpen(actorRef);
  if (!catalogue) return null;
  const chosen = catalogue.packages.find((pkg) => pkg.identifier === catalogue.limitedPackage);
  return (
    <section aria-labelledby="limited-heading">
      <h2 id="limited-heading">Limited promo box</h2>
      <p>With exactly five packages on the price list, the one chosen here leaves the cards and is offered in the promo box &lsquo;Get your own or connect existing domain&rsquo;.</p>
      {isFormOpen(LIMITED_TARGET) ? (
        <LimitedForm actorRef={actorRef} catalogue={catalogue} />
      ) : (
        <>
          <p>
            In the box: <strong>{chosen ? `${chosen.name} (${chosen.identifier})` : 'no package'}</strong>
          </p>
          <EditButton actorRef={actorRef} target={LIMITED_TARGET} label={OPENER}>
            Change
          </EditButton>
        </>
      )}
    </section>
  );
}

function LimitedForm({ actorRef, catalogue }: { actorRef: EditorRef; catalogue: AdminCatalogue }) {
  const [choice, setChoice] = useState<string>(catalogue.limitedPackage ?? '');
  const error = useFieldError(actorRef)('limitedPackage');
  const options = [...catalogue.packages.map((pkg) => ({ value: pkg.identifier, text: `${pkg.name} (${pkg.identifier})` })), { value: '', text: 'No promo box' }];
  return (
    <EditForm
      actorRef={actorRef}
      formId={FORM_ID}
      label="The package in the Limited promo box"
      labels={() => 'Package'}
      saveText="Save the choice"
      opener={OPENER}
      onSubmit={() => actorRef.send({ type: 'editor.save', values: { identifier: choice === '' ? null : choice } })}
    >
      <fieldset className="admin-choice" aria-describedby={error ? `${FORM_ID}-limitedPackage` : undefined}>
        <legend>Package in the box</legend>
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
