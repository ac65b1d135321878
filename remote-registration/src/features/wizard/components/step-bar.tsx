import type { WizardStep, WizardStepKey } from '../../../contract';

/** Spec 2.1: the steps, numbered over the enabled ones; a step not needed is shown struck through, unnumbered. */
export const StepBar = ({ steps, current }: { steps: readonly WizardStep[]; current: WizardStepKey }) => {
  const currentIndex = steps.findIndex((step) => step.key === current);
  return (
    <ol className="reg-steps" aria-label="Registration steps">
      {steps.map((step, index) => {
        const done = step.enabled && index < currentIndex;
        return (
          <li
            key={step.key}
            className={['reg-step', done ? 'reg-step-done' : '', step.enabled ? '' : 'reg-step-disabled']
              .filter(Boolean)
              .join(' ')}
            aria-current={step.key === current ? 'step' : undefined}
          >
            {step.number === null ? null : (
              <span className="reg-step-number" aria-hidden="true">
                {step.number}
              </span>
            )}
            <span>
              {step.title}
              {step.enabled ? null : <span className="reg-visually-hidden"> (not needed)</span>}
              {done ? <span className="reg-visually-hidden"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
};
