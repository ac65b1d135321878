import { formatMoney, useHostServices, usePaymentAttempt, type PaymentInfoReport } from '@portal/shared';
import { Button, Flex } from '@portal/shared/ui';
import { Steps } from '@portal/shared/ui-data';
import { EmptyState, Heading, LoadError, SkeletonLines } from '@portal/shared/ui-base';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Charge } from '../contract';
import {
  payCharges,
  useAfterChargesPayment,
  usePayableCharges,
  type PayChargesRequest,
} from '../features/account/api/account';
import { ChargeSelectionRow } from '../features/charges-payment/components/charge-selection';
import { PaymentMethodCard } from '../features/payment-method/components/payment-method-card';
import { PaymentOutcomeView } from '../features/payment-method/components/payment-outcome';
import {
  canContinue,
  chargesToPay,
  grandTotal,
  hasSelection,
  selectionOf,
  type ChargeSelection,
  type Selections,
} from '../features/charges-payment/rules/pay-state';
import { injectPaymentStyles } from '../lib/styles';

injectPaymentStyles();

const STEPS = ['Select', 'Payment', 'Confirm'] as const;
type Step = (typeof STEPS)[number];

const GrandTotal = ({ total, children }: { total: number; children: ReactNode }) => (
  <div className="pay-grand-total" role="group" aria-label="Grand total">
    <span>
      Grand total <strong>{formatMoney(total)}</strong>
    </span>
    {children}
  </div>
);

const SelectStep = ({
  charges,
  selections,
  onSelect,
  onContinue,
}: {
  charges: readonly Charge[];
  selections: Selections;
  onSelect: (chargeId: number, selection: ChargeSelection) => void;
  onContinue: () => void;
}) => {
  if (charges.length === 0) return <EmptyState>You have no charges to pay.</EmptyState>;
  return (
    <Flex vertical gap="middle">
      <ul className="pay-cart" aria-label="Charges">
        {charges.map((charge) => (
          <ChargeSelectionRow
            key={charge.chargeId}
            charge={charge}
            selection={selectionOf(selections, charge.chargeId)}
            onChange={(selection) => onSelect(charge.chargeId, selection)}
          />
        ))}
      </ul>
      <GrandTotal total={grandTotal(charges, selections)}>
        <Button type="primary" disabled={!canContinue(charges, selections)} onClick={onContinue}>
          Continue
        </Button>
      </GrandTotal>
    </Flex>
  );
};

/**
 * The Charges Payment slide-out (spec 2.5 and 4.2): Select the charges and amounts, choose the
 * Payment method, Confirm. Closing with a selection made asks first (the shell's unsaved-work guard).
 */
export const ChargesPaymentSlideOut = () => {
  const payable = usePayableCharges();
  const afterPayment = useAfterChargesPayment();
  const { setSlideOutDirty, closeSlideOut } = useHostServices();
  const [step, setStep] = useState<Step>('Select');
  const [selections, setSelections] = useState<Selections>({});
  const [report, setReport] = useState<PaymentInfoReport | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const pay = useCallback(
    async (request: PayChargesRequest, key: string) => {
      const result = await payCharges(request, key);
      afterPayment();
      return result;
    },
    [afterPayment],
  );
  const { outcome, submit, retry, back } = usePaymentAttempt(pay);

  const dirty = hasSelection(selections) && outcome.status !== 'paid';
  useEffect(() => {
    setSlideOutDirty(dirty);
  }, [dirty, setSlideOutDirty]);
  useEffect(() => () => setSlideOutDirty(false), [setSlideOutDirty]);

  const charges = payable.data?.charges ?? [];
  const total = grandTotal(charges, selections);

  const body = (() => {
    if (!payable.data) {
      if (payable.isError) {
        return (
          <LoadError
            title="Could not load student charges"
            error={payable.error}
            onRetry={() => void payable.refetch()}
          />
        );
      }
      return <SkeletonLines rows={6} label="Loading your charges" />;
    }
    switch (step) {
      case 'Select':
        return (
          <SelectStep
            charges={charges}
            selections={selections}
            onSelect={(chargeId, selection) =>
              setSelections((current) => ({ ...current, [chargeId]: selection }))
            }
            onContinue={() => setStep('Payment')}
          />
        );
      case 'Payment':
        return null;
      case 'Confirm':
        return outcome.status === 'idle' ? null : (
          <PaymentOutcomeView
            outcome={outcome}
            onRetry={retry}
            onBack={() => {
              back();
              setStep('Payment');
            }}
            paidExtra={
              <Button type="primary" onClick={closeSlideOut}>
                Close
              </Button>
            }
          />
        );
    }
  })();

  // Mounted from the first visit of the Payment step on, and only hidden on the others: Back keeps
  // what was typed, and the wallet's script loads only once the step is reached.
  const paymentVisited = useRef(false);
  if (step === 'Payment') paymentVisited.current = true;
  const paymentSection =
    payable.data && paymentVisited.current ? (
      <div hidden={step !== 'Payment'}>
        <Flex vertical gap="middle">
          <PaymentMethodCard amount={total} onChange={setReport} showErrors={showErrors} />
          <GrandTotal total={total}>
            <Flex gap="small">
              <Button onClick={() => setStep('Select')}>Back</Button>
              <Button
                type="primary"
                onClick={() => {
                  if (!report?.valid) {
                    setShowErrors(true);
                    return;
                  }
                  const { valid: _valid, ...payment } = report;
                  setStep('Confirm');
                  submit({ charges: chargesToPay(charges, selections), amount: total, payment });
                }}
              >
                Pay {formatMoney(total)}
              </Button>
            </Flex>
          </GrandTotal>
        </Flex>
      </div>
    ) : null;

  return (
    <section aria-labelledby="charges-payment-heading">
      <Heading level={2} id="charges-payment-heading">
        Pay your account charges
      </Heading>
      <Steps
        size="small"
        responsive={false}
        current={STEPS.indexOf(step)}
        items={STEPS.map((title) => ({ title }))}
        style={{ marginBottom: 16 }}
      />
      {body}
      {paymentSection}
    </section>
  );
};
