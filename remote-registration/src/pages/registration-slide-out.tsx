import { useHostServices, type SlideOutProps } from '@portal/shared';
import { Heading, pageStateOf } from '@portal/shared/ui-base';
import { useEffect, useRef } from 'react';
import type { Registration } from '../contract';
import { useRegistrationForm } from '../features/form/api/registration-api';
import { ConfirmStep } from '../features/wizard/components/confirm-step';
import { EntryAlertView, EntryStep } from '../features/wizard/components/entry-step';
import { InfoStep } from '../features/wizard/components/info-step';
import { PaymentStep } from '../features/wizard/components/payment-step';
import { StepBar } from '../features/wizard/components/step-bar';
import { WizardActions } from '../features/wizard/components/wizard-actions';
import { useRegistrationWizard } from '../features/wizard/hooks/use-registration-wizard';
import { injectRegistrationStyles } from '../lib/styles';

injectRegistrationStyles();

const Wizard = ({ registration }: { registration: Registration }) => {
  const host = useHostServices();
  const wizard = useRegistrationWizard(registration);
  const stage = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  // Each new step is announced by moving focus to its panel (not on opening: the shell focuses the panel).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    stage.current?.focus({ preventScroll: false });
  }, [wizard.step]);

  const current = wizard.steps.find((step) => step.key === wizard.step);
  return (
    <div className="reg-wizard">
      <StepBar steps={wizard.steps} current={wizard.step} />
      <div className="reg-stage">
        <div
          key={wizard.step}
          ref={stage}
          tabIndex={-1}
          role="group"
          aria-label={current ? current.title : undefined}
          className={`reg-panel ${wizard.direction === 'forward' ? 'reg-slide-forward' : 'reg-slide-back'}`}
        >
          {wizard.step === 'entry' ? <EntryAlertView wizard={wizard} /> : null}
          {wizard.step === 'info' ? <InfoStep registration={registration} /> : null}
          {wizard.step === 'entry' ? <EntryStep wizard={wizard} /> : null}
          {wizard.step === 'payment' ? <PaymentStep wizard={wizard} /> : null}
          {wizard.step === 'confirm' ? <ConfirmStep wizard={wizard} onClose={host.closeSlideOut} /> : null}
        </div>
      </div>
      <WizardActions wizard={wizard} />
    </div>
  );
};

/**
 * The registration slide-out (spec 2.1): the form of a class or pathway as a wizard of info, entry,
 * payment and confirm steps.
 */
export const RegistrationSlideOut = (target: SlideOutProps['registration']) => {
  const form = useRegistrationForm(target);
  const state = pageStateOf(form, 'Registration form');
  return (
    <section aria-labelledby="registration-heading">
      <Heading level={2} id="registration-heading">
        {form.data ? `Registration: ${form.data.title}` : 'Registration'}
      </Heading>
      {form.data ? <Wizard key={form.data.studentRegistrationId} registration={form.data} /> : state}
    </section>
  );
};
