/**
 * The checkout progress tabs of SPEC.md section 2: the steps in order, the current one marked with
 * aria-current="step", and the mobile step counter ('Step 1 of 2'), which CSS shows only on narrow screens.
 * A step before the current one with an address is a link back to it.
 */
import { Link } from 'react-router';
import { useT } from '../i18n/i18n';

export interface ProgressStepsProps {
  steps: readonly string[];
  /** Zero-based index of the current step. */
  current: number;
  /** The address of each step, by index; only earlier steps are linked. */
  hrefs?: readonly (string | null)[];
}

export function ProgressSteps({ steps, current, hrefs = [] }: ProgressStepsProps) {
  const t = useT();
  return (
    <nav className="progress-steps" aria-label={t('steps.label')}>
      <ol className="progress-steps-list">
        {steps.map((step, index) => {
          const href = index < current ? hrefs[index] : null;
          const label = (
            <>
              <span className="progress-step-number">{index + 1}</span> {step}
            </>
          );
          return (
            <li key={step} className={index === current ? 'progress-step progress-step--current' : 'progress-step'} aria-current={index === current ? 'step' : undefined}>
              {href ? (
                <Link className="progress-step-link" to={href}>
                  {label}
                </Link>
              ) : (
                label
              )}
            </li>
          );
        })}
      </ol>
      <p className="progress-steps-counter">
        {t('steps.counter', { step: current + 1, total: steps.length })}
      </p>
    </nav>
  );
}
