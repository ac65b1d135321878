import {
  CARD_MESSAGES,
  cardBrand,
  isBankDebitOffered,
  isCardOffered,
  isValidAccountNumber,
  isValidCardNumber,
  isValidExpiry,
  isValidRoutingNumber,
  isValidSecurityCode,
  isWalletOffered,
  type CardBrand,
  type Payment,
  type PaymentFailure,
  type School,
} from '../../../contracts';
import { HttpError } from '../../../http/errors';

/**
 * The simulated payment gateway: no money moves and nothing leaves the process. It answers as a real
 * gateway would for its documented test data (api/README.md, "Payments"):
 *
 * | Method       | Input                                   | Outcome                                   |
 * | ------------ | --------------------------------------- | ----------------------------------------- |
 * | card         | 4000000000000002                        | declined (402), retry no, back yes        |
 * | card         | 4000000000000119                        | gateway error (502), retry yes, back yes  |
 * | card         | any other number passing the rules      | approved (4111111111111111, 5555555555554444, 378282246310005...) |
 * | bank debit   | account 000000000000                    | declined (402)                            |
 * | bank debit   | any routing number passing the checksum | approved (011000015, 021000021...)        |
 * | wallet       | authorizationCode starting DECLINED     | declined (402)                            |
 * | wallet       | any other authorizationCode             | approved                                  |
 *
 * Card and bank data that break the rules of spec 5.2 and 5.3 are refused before the gateway is asked
 * (400). The gateway sees the numbers only here; what is kept is the brand and the last 4 digits.
 */

export const TEST_CARDS = {
  approved: '4111111111111111',
  declined: '4000000000000002',
  gatewayError: '4000000000000119',
} as const;
export const TEST_BANK = { routingNumber: '011000015', declinedAccount: '000000000000' } as const;
export const TEST_WALLET_DECLINED_PREFIX = 'DECLINED';

export const PAYMENT_MESSAGES = {
  cardDeclined: 'Your card was declined. Please use another card.',
  gatewayError: 'The payment gateway did not answer. Please try again.',
  bankDeclined: 'The bank account was declined.',
  walletDeclined: 'The PayPal payment was declined. Please use another payment method.',
  invalidRoutingNumber: 'Invalid routing number',
  invalidAccountNumber: 'Invalid account number',
  studentCredit: 'Charge My Account is not available for this payment',
  methodUnavailable: 'This payment method is not available',
} as const;

export const PAYMENT_ERROR_CODES = {
  declined: 'payment_declined',
  gatewayError: 'gateway_error',
  invalidPaymentInfo: 'invalid_payment_info',
  methodUnavailable: 'payment_method_unavailable',
} as const;

/** A refusal of a payment call: its `data` carries the checkout's retry and back flags (plus any extra). */
export function paymentFailure(
  status: number,
  code: string,
  message: string,
  flags: PaymentFailure = { retryEnabled: false, backEnabled: true },
  extra: Record<string, unknown> = {},
): HttpError {
  return new HttpError(status, code, message, { ...flags, ...extra });
}

const BRAND_LABELS: Record<CardBrand, string> = {
  amex: 'American Express',
  dankort: 'Dankort',
  dinersclub: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  laser: 'Laser',
  maestro: 'Maestro',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visaelectron: 'Visa Electron',
  elo: 'Elo',
  visa: 'Visa',
};

/** How a payment was made, as it is stored and shown: never more than a brand and 4 digits. */
export interface PaymentMethodRecord {
  type: 'credit-card' | 'account-transfer' | 'paypal' | 'none';
  label: string;
  brand: CardBrand | null;
  last4: string | null;
}

export const NO_PAYMENT_METHOD: PaymentMethodRecord = {
  type: 'none',
  label: 'No payment due',
  brand: null,
  last4: null,
};

/** The payment methods the gateway takes (Charge My Account is a registration's only). */
export type GatewayPayment = Exclude<Payment, { type: 'student-credit' }>;

/**
 * Spec section 6: which methods the school offers, by the rules the payment method card shows its tabs
 * with (remote-payments' payment-rules.ts). Charge My Account is never offered for a checkout or account
 * charges; a card needs the card gateway, bank debit its setting, the wallet the card gateway and a
 * client id.
 */
export function requireAvailableMethod(school: School, payment: Payment): asserts payment is GatewayPayment {
  const fail = (message: string) =>
    paymentFailure(400, PAYMENT_ERROR_CODES.methodUnavailable, message, {
      retryEnabled: false,
      backEnabled: true,
    });
  switch (payment.type) {
    case 'student-credit':
      throw fail(PAYMENT_MESSAGES.studentCredit);
    case 'credit-card':
      if (!isCardOffered(school.payments)) throw fail(PAYMENT_MESSAGES.methodUnavailable);
      return;
    case 'account-transfer':
      if (!isBankDebitOffered(school.payments)) throw fail(PAYMENT_MESSAGES.methodUnavailable);
      return;
    case 'paypal':
      if (!isWalletOffered(school.payments)) throw fail(PAYMENT_MESSAGES.methodUnavailable);
      return;
  }
}

/**
 * The rules of spec 5.2 and 5.3 (remote-payments' payment-rules.ts, the card's own): 400
 * `invalid_payment_info` with the spec's message, the first broken rule's, and every broken field.
 */
export function validatePaymentDetails(payment: GatewayPayment, now: Date = new Date()): void {
  const fields: Record<string, string> = {};
  if (payment.type === 'credit-card') {
    const { cardNumber, expirationDate, securityCode } = payment.paymentInfo;
    if (!isValidCardNumber(cardNumber)) fields['paymentInfo.cardNumber'] = CARD_MESSAGES.number;
    if (!isValidExpiry(expirationDate, now)) fields['paymentInfo.expirationDate'] = CARD_MESSAGES.expiry;
    if (!isValidSecurityCode(securityCode, cardNumber))
      fields['paymentInfo.securityCode'] = CARD_MESSAGES.securityCode;
  } else if (payment.type === 'account-transfer') {
    if (!isValidRoutingNumber(payment.paymentInfo.routingNumber))
      fields['paymentInfo.routingNumber'] = PAYMENT_MESSAGES.invalidRoutingNumber;
    if (!isValidAccountNumber(payment.paymentInfo.accountNumber))
      fields['paymentInfo.accountNumber'] = PAYMENT_MESSAGES.invalidAccountNumber;
  }
  const messages = Object.values(fields);
  if (messages.length > 0) {
    throw paymentFailure(
      400,
      PAYMENT_ERROR_CODES.invalidPaymentInfo,
      messages[0]!,
      { retryEnabled: false, backEnabled: true },
      { fields },
    );
  }
}

/** What is kept of a payment method: the brand and last 4 digits of a card or account, or 'PayPal'. */
export function methodRecord(payment: GatewayPayment): PaymentMethodRecord {
  switch (payment.type) {
    case 'credit-card': {
      const brand = cardBrand(payment.paymentInfo.cardNumber);
      const last4 = payment.paymentInfo.cardNumber.slice(-4);
      return {
        type: 'credit-card',
        label: `${brand ? BRAND_LABELS[brand] : 'Card'} ending ${last4}`,
        brand,
        last4,
      };
    }
    case 'account-transfer': {
      const last4 = payment.paymentInfo.accountNumber.slice(-4);
      return { type: 'account-transfer', label: `Bank account ending ${last4}`, brand: null, last4 };
    }
    case 'paypal':
      return { type: 'paypal', label: 'PayPal', brand: null, last4: null };
  }
}

export type GatewayResult =
  | { approved: true; method: PaymentMethodRecord }
  | { approved: false; status: 402 | 502; code: string; message: string; failure: PaymentFailure };

/**
 * Asks the simulated gateway to take `amountCents` (above 0) with a payment that passed
 * `validatePaymentDetails`. Pure: the same payment always has the same outcome.
 */
export function chargeGateway(payment: GatewayPayment, amountCents: number): GatewayResult {
  if (!Number.isInteger(amountCents) || amountCents <= 0)
    throw new Error('The gateway charges amounts above 0');
  const declined = (message: string): GatewayResult => ({
    approved: false,
    status: 402,
    code: PAYMENT_ERROR_CODES.declined,
    message,
    failure: { retryEnabled: false, backEnabled: true },
  });
  switch (payment.type) {
    case 'credit-card':
      if (payment.paymentInfo.cardNumber === TEST_CARDS.declined)
        return declined(PAYMENT_MESSAGES.cardDeclined);
      if (payment.paymentInfo.cardNumber === TEST_CARDS.gatewayError) {
        return {
          approved: false,
          status: 502,
          code: PAYMENT_ERROR_CODES.gatewayError,
          message: PAYMENT_MESSAGES.gatewayError,
          failure: { retryEnabled: true, backEnabled: true },
        };
      }
      break;
    case 'account-transfer':
      if (payment.paymentInfo.accountNumber === TEST_BANK.declinedAccount)
        return declined(PAYMENT_MESSAGES.bankDeclined);
      break;
    case 'paypal':
      if (payment.paymentInfo.authorizationCode.startsWith(TEST_WALLET_DECLINED_PREFIX))
        return declined(PAYMENT_MESSAGES.walletDeclined);
      break;
  }
  return { approved: true, method: methodRecord(payment) };
}

/** Charges through the gateway, or throws its refusal (402 declined, 502 gateway error) with the flags. */
export function chargeOrThrow(payment: GatewayPayment, amountCents: number): PaymentMethodRecord {
  const result = chargeGateway(payment, amountCents);
  if (!result.approved) throw paymentFailure(result.status, result.code, result.message, result.failure);
  return result.method;
}
