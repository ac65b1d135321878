import type { WizardStep, WizardStepKey } from '../../../contract';
import { useWizardMessages, type WizardMessageId } from '../messages/catalog';

/** Each step's name, for people (the contract's titles are its own, in English). */
export const STEP_TITLE_IDS = {
  info: 'steps.info',
  entry: 'steps.entry',
  payment: 'steps.payment',
  confirm: 'steps.confirm',
} as const satisfies Record<WizardStepKey, WizardMessageId>;

/** Spec 2.1: the steps, numbered over the enabled ones; a step not needed is shown struck through, unnumbered. */
export const StepBar = ({ steps, current }: { steps: readonly WizardStep[]; current: WizardStepKey }) => {
  const m = useWizardMessages();
  const currentIndex = steps.findIndex((step) => step.key === current);
  return (
    <ol className="reg-steps" aria-label={m('steps.label')}>
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
              {m(STEP_TITLE_IDS[step.key])}
              {step.enabled ? null : <span className="reg-visually-hidden"> {m('steps.notNeeded')}</span>}
              {done ? <span className="reg-visually-hidden"> {m('steps.done')}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
};
