import type { PaymentType, School } from '@portal/shared';
import { isStudentCreditOffered, type FeeType } from '../../../contract';

/** Spec 2.6 and 6: the tabs a school's settings give, in the spec's order. */
export const PAYMENT_TAB_LABELS: Record<PaymentType, string> = {
  paypal: 'PayPal',
  'credit-card': 'Credit Card',
  'account-transfer': 'Bank Account Debit',
  'student-credit': 'Charge My Account',
};

export const paymentTabs = (
  payments: School['payments'],
  registrationFee: { feeType: FeeType; feeRequired: boolean } | null,
): PaymentType[] => [
  ...(payments.digitalWalletClientId ? (['paypal'] as const) : []),
  ...(payments.gateway === 'card' ? (['credit-card'] as const) : []),
  ...(payments.bankDebitEnabled ? (['account-transfer'] as const) : []),
  ...(isStudentCreditOffered(payments.studentAccountChargeEnabled, registrationFee)
    ? (['student-credit'] as const)
    : []),
];
