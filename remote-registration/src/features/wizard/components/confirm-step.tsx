import { formatMoney } from '@portal/shared';
import { Button, Notice, Spinner } from '@portal/shared/ui-base';
import { REGISTRATION_MESSAGES } from '../../../contract';
import type { RegistrationWizard } from '../hooks/use-registration-wizard';

const Processing = () => <Spinner label="Processing" minHeight={120} />;

const Submitted = () => (
  <div className="reg-confirm" role="status">
    <p className="reg-amount">{REGISTRATION_MESSAGES.submitted}</p>
  </div>
);

/**
 * Spec 2.1, confirm: Processing while working; a refusal's message in a red alert with Back (and Retry
 * when trying again can help); after a payment the amount, 'Payment completed!' and the code (with
 * Charge My Account, that the fee was charged to the account: nothing was paid).
 */
export const ConfirmStep = ({ wizard, onClose }: { wizard: RegistrationWizard; onClose: () => void }) => {
  const outcome = wizard.paymentNeeded ? wizard.attempt.outcome : null;
  const submit = wizard.submitOutcome;
  if (outcome) {
    if (outcome.status === 'processing' || outcome.status === 'idle') return <Processing />;
    if (outcome.status === 'failed') {
      return (
        <div className="reg-confirm">
          <Notice type="error" title={outcome.message} />
          <div className="reg-badges">
            {outcome.backEnabled ? <Button onClick={wizard.backFromConfirm}>Back</Button> : null}
            {outcome.retryEnabled ? (
              <Button variant="primary" onClick={wizard.attempt.retry}>
                Retry
              </Button>
            ) : null}
          </div>
        </div>
      );
    }
    return (
      <div className="reg-confirm" role="status">
        <p className="reg-amount">{formatMoney(outcome.result.paidAmount)}</p>
        <p>
          {wizard.paidWith === 'student-credit'
            ? REGISTRATION_MESSAGES.chargedToAccount
            : REGISTRATION_MESSAGES.paymentCompleted}
        </p>
        <p>
          Verification Code: <span className="reg-code">{outcome.result.verificationCode}</span>
        </p>
        <p>{REGISTRATION_MESSAGES.submitted}</p>
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      </div>
    );
  }
  if (submit.status === 'failed') {
    return (
      <div className="reg-confirm">
        <Notice type="error" title={submit.message} />
        <Button onClick={wizard.backFromConfirm}>Back</Button>
      </div>
    );
  }
  if (submit.status === 'submitted') {
    return (
      <>
        <Submitted />
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      </>
    );
  }
  return <Processing />;
};
