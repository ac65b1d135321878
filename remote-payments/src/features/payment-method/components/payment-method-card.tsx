import { useSchool, useSessionStore, type PaymentType, type RemoteComponentProps } from '@portal/shared';
import { Notice, SkeletonLines } from '@portal/shared/ui-base';
import { Tabs } from '@portal/shared/ui-base-forms';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  paymentMethodMessagesNow,
  usePaymentMethodMessages,
  type PaymentMethodMessages,
} from '../messages/catalog';
import {
  methodErrors,
  needsBillingInfo,
  paymentFormDefaults,
  paymentFormErrors,
  paymentReport,
  type PaymentFormValues,
} from '../rules/payment-form';
import { PAYMENT_TAB_MESSAGES, paymentTabs } from '../rules/payment-tabs';
import { BillingFields, BillingZipField } from './billing-fields';
import { BankDebitFields, CreditCardFields } from './method-fields';

const WalletButtons = lazy(() => import('./wallet-buttons'));

export type PaymentMethodCardProps = RemoteComponentProps['payments/PaymentMethodCard'];

/**
 * The messages of the fields shown. Billing info shows once the method's own fields are complete
 * (the first info message leads there); with the school's billingZipAlwaysVisible, its zip shows
 * from the start.
 */
const shownErrors = (
  values: PaymentFormValues,
  zipAlwaysVisible: boolean,
  m: PaymentMethodMessages = paymentMethodMessagesNow(),
): Record<string, string> => {
  const now = new Date();
  const all = paymentFormErrors(values, now, m);
  if (Object.keys(methodErrors(values, now, m)).length === 0) return all;
  return Object.fromEntries(
    Object.entries(all).filter(
      ([path]) => !path.startsWith('billing.') || (zipAlwaysVisible && path === 'billing.zipCode'),
    ),
  );
};

/** The rules as react-hook-form's resolver: errors nested by path ('card.cardNumber'), in `m`'s words. */
const resolverFor =
  (zipAlwaysVisible: boolean, m: PaymentMethodMessages): Resolver<PaymentFormValues> =>
  (values) => {
    const errors: Record<string, Record<string, { type: string; message: string }>> = {};
    for (const [path, message] of Object.entries(shownErrors(values, zipAlwaysVisible, m))) {
      const [group, field] = path.includes('.') ? path.split('.') : ['', path];
      if (group) (errors[group] ??= {})[field!] = { type: 'custom', message };
    }
    const valid = Object.keys(errors).length === 0;
    return { values: valid ? values : {}, errors: errors as FieldErrors<PaymentFormValues> };
  };

/**
 * Spec 2.6: the payment method card. Its tabs follow the school's settings (section 6); it reports
 * `{ type, valid, paymentInfo, billingInfo }` on every change. Card and account numbers stay in this
 * form's memory and in the report: nothing here stores, logs or puts them in a URL.
 */
export const PaymentMethodCard = ({
  amount,
  onChange,
  registrationFee = null,
  onWalletApproved,
  showErrors = false,
  disabled = false,
}: PaymentMethodCardProps) => {
  const m = usePaymentMethodMessages();
  const { payments } = useSchool();
  const student = useSessionStore((state) => state.student);
  const tabs = paymentTabs(payments, registrationFee);
  const zipAlwaysVisible = payments.billingZipAlwaysVisible;
  const resolver = useMemo(() => resolverFor(zipAlwaysVisible, m), [zipAlwaysVisible, m]);
  const { control, setValue, trigger, setFocus, getValues } = useForm<PaymentFormValues>({
    defaultValues: paymentFormDefaults(tabs[0] ?? 'credit-card', student),
    resolver,
    mode: 'onTouched',
  });
  const values = useWatch({ control }) as PaymentFormValues;
  const latest = useRef({ onChange, onWalletApproved });
  latest.current = { onChange, onWalletApproved };

  // The rules run once per change of the values: the report below, its effect and the billing notice
  // all read this one.
  const report = useMemo(() => paymentReport(values, new Date()), [values]);
  const methodComplete = useMemo(() => Object.keys(methodErrors(values, new Date())).length === 0, [values]);

  useEffect(() => {
    latest.current.onChange(report);
  }, [report]);

  useEffect(() => {
    if (!showErrors) return;
    void trigger().then(() => {
      // Only the fields matter here, not their messages' words.
      const [first] = Object.keys(shownErrors(getValues(), zipAlwaysVisible));
      if (first && first.includes('.')) setFocus(first as Parameters<typeof setFocus>[0]);
    });
  }, [showErrors, trigger, getValues, setFocus, zipAlwaysVisible]);

  if (tabs.length === 0) {
    return <Notice type="warning" title={m('paymentMethod.noMethod')} />;
  }

  const billingNeeded = needsBillingInfo(values.type);

  const approveWallet = (authorizationCode: string) => {
    setValue('authorizationCode', authorizationCode);
    const report = paymentReport({ ...values, authorizationCode }, new Date());
    latest.current.onChange(report);
    latest.current.onWalletApproved?.(report);
  };

  const panel = (type: PaymentType) => {
    switch (type) {
      case 'paypal':
        return values.authorizationCode ? (
          <Notice type="success" title={m('paymentMethod.walletApproved')} />
        ) : (
          <Suspense fallback={<SkeletonLines rows={2} label={m('paymentMethod.loadingWallet')} />}>
            <WalletButtons
              clientId={payments.digitalWalletClientId ?? ''}
              amount={amount}
              disabled={disabled || amount <= 0}
              onApproved={approveWallet}
            />
          </Suspense>
        );
      case 'credit-card':
        return <CreditCardFields control={control} disabled={disabled} cardNumber={values.card.cardNumber} />;
      case 'account-transfer':
        return <BankDebitFields control={control} disabled={disabled} />;
      case 'student-credit':
        return <Notice type="info" title={m('paymentMethod.studentCredit')} />;
    }
  };

  return (
    <div className="pay-method-card">
      <Tabs
        activeKey={values.type}
        onChange={(key) => setValue('type', key)}
        items={tabs.map((type) => ({
          key: type,
          label: m(PAYMENT_TAB_MESSAGES[type]),
          disabled: disabled && type !== values.type,
        }))}
      >
        {panel(values.type)}
      </Tabs>
      {billingNeeded && !methodComplete ? (
        <>
          {zipAlwaysVisible ? <BillingZipField control={control} disabled={disabled} /> : null}
          <Notice type="info" title={m('paymentMethod.methodIncomplete')} />
        </>
      ) : null}
      {billingNeeded && methodComplete ? (
        <>
          <BillingFields control={control} disabled={disabled} />
          {!report.valid ? <Notice type="info" title={m('paymentMethod.billingIncomplete')} /> : null}
        </>
      ) : null}
    </div>
  );
};
