import type { School } from '@portal/shared/contracts';
import valid from 'card-validator';

/**
 * The rules of spec sections 5.2, 5.3 and 6, shared by the card (as the student types) and the API
 * (before the simulated gateway is asked). Pure functions: `now` is passed in where time matters.
 */

export const CARD_MESSAGES = {
  number: 'Invalid card number',
  expiry: 'Invalid card expiration date',
  securityCode: 'Invalid security code',
} as const;

/** Spec 5.2: the card types handled, by their spec names. */
export const CARD_BRANDS = [
  'amex',
  'dankort',
  'dinersclub',
  'discover',
  'jcb',
  'laser',
  'maestro',
  'mastercard',
  'unionpay',
  'visaelectron',
  'elo',
  'visa',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/**
 * card-validator knows 9 of the 12; Dankort, Laser and Visa Electron are added with their issuer
 * prefixes. A longer prefix wins over a shorter one (Visa's 4, Maestro's 63 and 67), and Dankort's
 * 5019xx is tried before Maestro's 500000-504174 range, which holds it.
 */
const registerSpecBrands = (() => {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const types = valid.creditCardType;
    const extra = (type: string, niceType: string, patterns: (number | number[])[], lengths: number[]) =>
      types.addCard({ niceType, type, patterns, gaps: [4, 8, 12], lengths, code: { name: 'CVV', size: 3 } });
    extra('visaelectron', 'Visa Electron', [4026, 417500, 4405, 4508, 4844, 4913, 4917], [16]);
    extra('laser', 'Laser', [6304, 6706, 6709, 6771], [16, 17, 18, 19]);
    extra('dankort', 'Dankort', [[501900, 501999]], [16]);
    types.changeOrder('dankort', 0);
  };
})();

const SPEC_NAME: Record<string, CardBrand> = {
  'american-express': 'amex',
  dankort: 'dankort',
  'diners-club': 'dinersclub',
  discover: 'discover',
  jcb: 'jcb',
  laser: 'laser',
  maestro: 'maestro',
  mastercard: 'mastercard',
  unionpay: 'unionpay',
  visaelectron: 'visaelectron',
  elo: 'elo',
  visa: 'visa',
};

export const onlyDigits = (text: string): string => text.replace(/\D/g, '');

/** The brand a number belongs to, once its prefix says so; null while unknown or not one of the 12. */
export const cardBrand = (cardNumber: string): CardBrand | null => {
  registerSpecBrands();
  const card = valid.number(onlyDigits(cardNumber)).card;
  return card ? (SPEC_NAME[card.type] ?? null) : null;
};

/** Digits only, a known brand, an allowed length for it and the Luhn check. */
export const isValidCardNumber = (cardNumber: string): boolean => {
  if (!/^[\d ]+$/.test(cardNumber)) return false;
  registerSpecBrands();
  // UnionPay issues some numbers without a Luhn digit; the spec asks the check of every card.
  const result = valid.number(onlyDigits(cardNumber), { luhnValidateUnionPay: true });
  return result.isValid && result.card !== null && SPEC_NAME[result.card.type] !== undefined;
};

/** MM/YY, month 1 to 12, this month or later (a card is good through the end of its month). */
export const isValidExpiry = (expiry: string, now: Date = new Date()): boolean => {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  if (year > thisYear + 20) return false;
  return year > thisYear || (year === thisYear && month >= thisMonth);
};

/** The security code's length for the card's brand (Amex 4, the others 3); 3 or 4 while unknown. */
export const securityCodeLengths = (cardNumber: string): readonly number[] => {
  registerSpecBrands();
  const card = valid.number(onlyDigits(cardNumber)).card;
  return card && SPEC_NAME[card.type] ? [card.code.size] : [3, 4];
};

export const isValidSecurityCode = (code: string, cardNumber: string): boolean =>
  /^\d+$/.test(code) && securityCodeLengths(cardNumber).includes(code.length);

/** Spec 5.3: 9 digits, not starting with 5, and the 7-3-9 weighted sum a multiple of 10. */
export const isValidRoutingNumber = (routingNumber: string): boolean => {
  if (!/^\d{9}$/.test(routingNumber) || routingNumber.startsWith('5')) return false;
  const weights = [7, 3, 9];
  const sum = [...routingNumber].reduce(
    (total, digit, index) => total + Number(digit) * weights[index % 3]!,
    0,
  );
  return sum % 10 === 0;
};

/** Spec 5.3: an account number is valid at 10 or 12 digits. */
export const isValidAccountNumber = (accountNumber: string): boolean =>
  /^(\d{10}|\d{12})$/.test(accountNumber);

export type FeeType = 'none' | 'service' | 'full';

type PaymentSettings = School['payments'];

/** Spec 6: a card needs the school's card gateway. */
export const isCardOffered = (payments: Pick<PaymentSettings, 'gateway'>): boolean =>
  payments.gateway === 'card';

/**
 * Spec 6: the wallet depends on the configured gateway too (it funds with credit and cards only, so it
 * settles through the card gateway), and it needs its client id: a blank one loads no wallet.
 */
export const isWalletOffered = (
  payments: Pick<PaymentSettings, 'gateway' | 'digitalWalletClientId'>,
): boolean => isCardOffered(payments) && (payments.digitalWalletClientId ?? '').trim() !== '';

/** Spec 6: bank debit depends on its own setting, whatever the gateway. */
export const isBankDebitOffered = (payments: Pick<PaymentSettings, 'bankDebitEnabled'>): boolean =>
  payments.bankDebitEnabled;

/**
 * Spec section 6: Charge My Account is offered only when the school allows it, and only for a
 * registration whose fee is a service fee that is not required, or another fee that is required.
 * Checkout and account charges are not registrations: never there.
 */
export const isStudentCreditOffered = (
  studentAccountChargeEnabled: boolean,
  registration: { feeType: FeeType; feeRequired: boolean } | null,
): boolean => {
  if (!studentAccountChargeEnabled || registration === null) return false;
  return registration.feeType === 'service' ? !registration.feeRequired : registration.feeRequired;
};
