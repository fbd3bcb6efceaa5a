import { useId, type ReactNode } from 'react';

export interface CheckboxProps {
  children: ReactNode;
  /** A line under the label, linked as its description. */
  description?: ReactNode;
  isSelected?: boolean;
  isDisabled?: boolean;
  onChange?: (isSelected: boolean) => void;
  /** More descriptions of the box (an error under it), beside its own. */
  'aria-describedby'?: string | undefined;
}

/**
 * A native checkbox inside its label, drawn as the design system's box; the check mark animates for 200 ms
 * (SPEC.md section 9). The input itself is visually hidden, so the browser keeps its keyboard (Space), its form
 * behaviour and its accessible name from the label.
 */
export function Checkbox({ children, description, isSelected = false, isDisabled = false, onChange, 'aria-describedby': describedBy }: CheckboxProps) {
  const descriptionId = useId();
  const describers = [description ? descriptionId : undefined, describedBy].filter(Boolean).join(' ');
  return (
    <label className="checkbox" data-selected={isSelected || undefined} data-disabled={isDisabled || undefined}>
      <input
        type="checkbox"
        className="checkbox__input visually-hidden"
        checked={isSelected}
        disabled={isDisabled}
        aria-describedby={describers || undefined}
        onChange={(event) => onChange?.(event.currentTarget.checked)}
      />
      <span className="checkbox__box" aria-hidden="true">
        <svg viewBox="0 0 18 18" className="checkbox__mark">
          <polyline points="2 9 7 14 16 4" />
        </svg>
      </span>
      <span className="checkbox__text">
        <span className="checkbox__label">{children}</span>
        {description && (
          <span id={descriptionId} className="checkbox__description">
            {description}
          </span>
        )}
      </span>
    </label>
  );
}
