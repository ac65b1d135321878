import { cartTotals, formatMoney, usePaymentAttempt, type PaymentInfoReport } from '@portal/shared';
import { Button, Card, EmptyState, LoadError, SkeletonLines } from '@portal/shared/ui-base';
import { BaseSelect } from '@portal/shared/ui-base-forms';
import { Link } from '@portal/shared/router';
import { useCallback, useId, useState } from 'react';
import {
  checkout,
  useAfterCheckout,
  useCart,
  useHowDoYouHearList,
  type CheckoutRequest,
} from '../features/checkout/api/checkout';
import { CartReview, CartTotalsList } from '../features/checkout/components/cart-review';
import { PaymentMethodCard } from '../features/payment-method/components/payment-method-card';
import { PaymentOutcomeView } from '../features/payment-attempt/components/payment-outcome';
import { usePaymentAttemptMessages } from '../features/payment-attempt/messages/catalog';
import { TitledCard } from '../lib/titled-card';
import { useCheckoutMessages } from '../features/checkout/messages/catalog';
import { useCheckoutPageMessages } from './checkout/messages/catalog';

const HowDidYouHear = ({
  value,
  onChange,
  disabled,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  disabled: boolean;
}) => {
  const m = useCheckoutMessages();
  const list = useHowDoYouHearList();
  const id = useId();
  return (
    <div className="pt-field">
      <label htmlFor={id} className="pt-label">
        {m('checkout.howDidYouHear')}
      </label>
      <BaseSelect<number>
        id={id}
        placeholder={
          list.isPending ? m('checkout.howDidYouHearLoading') : m('checkout.howDidYouHearPlaceholder')
        }
        disabled={disabled}
        aria-busy={list.isPending || undefined}
        // The list could not load: a warning border, as antd's select had; the field stays optional.
        className={list.isError ? 'pay-select-warning' : undefined}
        value={value}
        onChange={onChange}
        options={(list.data?.options ?? []).map((option) => ({ value: option.id, label: option.title }))}
      />
    </div>
  );
};

/** What `/checkout` shows once signed in: the cart, how to pay, the summary and the outcome. */
const CheckoutContent = () => {
  const m = useCheckoutMessages();
  const page = useCheckoutPageMessages();
  const attempt = usePaymentAttemptMessages();
  const cart = useCart();
  const afterCheckout = useAfterCheckout();
  const pay = useCallback(
    async (request: CheckoutRequest, key: string) => {
      const result = await checkout(request, key);
      afterCheckout(result);
      return result;
    },
    [afterCheckout],
  );
  const { outcome, submit, retry, back } = usePaymentAttempt(pay);
  const [report, setReport] = useState<PaymentInfoReport | null>(null);
  const [howYouHearId, setHowYouHearId] = useState<number | null>(null);
  const [showErrors, setShowErrors] = useState(false);

  if (outcome.status === 'paid') {
    return (
      <Card>
        <PaymentOutcomeView
          outcome={outcome}
          onRetry={retry}
          onBack={back}
          paidExtra={
            <div className="pay-actions pay-actions-center">
              <Link to="/enrollments">{m('checkout.myEnrollments')}</Link>
              <Link to="/categories">{m('checkout.browseCourses')}</Link>
            </div>
          }
        />
      </Card>
    );
  }
  if (cart.isError && !cart.data) {
    return (
      <LoadError title={m('checkout.loadError')} error={cart.error} onRetry={() => void cart.refetch()} />
    );
  }
  if (!cart.data) return <SkeletonLines rows={6} label={page('checkout.loadingCart')} />;
  if (cart.data.items.length === 0) {
    return (
      <EmptyState>
        {m.rich('checkout.empty', {
          link: (chunks) => (
            <Link key="browse" to="/categories">
              {chunks}
            </Link>
          ),
        })}
      </EmptyState>
    );
  }

  const totals = cartTotals(cart.data);
  const busy = outcome.status === 'processing' || outcome.status === 'failed';
  const onPay = () => {
    if (!report?.valid) {
      setShowErrors(true);
      return;
    }
    const { valid: _valid, ...payment } = report;
    submit({ cart: cart.data, payment, howYouHearId });
  };

  return (
    <div className="pay-checkout">
      <div className="pay-stack pay-checkout-main">
        <TitledCard title={m('checkout.yourCart')}>
          <CartReview cart={cart.data} disabled={busy} />
          <HowDidYouHear value={howYouHearId} onChange={setHowYouHearId} disabled={busy} />
        </TitledCard>
        <TitledCard title={m('checkout.paymentMethod')}>
          <PaymentMethodCard
            amount={totals.amountDue}
            onChange={setReport}
            showErrors={showErrors}
            disabled={busy}
          />
        </TitledCard>
      </div>
      <TitledCard title={m('checkout.summary')}>
        <CartTotalsList {...totals} />
        {outcome.status === 'idle' ? (
          <Button variant="primary" className="pay-pay-button" onClick={onPay}>
            {attempt('common.payAmount', { amount: formatMoney(totals.amountDue) })}
          </Button>
        ) : (
          <PaymentOutcomeView outcome={outcome} onRetry={retry} onBack={back} />
        )}
        <p className="pay-secondary pay-note">{m('checkout.privacyNote')}</p>
      </TitledCard>
    </div>
  );
};
export default CheckoutContent;
