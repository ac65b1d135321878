import { formatMoney, type PaymentResult } from '@portal/shared';
import { Alert, Button, Flex, Result, Spin } from '@portal/shared/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import type { PaymentOutcome } from '@portal/shared';

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
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [outcome.status]);

  return (
    <div ref={ref} tabIndex={-1} className="pay-outcome" aria-live="polite">
      {outcome.status === 'processing' ? (
        <Flex vertical align="center" gap="small" style={{ padding: 24 }}>
          <Spin />
          <span>Processing{outcome.tries > 1 ? ` (try ${outcome.tries})` : ''}…</span>
        </Flex>
      ) : null}
      {outcome.status === 'failed' ? (
        <Flex vertical gap="middle">
          <Alert type="error" showIcon title={outcome.message} role="alert" />
          <Flex gap="small">
            {outcome.backEnabled ? <Button onClick={onBack}>Back</Button> : null}
            {outcome.retryEnabled ? (
              <Button type="primary" onClick={onRetry}>
                Retry
              </Button>
            ) : null}
          </Flex>
        </Flex>
      ) : null}
      {outcome.status === 'paid' ? (
        <Result
          status="success"
          title="Payment completed!"
          subTitle={
            <dl className="pay-receipt">
              <dt>Paid amount</dt>
              <dd>{formatMoney(outcome.result.paidAmount)}</dd>
              <dt>Verification Code</dt>
              <dd>
                <strong>{outcome.result.verificationCode}</strong>
              </dd>
            </dl>
          }
          extra={paidExtra}
        />
      ) : null}
    </div>
  );
};
