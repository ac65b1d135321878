import { aSchool } from '@portal/shared/testing';
import { paymentTabs } from './payment-tabs';

const payments = (extra: Partial<ReturnType<typeof aSchool>['payments']> = {}) => ({
  ...aSchool().payments,
  gateway: 'card' as const,
  digitalWalletClientId: null,
  bankDebitEnabled: false,
  studentAccountChargeEnabled: false,
  ...extra,
});

describe('the payment tabs (spec 6)', () => {
  it('shows the card with a card gateway', () => {
    expect(paymentTabs(payments(), null)).toEqual(['credit-card']);
  });

  it('shows no card without a gateway', () => {
    expect(paymentTabs(payments({ gateway: 'none' }), null)).toEqual([]);
  });

  it('shows the wallet first, only with a client id', () => {
    expect(paymentTabs(payments({ digitalWalletClientId: 'client-1' }), null)).toEqual([
      'paypal',
      'credit-card',
    ]);
  });

  it('shows bank debit when enabled', () => {
    expect(paymentTabs(payments({ bankDebitEnabled: true }), null)).toEqual([
      'credit-card',
      'account-transfer',
    ]);
  });

  it('shows Charge My Account only for a registration the rule allows', () => {
    const on = payments({ studentAccountChargeEnabled: true });
    expect(paymentTabs(on, null)).toEqual(['credit-card']);
    expect(paymentTabs(on, { feeType: 'service', feeRequired: false })).toEqual([
      'credit-card',
      'student-credit',
    ]);
    expect(paymentTabs(on, { feeType: 'service', feeRequired: true })).toEqual(['credit-card']);
  });
});
