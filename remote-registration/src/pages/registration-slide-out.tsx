import { useHostServices, type SlideOutProps } from '@portal/shared';
import { useEffect, useRef } from 'react';
import { QuerySection } from '@portal/shared/ui-base';
import type { Registration } from '../contract';
import { useAddressList, useContactList, useRegistrationForm } from '../features/form/api/registration-api';
import { ConfirmStep } from '../features/wizard/components/confirm-step';
import { EntryAlertView, EntryStep } from '../features/wizard/components/entry-step';
import { InfoStep } from '../features/wizard/components/info-step';
import { PaymentStep } from '../features/wizard/components/payment-step';
import { StepBar, STEP_TITLE_IDS } from '../features/wizard/components/step-bar';
import { WizardActions } from '../features/wizard/components/wizard-actions';
import { useRegistrationWizard } from '../features/wizard/hooks/use-registration-wizard';
import { useWizardMessages } from '../features/wizard/messages/catalog';
import { injectRegistrationStyles } from '../lib/styles';

injectRegistrationStyles();

const Wizard = ({ registration }: { registration: Registration }) => {
  const m = useWizardMessages();
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
    stage.current?.querySelector<HTMLElement>('[data-current-step]')?.focus({ preventScroll: false });
  }, [wizard.step]);

  const current = wizard.steps.find((step) => step.key === wizard.step);
  const slide = wizard.direction === 'forward' ? 'reg-slide-forward' : 'reg-slide-back';
  const panelProps = (shown: boolean) => ({
    tabIndex: -1,
    role: 'group',
    'aria-label': current ? m(STEP_TITLE_IDS[current.key]) : undefined,
    ...(shown ? { 'data-current-step': '' } : {}),
  });
  // The payment step stays mounted (hidden) on confirm: after a refused payment, Back finds the card
  // and billing details as they were.
  const paymentMounted = wizard.step === 'payment' || (wizard.step === 'confirm' && wizard.paymentNeeded);
  return (
    <div className="reg-wizard">
      <StepBar steps={wizard.steps} current={wizard.step} />
      <div className="reg-stage" ref={stage}>
        {wizard.step === 'payment' ? null : (
          <div key={wizard.step} {...panelProps(true)} className={`reg-panel ${slide}`}>
            {wizard.step === 'entry' ? <EntryAlertView wizard={wizard} /> : null}
            {wizard.step === 'info' ? <InfoStep registration={registration} /> : null}
            {wizard.step === 'entry' ? <EntryStep wizard={wizard} /> : null}
            {wizard.step === 'confirm' ? <ConfirmStep wizard={wizard} onClose={host.closeSlideOut} /> : null}
          </div>
        )}
        {paymentMounted ? (
          <div
            {...panelProps(wizard.step === 'payment')}
            hidden={wizard.step !== 'payment'}
            className={wizard.step === 'payment' ? `reg-panel ${slide}` : 'reg-panel'}
          >
            <PaymentStep wizard={wizard} />
          </div>
        ) : null}
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
  const m = useWizardMessages();
  const form = useRegistrationForm(target);
  // Asked together with the form, not after it: the entry step needs all three.
  useContactList();
  useAddressList();
  return (
    <QuerySection
      headingId="registration-heading"
      heading={
        form.data ? m('registration.headingNamed', { title: form.data.title }) : m('registration.heading')
      }
      query={form}
      what={{ notFound: m('registration.notFound'), loadError: m('registration.loadFailed') }}
    >
      {(registration) => <Wizard key={registration.studentRegistrationId} registration={registration} />}
    </QuerySection>
  );
};
