import {
  cardBrand,
  isStudentCreditOffered,
  isValidAccountNumber,
  isValidCardNumber,
  isValidExpiry,
  isValidRoutingNumber,
  isValidSecurityCode,
  type CardBrand,
} from './payment-rules';

/** Public test numbers of the card networks and gateways (Stripe, Braintree, Adyen, Worldpay). */
const TEST_CARDS: [CardBrand, string][] = [
  ['visa', '4111111111111111'],
  ['visa', '4012888888881881'],
  ['visaelectron', '4917300800000000'],
  ['mastercard', '5555555555554444'],
  ['mastercard', '2223003122003222'],
  ['amex', '378282246310005'],
  ['amex', '371449635398431'],
  ['dinersclub', '30569309025904'],
  ['dinersclub', '36227206271667'],
  ['discover', '6011111111111117'],
  ['discover', '6011000990139424'],
  ['jcb', '3530111333300000'],
  ['jcb', '3566002020360505'],
  ['unionpay', '6200000000000005'],
  ['maestro', '6759649826438453'],
  ['elo', '6362970000457013'],
  ['dankort', '5019717010103742'],
  ['laser', '630495060000000000'],
  ['laser', '6304900017740292441'],
];

/** The same number with one digit changed: the Luhn check catches every single-digit change. */
const changeOneDigit = (number: string, index: number): string => {
  const digit = Number(number[index]);
  return number.slice(0, index) + String((digit + 1) % 10) + number.slice(index + 1);
};

describe('card numbers (spec 5.2)', () => {
  it('covers the 12 card types of the spec', () => {
    expect(new Set(TEST_CARDS.map(([brand]) => brand)).size).toBe(12);
  });

  it.each(TEST_CARDS)('%s %s is valid and recognized', (brand, number) => {
    expect(cardBrand(number)).toBe(brand);
    expect(isValidCardNumber(number)).toBe(true);
  });

  it.each(TEST_CARDS)('%s %s with its last digit changed fails Luhn', (_, number) => {
    expect(isValidCardNumber(changeOneDigit(number, number.length - 1))).toBe(false);
  });

  it.each(TEST_CARDS)('%s %s with a middle digit changed fails', (_, number) => {
    expect(isValidCardNumber(changeOneDigit(number, 7))).toBe(false);
  });

  it('accepts the mask spaces', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['4111-1111-1111-1111', 'dashes'],
    ['4111a11111111111', 'letters'],
    ['411111111111', 'too short for Visa'],
    ['41111111111111111111', 'too long'],
    ['2200000000000004', 'a Mir card (not one of the 12)'],
    ['9111111111111111', 'no known prefix'],
  ])('refuses %p (%s)', (number) => {
    expect(isValidCardNumber(number)).toBe(false);
  });
});

describe('expiry MM/YY (spec 5.2)', () => {
  const now = new Date(2026, 10, 24); // 24 November 2026

  it.each([
    ['11/26', true, 'this month'],
    ['12/26', true, 'next month'],
    ['01/27', true, 'next year'],
    ['10/26', false, 'last month'],
    ['11/25', false, 'last year'],
    ['13/27', false, 'month 13'],
    ['00/27', false, 'month 0'],
    ['1/27', false, 'one-digit month'],
    ['11/2027', false, 'four-digit year'],
    ['', false, 'empty'],
    ['12/99', false, 'beyond 20 years'],
  ])('%p is %p (%s)', (expiry, expected) => {
    expect(isValidExpiry(expiry, now)).toBe(expected);
  });
});

describe('security code (spec 5.2)', () => {
  it.each([
    ['1234', '378282246310005', true, 'Amex needs 4'],
    ['123', '378282246310005', false, 'Amex refuses 3'],
    ['123', '4111111111111111', true, 'Visa takes 3'],
    ['1234', '4111111111111111', false, 'Visa refuses 4'],
    ['123', '5555555555554444', true, 'Mastercard takes 3'],
    ['123', '6011111111111117', true, 'Discover takes 3'],
    ['123', '3530111333300000', true, 'JCB takes 3'],
    ['123', '5019717010103742', true, 'Dankort takes 3'],
    ['123', '', true, 'no card yet: 3 or 4'],
    ['1234', '', true, 'no card yet: 3 or 4'],
    ['12', '', false, 'too short'],
    ['12a', '4111111111111111', false, 'not digits'],
  ])('%p for %p is %p (%s)', (code, number, expected) => {
    expect(isValidSecurityCode(code, number)).toBe(expected);
  });
});

describe('bank routing numbers (spec 5.3)', () => {
  /** Real ABA routing numbers (Federal Reserve banks and large US banks). */
  const REAL = [
    '011000015',
    '021000021',
    '026009593',
    '111000025',
    '121000358',
    '122105278',
    '322271627',
    '011401533',
  ];

  it.each(REAL)('%s passes', (routing) => {
    expect(isValidRoutingNumber(routing)).toBe(true);
  });

  it.each(REAL)('%s fails with any one digit changed', (routing) => {
    for (let index = 0; index < 9; index += 1) {
      expect(isValidRoutingNumber(changeOneDigit(routing, index))).toBe(false);
    }
  });

  it.each([
    ['51100001', 'eight digits'],
    ['0110000150', 'ten digits'],
    ['01100001a', 'a letter'],
    ['500000005', 'starts with 5 (even with a passing sum)'],
  ])('refuses %p (%s)', (routing) => {
    expect(isValidRoutingNumber(routing)).toBe(false);
  });
});

describe('bank account numbers (spec 5.3)', () => {
  it.each([
    ['0123456789', true],
    ['012345678901', true],
    ['012345678', false],
    ['01234567890', false],
    ['0123456789012', false],
    ['01234567a9', false],
  ])('%p is %p', (account, expected) => {
    expect(isValidAccountNumber(account)).toBe(expected);
  });
});

describe('Charge My Account (spec 6)', () => {
  it.each([
    [{ feeType: 'service' as const, feeRequired: false }, true],
    [{ feeType: 'service' as const, feeRequired: true }, false],
    [{ feeType: 'full' as const, feeRequired: true }, true],
    [{ feeType: 'full' as const, feeRequired: false }, false],
  ])('with the setting on, for %p: %p', (registration, offered) => {
    expect(isStudentCreditOffered(true, registration)).toBe(offered);
  });

  it('is never offered with the setting off', () => {
    expect(isStudentCreditOffered(false, { feeType: 'service', feeRequired: false })).toBe(false);
    expect(isStudentCreditOffered(false, { feeType: 'full', feeRequired: true })).toBe(false);
  });

  it('is never offered outside a registration (checkout, account charges)', () => {
    expect(isStudentCreditOffered(true, null)).toBe(false);
  });
});
