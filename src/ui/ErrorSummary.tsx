/**
 * GOV.UK's error summary: at the top of a form refused for its fields, a 'There is a problem' box listing each
 * error as a link to its field. When new errors arrive the summary takes the focus (so it is scrolled into view and
 * read out, with its role of alert); a link moves the focus to its field. Errors going away as the person corrects
 * them leave the focus where they type.
 */
import { useEffect, useRef, type MouseEvent } from 'react';
import { focusMover } from './focus';

export interface SummaryError {
  /** The id of the field's input. */
  fieldId: string;
  /** What the link says: the field and what is wrong with it. */
  text: string;
}

/** `title`: the box's heading in the page's language (a translated screen's own words). */
export function ErrorSummary({ id, errors, title = 'There is a problem' }: { id: string; errors: readonly SummaryError[]; title?: string }) {
  const shown = useRef<ReadonlySet<string>>(new Set());
  const fields = errors.map((error) => error.fieldId).join(' ');

  useEffect(() => {
    const now = new Set(fields ? fields.split(' ') : []);
    const arrived = [...now].some((field) => !shown.current.has(field));
    shown.current = now;
    if (arrived) focusMover.moveFocus(() => document.getElementById(id));
  }, [fields, id]);

  if (errors.length === 0) return null;
  const toField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.scrollIntoView({ block: 'center' });
  };
  return (
    <div id={id} className="error-summary" role="alert" tabIndex={-1} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="error-summary-title">
        {title}
      </h2>
      <ul className="error-summary-list">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a href={`#${error.fieldId}`} onClick={(event) => toField(event, error.fieldId)}>
              {error.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
