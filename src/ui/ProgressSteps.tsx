/**
 * The checkout progress tabs of SPEC.md section 2: the steps in order, the current one marked with
 * aria-current="step", and the mobile step counter ('Step 1 of 2'), which CSS shows only on narrow screens.
 */
export interface ProgressStepsProps {
  steps: readonly string[];
  /** Zero-based index of the current step. */
  current: number;
}

export function ProgressSteps({ steps, current }: ProgressStepsProps) {
  return (
    <nav className="progress-steps" aria-label="Order progress">
      <ol className="progress-steps-list">
        {steps.map((step, index) => (
          <li key={step} className={index === current ? 'progress-step progress-step--current' : 'progress-step'} aria-current={index === current ? 'step' : undefined}>
            <span className="progress-step-number">{index + 1}</span> {step}
          </li>
        ))}
      </ol>
      <p className="progress-steps-counter">
        Step {current + 1} of {steps.length}
      </p>
    </nav>
  );
}
