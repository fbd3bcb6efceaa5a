import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'children'> {
  children: ReactNode;
  /** A line under the label, linked as its description. */
  description?: ReactNode;
}

/** react-aria's Checkbox with the design system's box; the check mark animates for 200 ms (SPEC.md section 9). */
export function Checkbox({ children, description, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className="checkbox">
      <span className="checkbox__box" aria-hidden="true">
        <svg viewBox="0 0 18 18" className="checkbox__mark">
          <polyline points="2 9 7 14 16 4" />
        </svg>
      </span>
      <span className="checkbox__text">
        <span className="checkbox__label">{children}</span>
        {description && <span className="checkbox__description">{description}</span>}
      </span>
    </AriaCheckbox>
  );
}
