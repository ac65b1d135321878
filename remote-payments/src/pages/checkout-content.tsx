import { cartTotals, formatMoney, usePaymentAttempt, type PaymentInfoReport } from '@portal/shared';
import { Button, Flex, Typography } from '@portal/shared/ui';
import { Form, Select } from '@portal/shared/ui-forms';
import { Card, Col, Row } from '@portal/shared/ui-data';
import { EmptyState, LoadError, SkeletonLines } from '@portal/shared/ui-base';
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
import { PaymentOutcomeView } from '../features/payment-method/components/payment-outcome';

const HowDidYouHear = ({
  value,
  onChange,
  disabled,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  disabled: boolean;
}) => {
  const list = useHowDoYouHearList();
  const id = useId();
  return (
    <Form component={false} layout="vertical">
      <Form.Item label="How did you hear about us?" htmlFor={id}>
        <Select<number>
          id={id}
          allowClear
          placeholder="Choose one (optional)"
          loading={list.isPending}
          disabled={disabled}
          value={value ?? undefined}
          onChange={(next) => onChange(next ?? null)}
          options={(list.data?.options ?? []).map((option) => ({ value: option.id, label: option.title }))}
          status={list.isError ? 'warning' : undefined}
        />
      </Form.Item>
    </Form>
  );
};

/**
 * What `/checkout` shows once signed in: the cart, how to pay, the summary and the outcome. Loaded by
 * the page after its heading has painted (checkout-page.tsx): antd's form controls are most of its code.
 */
const CheckoutContent = () => {
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
            <Flex gap="small" justify="center" wrap>
              <Link to="/enrollments">My enrollments</Link>
              <Link to="/categories">Browse Courses</Link>
            </Flex>
          }
        />
      </Card>
    );
  }
  if (cart.isError && !cart.data) {
    return (
      <LoadError title="Could not load your cart" error={cart.error} onRetry={() => void cart.refetch()} />
    );
  }
  if (!cart.data) return <SkeletonLines rows={6} label="Loading your cart" />;
  if (cart.data.items.length === 0) {
    return (
      <EmptyState>
        Your cart is empty. <Link to="/categories">Browse Courses</Link> to add a class.
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
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={15}>
        <Flex vertical gap="large">
          <Card title="Your cart">
            <CartReview cart={cart.data} disabled={busy} />
            <HowDidYouHear value={howYouHearId} onChange={setHowYouHearId} disabled={busy} />
          </Card>
          <Card title="Payment method">
            <PaymentMethodCard
              amount={totals.amountDue}
              onChange={setReport}
              showErrors={showErrors}
              disabled={busy}
            />
          </Card>
        </Flex>
      </Col>
      <Col xs={24} lg={9}>
        <Card title="Summary">
          <CartTotalsList {...totals} />
          {outcome.status === 'idle' ? (
            <Button type="primary" size="large" block onClick={onPay}>
              Pay {formatMoney(totals.amountDue)}
            </Button>
          ) : (
            <PaymentOutcomeView outcome={outcome} onRetry={retry} onBack={back} />
          )}
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            Your card or account details are sent once, to pay, and are not kept in this browser.
          </Typography.Paragraph>
        </Card>
      </Col>
    </Row>
  );
};

export default CheckoutContent;
