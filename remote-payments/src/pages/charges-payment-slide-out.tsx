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
import { PaymentOutcomeView } from '../features/payment-attempt/components/payment-outcome';
import { usePaymentAttemptMessages } from '../features/payment-attempt/messages/catalog';
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
import {
  useChargesPaymentMessages,
  type ChargesPaymentMessageId,
} from '../features/charges-payment/messages/catalog';
import { usePaymentsMessages } from '../messages/catalog';

injectPaymentStyles();

const STEPS = ['Select', 'Payment', 'Confirm'] as const;
type Step = (typeof STEPS)[number];

/** The message of each step's title. */
const STEP_MESSAGES: Record<Step, ChargesPaymentMessageId> = {
  Select: 'chargesPayment.step.select',
  Payment: 'chargesPayment.step.payment',
  Confirm: 'chargesPayment.step.confirm',
};

const GrandTotal = ({ total, children }: { total: number; children: ReactNode }) => {
  const m = useChargesPaymentMessages();
  return (
    <div className="pay-grand-total" role="group" aria-label={m('chargesPayment.grandTotalLabel')}>
      <span>
        {m.rich('chargesPayment.grandTotal', {
          amount: formatMoney(total),
          strong: (chunks) => <strong key="total">{chunks}</strong>,
        })}
      </span>
      {children}
    </div>
  );
};

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
  const m = useChargesPaymentMessages();
  if (charges.length === 0) return <EmptyState>{m('chargesPayment.noCharges')}</EmptyState>;
  return (
    <Flex vertical gap="middle">
      <ul className="pay-cart" aria-label={m('chargesPayment.chargesLabel')}>
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
          {m('chargesPayment.continue')}
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
  const m = useChargesPaymentMessages();
  const shared = usePaymentsMessages();
  const attempt = usePaymentAttemptMessages();
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
            title={shared('account.chargesLoadError')}
            error={payable.error}
            onRetry={() => void payable.refetch()}
          />
        );
      }
      return <SkeletonLines rows={6} label={m('chargesPayment.loading')} />;
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
                {m('chargesPayment.close')}
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
              <Button onClick={() => setStep('Select')}>{attempt('common.back')}</Button>
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
                {attempt('common.payAmount', { amount: formatMoney(total) })}
              </Button>
            </Flex>
          </GrandTotal>
        </Flex>
      </div>
    ) : null;

  return (
    <section aria-labelledby="charges-payment-heading">
      <Heading level={2} id="charges-payment-heading">
        {m('chargesPayment.title')}
      </Heading>
      <Steps
        size="small"
        responsive={false}
        current={STEPS.indexOf(step)}
        items={STEPS.map((name) => ({ title: m(STEP_MESSAGES[name]) }))}
        style={{ marginBottom: 16 }}
      />
      {body}
      {paymentSection}
    </section>
  );
};
