import type { BillingInfo, PaymentInfoReport } from '../contracts/payment-info';

/** Billing info that passes every rule of spec 5.4; tests change only what they are about. */
export const aBillingInfo = (overrides: Partial<BillingInfo> = {}): BillingInfo => ({
  firstName: 'Ana',
  lastName: 'Lopez',
  address: '12 Elm Street',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
  phone: '5551234567',
  email: 'ana@example.com',
  ...overrides,
});

/** A complete card payment, as the payment method card reports it once every field is valid. */
export const aCardReport = (): PaymentInfoReport => ({
  type: 'credit-card',
  valid: true,
  paymentInfo: {
    nameOnCard: 'Ana Lopez',
    cardNumber: '4111111111111111',
    expirationDate: '12/30',
    securityCode: '123',
  },
  billingInfo: aBillingInfo(),
});
