import { formatMoney, type PaymentResult } from '@portal/shared';
import { Refusal } from '@portal/shared/i18n';
import { Button, Notice, Spinner } from '@portal/shared/ui-base';
import { useEffect, useRef, type ReactNode } from 'react';
import type { PaymentOutcome } from '@portal/shared';
import { usePaymentAttemptMessages } from '../messages/catalog';

type Props<R extends PaymentResult> = {
  outcome: Exclude<PaymentOutcome<R>, { status: 'idle' }>;
  onRetry: () => void;
  onBack: () => void;
  /** Links or buttons under a paid result. */
  paidExtra?: ReactNode;
};

/**
 * Processing (with the try count), then the server's message in a red alert with Retry and Back as
 * it allows, or the paid amount, 'Payment completed!' and the verification code. Focus moves to
 * what appeared, so that a screen reader hears it and the keyboard is where the next step is.
 */
export const PaymentOutcomeView = <R extends PaymentResult>({
  outcome,
  onRetry,
  onBack,
  paidExtra,
}: Props<R>) => {
  const m = usePaymentAttemptMessages();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [outcome.status]);

  return (
    <div ref={ref} tabIndex={-1} className="pay-outcome" aria-live="polite">
      {outcome.status === 'processing' ? (
        <Spinner
          label={
            outcome.tries > 1 ? m('outcome.processingTry', { tries: outcome.tries }) : m('outcome.processing')
          }
          minHeight={96}
        />
      ) : null}
      {outcome.status === 'failed' ? (
        <div className="pay-stack">
          <Notice type="error" title={<Refusal text={outcome.message} />} />
          <div className="pay-actions">
            {outcome.backEnabled ? <Button onClick={onBack}>{m('common.back')}</Button> : null}
            {outcome.retryEnabled ? (
              <Button variant="primary" onClick={onRetry}>
                {m('outcome.retry')}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      {outcome.status === 'paid' ? (
        <div className="pt-result pay-paid">
          <p className="pt-result-title">{m('outcome.paid')}</p>
          <dl className="pay-receipt">
            <dt>{m('outcome.paidAmount')}</dt>
            <dd>{formatMoney(outcome.result.paidAmount)}</dd>
            <dt>{m('outcome.verificationCode')}</dt>
            <dd>
              <strong>{outcome.result.verificationCode}</strong>
            </dd>
          </dl>
          {paidExtra}
        </div>
      ) : null}
    </div>
  );
};
