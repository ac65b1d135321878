import { formatMoney } from '@portal/shared';
import { Refusal } from '@portal/shared/i18n';
import { Button, Notice, Spinner } from '@portal/shared/ui-base';
import { useCommonMessages } from '../../../messages/catalog';
import { useWizardMessages } from '../messages/catalog';
import type { RegistrationWizard } from '../hooks/use-registration-wizard';

const Processing = () => {
  const m = useWizardMessages();
  return <Spinner label={m('confirm.processing')} minHeight={120} />;
};

const Submitted = () => {
  const m = useWizardMessages();
  return (
    <div className="reg-confirm" role="status">
      <p className="reg-amount">{m('validation.submitted')}</p>
    </div>
  );
};

/**
 * Spec 2.1, confirm: Processing while working; a refusal's message in a red alert with Back (and Retry
 * when trying again can help); after a payment the amount, 'Payment completed!' and the code (with
 * Charge My Account, that the fee was charged to the account: nothing was paid).
 */
export const ConfirmStep = ({ wizard, onClose }: { wizard: RegistrationWizard; onClose: () => void }) => {
  const m = useWizardMessages();
  const common = useCommonMessages();
  const outcome = wizard.paymentNeeded ? wizard.attempt.outcome : null;
  const submit = wizard.submitOutcome;
  if (outcome) {
    if (outcome.status === 'processing' || outcome.status === 'idle') return <Processing />;
    if (outcome.status === 'failed') {
      return (
        <div className="reg-confirm">
          <Notice type="error" title={<Refusal text={outcome.message} />} />
          <div className="reg-badges">
            {outcome.backEnabled ? (
              <Button onClick={wizard.backFromConfirm}>{m('common.back')}</Button>
            ) : null}
            {outcome.retryEnabled ? (
              <Button variant="primary" onClick={wizard.attempt.retry}>
                {m('common.retry')}
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
            ? m('validation.chargedToAccount')
            : m('validation.paymentCompleted')}
        </p>
        <p>
          {m.rich('confirm.verificationCode', {
            code: (
              <span key="code" className="reg-code">
                {outcome.result.verificationCode}
              </span>
            ),
          })}
        </p>
        <p>{m('validation.submitted')}</p>
        <Button variant="primary" onClick={onClose}>
          {common('common.done')}
        </Button>
      </div>
    );
  }
  if (submit.status === 'failed') {
    return (
      <div className="reg-confirm">
        <Notice type="error" title={<Refusal text={submit.message} />} />
        <Button onClick={wizard.backFromConfirm}>{m('common.back')}</Button>
      </div>
    );
  }
  if (submit.status === 'submitted') {
    return (
      <>
        <Submitted />
        <Button variant="primary" onClick={onClose}>
          {common('common.done')}
        </Button>
      </>
    );
  }
  return <Processing />;
};
