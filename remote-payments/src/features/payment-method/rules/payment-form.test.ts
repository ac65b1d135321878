import { aBillingInfo } from '@portal/shared/testing';
import {
  billingErrors,
  formatCardNumber,
  formatExpiry,
  paymentFormDefaults,
  paymentFormErrors,
  paymentReport,
  PAYMENT_MESSAGES,
  type BillingValues,
  type PaymentFormValues,
} from './payment-form';

const now = new Date(2026, 10, 24);

const billing = (extra: Partial<BillingValues> = {}): BillingValues => ({ ...aBillingInfo(), ...extra });

const form = (extra: Partial<PaymentFormValues> = {}): PaymentFormValues => ({
  ...paymentFormDefaults('credit-card', null),
  card: {
    nameOnCard: 'Ana Lopez',
    cardNumber: '4111 1111 1111 1111',
    expirationDate: '12/28',
    securityCode: '123',
  },
  bank: { routingNumber: '011000015', accountNumber: '000123456789' },
  billing: billing(),
  ...extra,
});

describe('masks (spec 9)', () => {
  it.each([
    ['4111111111111111', '4111 1111 1111 1111'],
    ['4111-1111 11', '4111 1111 11'],
    ['6304900017740292441', '6304 9000 1774 0292441'],
    ['63049000177402924419999', '6304 9000 1774 0292441'],
    ['', ''],
  ])('card number %p -> %p', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1228', '12/28'],
    ['12/289', '12/28'],
    ['ab', ''],
  ])('expiry %p -> %p', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });
});

describe('billing info (spec 5.4)', () => {
  it('accepts a complete billing info', () => {
    expect(billingErrors(billing())).toEqual({});
  });

  it('requires every field', () => {
    const empty = paymentFormDefaults('credit-card', null).billing;
    expect(billingErrors(empty)).toEqual({
      'billing.firstName': 'The field is required',
      'billing.lastName': 'The field is required',
      'billing.address': 'The field is required',
      'billing.city': 'The field is required',
      'billing.state': 'The field is required',
      'billing.zipCode': 'The field is required',
      'billing.phone': 'The field is required',
      'billing.email': 'The field is required',
    });
  });

  it.each([
    [{ email: 'ana@' }, 'billing.email', 'Invalid email address'],
    [{ email: 'ana example.com' }, 'billing.email', 'Invalid email address'],
    [{ phone: '555123' }, 'billing.phone', 'Use at least 7 digits'],
    [{ firstName: 'a'.repeat(251) }, 'billing.firstName', 'Use at most 250 characters'],
    [{ city: 'c'.repeat(51) }, 'billing.city', 'Use at most 50 characters'],
    [{ zipCode: '1'.repeat(21) }, 'billing.zipCode', 'Use at most 20 characters'],
    [{ email: `${'a'.repeat(95)}@x.com` }, 'billing.email', 'Use at most 100 characters'],
    [{ address: '   ' }, 'billing.address', 'The field is required'],
  ])('%p -> %s: %s', (change, field, message) => {
    expect(billingErrors(billing(change))).toEqual({ [field]: message });
  });

  it('takes a phone of exactly 7 digits', () => {
    expect(billingErrors(billing({ phone: '5551234' }))).toEqual({});
  });

  it('prefills the student name and e-mail', () => {
    expect(
      paymentFormDefaults('credit-card', { firstName: 'Ana', lastName: 'Lopez', email: 'a@b.co' }).billing,
    ).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'a@b.co',
    });
  });
});

describe('the card form as a whole', () => {
  it('is valid by card with billing info', () => {
    expect(paymentFormErrors(form(), now)).toEqual({});
  });

  it('gives the three card messages of the spec', () => {
    const errors = paymentFormErrors(
      form({
        card: {
          nameOnCard: 'Ana',
          cardNumber: '4111 1111 1111 1112',
          expirationDate: '10/26',
          securityCode: '12',
        },
      }),
      now,
    );
    expect(errors).toEqual({
      'card.cardNumber': PAYMENT_MESSAGES.number,
      'card.expirationDate': 'Invalid card expiration date',
      'card.securityCode': 'Invalid security code',
    });
    expect(PAYMENT_MESSAGES.number).toBe('Invalid card number');
  });

  it('asks 4 digits of an Amex', () => {
    const amex = form({
      card: {
        nameOnCard: 'Ana',
        cardNumber: '3782 8224 6310 005',
        expirationDate: '12/28',
        securityCode: '123',
      },
    });
    expect(paymentFormErrors(amex, now)).toEqual({ 'card.securityCode': 'Invalid security code' });
  });

  it('checks the bank fields for a bank debit, not the card', () => {
    expect(paymentFormErrors(form({ type: 'account-transfer' }), now)).toEqual({});
    expect(
      paymentFormErrors(
        form({
          type: 'account-transfer',
          bank: { routingNumber: '011000016', accountNumber: '12345678901' },
        }),
        now,
      ),
    ).toEqual({
      'bank.routingNumber': 'Invalid routing number',
      'bank.accountNumber': 'Invalid account number',
    });
  });

  it('needs no billing info for the wallet, only its approval', () => {
    const wallet = form({ type: 'paypal', billing: paymentFormDefaults('paypal', null).billing });
    expect(paymentFormErrors(wallet, now)).toEqual({ authorizationCode: 'The field is required' });
    expect(paymentFormErrors({ ...wallet, authorizationCode: 'AUTH-1' }, now)).toEqual({});
  });
});

describe('the report (spec 3, Payment info)', () => {
  it('sends digits only and trimmed billing info', () => {
    const report = paymentReport(
      form({ billing: billing({ firstName: ' Ana ', phone: '(555) 123-4567' }) }),
      now,
    );
    expect(report).toEqual({
      type: 'credit-card',
      valid: true,
      paymentInfo: {
        nameOnCard: 'Ana Lopez',
        cardNumber: '4111111111111111',
        expirationDate: '12/28',
        securityCode: '123',
      },
      billingInfo: { ...billing(), firstName: 'Ana', phone: '5551234567' },
    });
  });

  it('reports invalid while anything is missing', () => {
    expect(paymentReport(paymentFormDefaults('credit-card', null), now).valid).toBe(false);
  });

  it('reports the wallet authorization without billing info', () => {
    expect(paymentReport(form({ type: 'paypal', authorizationCode: 'AUTH-7' }), now)).toEqual({
      type: 'paypal',
      valid: true,
      paymentInfo: { authorizationCode: 'AUTH-7' },
      billingInfo: null,
    });
  });
});
