import { formatMoney } from '@portal/shared';
import { Button } from '@portal/shared/ui-base';
import { useEffect, useRef } from 'react';
import { useCommonMessages } from '../../../messages/catalog';
import { useWizardMessages } from '../messages/catalog';
import type { RegistrationWizard } from '../hooks/use-registration-wizard';

/**
 * A button is disabled while its action runs, which drops the keyboard focus: once nothing runs, the
 * focus goes back to the button pressed (when it still is there and nothing else took the focus).
 */
const useFocusBackAfter = (busy: boolean) => {
  const pressed = useRef<string | null>(null);
  useEffect(() => {
    if (busy || pressed.current === null) return;
    const button = document.getElementById(pressed.current);
    pressed.current = null;
    if (button && (document.activeElement === document.body || document.activeElement === null))
      button.focus();
  }, [busy]);
  return (id: string, action: () => void) => () => {
    pressed.current = id;
    action();
  };
};

/** Discard asks first; the focus moves to the safe answer. */
const DiscardConfirm = ({ wizard, busy }: { wizard: RegistrationWizard; busy: boolean }) => {
  const m = useWizardMessages();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div className="reg-actions" role="group" aria-label={m('discard.question')}>
      <span className="reg-actions-start">{m('discard.warning')}</span>
      <Button ref={keep} onClick={() => wizard.setConfirmDiscard(false)} disabled={busy}>
        {m('discard.keep')}
      </Button>
      <Button
        variant="danger"
        onClick={() => void wizard.discard()}
        loading={wizard.processing === 'discard'}
      >
        {m('wizard.discard')}
      </Button>
    </div>
  );
};

/** Spec 2.1's buttons for the step shown, each with its processing state. */
export const WizardActions = ({ wizard }: { wizard: RegistrationWizard }) => {
  const m = useWizardMessages();
  const common = useCommonMessages();
  const { step, steps, processing } = wizard;
  const busy = processing !== null || wizard.attempt.outcome.status === 'processing';
  const press = useFocusBackAfter(busy);
  const infoShown = steps[0]?.enabled ?? false;

  if (step === 'info') {
    return (
      <div className="reg-actions">
        <Button variant="primary" onClick={() => wizard.go('entry', 'forward')}>
          {m('wizard.continue')}
        </Button>
      </div>
    );
  }

  if (step === 'payment') {
    const studentCredit = wizard.payment?.type === 'student-credit';
    return (
      <div className="reg-actions">
        <span className="reg-actions-start">
          <Button onClick={() => wizard.go('entry', 'back')} disabled={busy}>
            {m('common.back')}
          </Button>
        </span>
        <Button
          variant="primary"
          onClick={() => wizard.pay()}
          disabled={!wizard.payment?.valid}
          loading={busy}
        >
          {studentCredit ? common('common.submit') : m('wizard.pay', { amount: formatMoney(wizard.cost) })}
        </Button>
      </div>
    );
  }

  if (step !== 'entry') return null;

  if (wizard.confirmDiscard) return <DiscardConfirm wizard={wizard} busy={busy} />;

  return (
    <div className="reg-actions">
      <span className="reg-actions-start">
        {infoShown ? (
          <Button onClick={() => wizard.go('info', 'back')} disabled={busy}>
            {m('common.back')}
          </Button>
        ) : null}
        <Button onClick={() => wizard.setConfirmDiscard(true)} disabled={busy}>
          {m('wizard.discard')}
        </Button>
        <Button
          id="reg-save"
          onClick={press('reg-save', () => void wizard.save())}
          loading={processing === 'save'}
          disabled={busy}
        >
          {m('wizard.saveForLater')}
        </Button>
      </span>
      {wizard.prerequisitesMet ? (
        <>
          <Button
            id="reg-sign"
            onClick={press('reg-sign', () => void wizard.sign())}
            loading={processing === 'sign'}
            disabled={busy}
          >
            {wizard.form.signed ? m('wizard.signed') : m('wizard.sign')}
          </Button>
          {wizard.paymentNeeded ? (
            <Button variant="primary" onClick={wizard.continueToPayment} disabled={busy}>
              {m('wizard.continue')}
            </Button>
          ) : (
            <Button
              id="reg-submit"
              variant="primary"
              onClick={press('reg-submit', () => void wizard.submit())}
              loading={processing === 'submit'}
              disabled={busy}
            >
              {common('common.submit')}
            </Button>
          )}
        </>
      ) : null}
    </div>
  );
};
