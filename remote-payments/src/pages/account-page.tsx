import { useHostServices } from '@portal/shared';
import { Button, LoadError, SignedInPage, SkeletonLines } from '@portal/shared/ui-base';
import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { useCharges, usePayments } from '../features/account/api/account';
import { ChargesTable, PaymentsTable, StatementButton } from '../features/account/components/account-tables';
import { injectPaymentStyles } from '../lib/styles';
import { TitledCard } from '../lib/titled-card';
import { useAccountMessages } from '../features/account/messages/catalog';
import { usePaymentsMessages } from '../messages/catalog';

injectPaymentStyles();

type ListQuery = {
  data: unknown;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
  errorUpdatedAt: number;
};

/**
 * A list's failure: its toast once per failure, and in place the same message with Retry. A change of
 * language words the next toast anew, and toasts nothing itself.
 */
const useFailureToast = (query: ListQuery, message: string) => {
  const { notify } = useHostServices();
  const latestMessage = useRef(message);
  useEffect(() => {
    latestMessage.current = message;
  }, [message]);
  useEffect(() => {
    if (query.isError) notify.error(latestMessage.current);
  }, [query.isError, query.errorUpdatedAt, notify]);
};

const hasSettled = (query: ListQuery) => query.data !== undefined || query.isError;

const ListState = ({
  query,
  message,
  children,
}: {
  query: ListQuery;
  message: string;
  children: ReactNode;
}) => {
  if (query.data === undefined && query.error)
    return <LoadError title={message} error={query.error} onRetry={() => void query.refetch()} />;
  return children;
};

const Account = () => {
  const m = useAccountMessages();
  const shared = usePaymentsMessages();
  const charges = useCharges();
  const payments = usePayments();
  const { openSlideOut } = useHostServices();
  // Shell spec section 8: the two load-failure toasts.
  const chargesFailed = shared('account.chargesLoadError');
  const paymentsFailed = m('account.paymentsLoadError');
  useFailureToast(charges, chargesFailed);
  useFailureToast(payments, paymentsFailed);

  // One placeholder until both lists have answered: a card that grew under the other would push it
  // down while the student reads (a layout shift of 0.26 on a phone, measured with Lighthouse). The
  // tables are then drawn at a deferred priority, in slices React could interrupt: drawn at once on
  // React, they blocked a phone's main thread for about 0.4 s (ADR 014). Preact draws them at once
  // (ADR 020), and the route's TBT is measured so.
  const settled = useDeferredValue(hasSettled(charges) && hasSettled(payments));
  if (!settled) return <SkeletonLines rows={8} label={m('account.loading')} />;

  return (
    <div className="pay-account">
      <TitledCard
        title={m('account.charges')}
        actions={
          <div className="pay-actions">
            <StatementButton />
            <Button variant="primary" onClick={() => openSlideOut('chargesPayment', {})}>
              {m('common.pay')}
            </Button>
          </div>
        }
      >
        <ListState query={charges} message={chargesFailed}>
          <ChargesTable charges={charges.data?.charges ?? []} />
        </ListState>
      </TitledCard>
      <TitledCard title={m('account.payments')}>
        <ListState query={payments} message={paymentsFailed}>
          <PaymentsTable payments={payments.data?.payments ?? []} />
        </ListState>
      </TitledCard>
    </div>
  );
};

/** `/account`: the student's charges and payments, receipts and statement, and Pay (spec 2.5, 7.2). */
export const AccountPage = () => {
  const m = useAccountMessages();
  return (
    <SignedInPage name="account" title={m('account.title')}>
      <Account />
    </SignedInPage>
  );
};
