import type { PaymentType, School } from '@portal/shared';
import {
  isBankDebitOffered,
  isCardOffered,
  isStudentCreditOffered,
  isWalletOffered,
  type FeeType,
} from '../../../contract';
import type { PaymentMethodMessageId } from '../messages/catalog';

/** Spec 2.6 and 6: the message of each tab's label. */
export const PAYMENT_TAB_MESSAGES: Record<PaymentType, PaymentMethodMessageId> = {
  paypal: 'paymentMethod.tab.paypal',
  'credit-card': 'paymentMethod.tab.creditCard',
  'account-transfer': 'paymentMethod.tab.accountTransfer',
  'student-credit': 'paymentMethod.tab.studentCredit',
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
