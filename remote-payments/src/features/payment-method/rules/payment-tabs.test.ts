import type { School } from '@portal/shared';
import { aSchool } from '@portal/shared/testing';
import { paymentTabs } from './payment-tabs';

type Payments = School['payments'];

const payments = (extra: Partial<Payments> = {}): Payments => ({
  ...aSchool().payments,
  gateway: 'card',
  digitalWalletClientId: null,
  bankDebitEnabled: false,
  studentAccountChargeEnabled: false,
  ...extra,
});

describe('the payment tabs (spec 2.6 and 6)', () => {
  it('shows the card with a card gateway', () => {
    expect(paymentTabs(payments(), null)).toEqual(['credit-card']);
  });

  it('shows no card without a gateway', () => {
    expect(paymentTabs(payments({ gateway: 'none' }), null)).toEqual([]);
  });

  it('shows the wallet first, with the card gateway and a client id', () => {
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

describe('the wallet tab follows the configured gateway (spec 6)', () => {
  it.each<[string, Partial<Payments>, boolean]>([
    ['the card gateway and a client id', { gateway: 'card', digitalWalletClientId: 'client-1' }, true],
    ['the card gateway and a client id with spaces around it', { digitalWalletClientId: ' client-1 ' }, true],
    ['the card gateway and no client id', { gateway: 'card', digitalWalletClientId: null }, false],
    ['the card gateway and an empty client id', { gateway: 'card', digitalWalletClientId: '' }, false],
    ['the card gateway and a blank client id', { gateway: 'card', digitalWalletClientId: '   ' }, false],
    ['no gateway and a client id', { gateway: 'none', digitalWalletClientId: 'client-1' }, false],
    [
      'no gateway, a client id and bank debit',
      { gateway: 'none', digitalWalletClientId: 'c', bankDebitEnabled: true },
      false,
    ],
    ['no gateway and no client id', { gateway: 'none', digitalWalletClientId: null }, false],
    [
      'the card gateway, a client id, bank debit off',
      { digitalWalletClientId: 'c', bankDebitEnabled: false },
      true,
    ],
    [
      'the card gateway, a client id, bank debit on',
      { digitalWalletClientId: 'c', bankDebitEnabled: true },
      true,
    ],
  ])('with %s: %p', (_case, settings, shown) => {
    expect(paymentTabs(payments(settings), null).includes('paypal')).toBe(shown);
  });

  it.each<
    [Partial<Payments>, { feeType: 'none' | 'service' | 'full'; feeRequired: boolean } | null, string[]]
  >([
    [{}, null, ['credit-card']],
    [{ digitalWalletClientId: 'c' }, null, ['paypal', 'credit-card']],
    [
      { digitalWalletClientId: 'c', bankDebitEnabled: true },
      null,
      ['paypal', 'credit-card', 'account-transfer'],
    ],
    [{ gateway: 'none', digitalWalletClientId: 'c', bankDebitEnabled: true }, null, ['account-transfer']],
    [{ gateway: 'none', digitalWalletClientId: 'c' }, null, []],
    [
      { gateway: 'none', digitalWalletClientId: 'c', studentAccountChargeEnabled: true },
      { feeType: 'full', feeRequired: true },
      ['student-credit'],
    ],
    [
      { digitalWalletClientId: 'c', bankDebitEnabled: true, studentAccountChargeEnabled: true },
      { feeType: 'service', feeRequired: false },
      ['paypal', 'credit-card', 'account-transfer', 'student-credit'],
    ],
    [
      { gateway: 'none', bankDebitEnabled: true, studentAccountChargeEnabled: true },
      { feeType: 'service', feeRequired: true },
      ['account-transfer'],
    ],
  ])('%p for the registration fee %p gives %p, in the spec order', (settings, fee, tabs) => {
    expect(paymentTabs(payments(settings), fee)).toEqual(tabs);
  });
});
