import { formatMoney, useHostServices } from '@portal/shared';
import { Notice } from '@portal/shared/ui-base';
import { isRefundAgreementNeeded } from '../../../contract';
import type { RegistrationWizard } from '../hooks/use-registration-wizard';
import { RefundPolicyAgreement } from './refund-policy-agreement';
import { useWizardMessages } from '../messages/catalog';

/**
 * Spec 2.1, payment: the payments area's method card (through the shell), the refund policy and the
 * amount. Without the card, the form can still be saved for later: nothing is lost.
 */
export const PaymentStep = ({ wizard }: { wizard: RegistrationWizard }) => {
  const m = useWizardMessages();
  const host = useHostServices();
  const { registration } = wizard;
  const processing = wizard.attempt.outcome.status === 'processing';
  return (
    <div className="reg-panel">
      <p className="reg-amount">
        {m.rich('payment.amountToPay', { amount: <span key="amount">{formatMoney(wizard.cost)}</span> })}
      </p>
      {host.renderRemoteComponent(
        'payments/PaymentMethodCard',
        {
          amount: wizard.cost,
          onChange: wizard.setPayment,
          registrationFee: { feeType: registration.feeType, feeRequired: registration.feeRequired },
          onWalletApproved: (report) => wizard.pay(report),
          showErrors: wizard.showPaymentErrors,
          disabled: processing,
        },
        <Notice type="warning" title={m('payment.unavailable')} description={m('payment.unavailableHint')} />,
      )}
      {/* Before the card reports a method, the agreement shows: every method but student credit needs it. */}
      {registration.refundPolicy &&
      isRefundAgreementNeeded(registration, wizard.payment?.type ?? 'credit-card') ? (
        <RefundPolicyAgreement
          policy={registration.refundPolicy}
          agreed={wizard.form.refundPolicyAgreed}
          onChange={wizard.agreeRefundPolicy}
          error={wizard.refundError}
          disabled={processing}
        />
      ) : null}
    </div>
  );
};
