import type { PaymentType, School } from '@portal/shared';
import {
  isBankDebitOffered,
  isCardOffered,
  isStudentCreditOffered,
  isWalletOffered,
  type FeeType,
} from '../../../contract';

/** Spec 2.6 and 6: the tabs a school's settings give, in the spec's order. */
export const PAYMENT_TAB_LABELS: Record<PaymentType, string> = {
  paypal: 'PayPal',
  'credit-card': 'Credit Card',
  'account-transfer': 'Bank Account Debit',
  'student-credit': 'Charge My Account',
};

/**
 * The tabs of the payment method card. Each method's rule is the contract's, which the API holds every
 * payment to as well: a tab shown is a method the server takes.
 */
export const paymentTabs = (
  payments: School['payments'],
  registrationFee: { feeType: FeeType; feeRequired: boolean } | null,
): PaymentType[] => [
  ...(isWalletOffered(payments) ? (['paypal'] as const) : []),
  ...(isCardOffered(payments) ? (['credit-card'] as const) : []),
  ...(isBankDebitOffered(payments) ? (['account-transfer'] as const) : []),
  ...(isStudentCreditOffered(payments.studentAccountChargeEnabled, registrationFee)
    ? (['student-credit'] as const)
    : []),
];
