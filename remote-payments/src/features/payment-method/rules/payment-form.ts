import { PAYMENT_LIMITS, type BillingInfo, type PaymentInfoReport, type PaymentType } from '@portal/shared';
import {
  CARD_MESSAGES,
  isValidAccountNumber,
  isValidCardNumber,
  isValidExpiry,
  isValidRoutingNumber,
  isValidSecurityCode,
  onlyDigits,
} from '../../../contract';
import { paymentMethodMessagesNow, type PaymentMethodMessages } from '../messages/catalog';

/**
 * The payment method card's form (spec 2.6, 3, 5.2 to 5.4, 9): its values, the rules with the spec's
 * messages, the masks, and the report it gives. Pure; the card component renders it. The rules word
 * their messages with the formatter they are given (the component's), in the portal's language now
 * when given none.
 */
export type CardValues = {
  nameOnCard: string;
  cardNumber: string;
  expirationDate: string;
  securityCode: string;
};
export type BankValues = { routingNumber: string; accountNumber: string };
export type BillingValues = Omit<BillingInfo, 'state'> & { state: string | null };

export type PaymentFormValues = {
  type: PaymentType;
  card: CardValues;
  bank: BankValues;
  billing: BillingValues;
  /** The digital wallet's authorization, once it approved. */
  authorizationCode: string | null;
};

/** The card's messages are the contract's: the API refuses a card with the same words. */
export const PAYMENT_MESSAGES = { ...CARD_MESSAGES } as const;

export const paymentFormDefaults = (
  type: PaymentType,
  student: { firstName: string; lastName: string; email: string } | null,
): PaymentFormValues => ({
  type,
  card: { nameOnCard: '', cardNumber: '', expirationDate: '', securityCode: '' },
  bank: { routingNumber: '', accountNumber: '' },
  billing: {
    firstName: student?.firstName ?? '',
    lastName: student?.lastName ?? '',
    address: '',
    city: '',
    state: null,
    zipCode: '',
    phone: '',
    email: student?.email ?? '',
  },
  authorizationCode: null,
});

/** Spec 9: the card number mask '#### #### #### #######' (up to 19 digits). */
export const formatCardNumber = (text: string): string => {
  const digits = onlyDigits(text).slice(0, 19);
  return [digits.slice(0, 4), digits.slice(4, 8), digits.slice(8, 12), digits.slice(12)]
    .filter(Boolean)
    .join(' ');
};

/** Spec 9: the expiry mask '##/##'; the slash comes as soon as the month is typed. */
export const formatExpiry = (text: string): string => {
  const digits = onlyDigits(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/** Digits only, at most `max` of them (security code 4, routing 9, account 12, phone 10). */
export const digitsUpTo = (text: string, max: number): string => onlyDigits(text).slice(0, max);

type Errors = Record<string, string>;

const tooLong = (m: PaymentMethodMessages, max: number) => m('paymentForm.tooLong', { max });

export const cardErrors = (
  card: CardValues,
  now: Date,
  m: PaymentMethodMessages = paymentMethodMessagesNow(),
): Errors => {
  const errors: Errors = {};
  const name = card.nameOnCard.trim();
  if (name === '') errors['card.nameOnCard'] = m('paymentForm.required');
  else if (name.length > PAYMENT_LIMITS.nameOnCard)
    errors['card.nameOnCard'] = tooLong(m, PAYMENT_LIMITS.nameOnCard);
  if (!isValidCardNumber(card.cardNumber)) errors['card.cardNumber'] = PAYMENT_MESSAGES.number;
  if (!isValidExpiry(card.expirationDate, now)) errors['card.expirationDate'] = PAYMENT_MESSAGES.expiry;
  if (!isValidSecurityCode(card.securityCode, card.cardNumber))
    errors['card.securityCode'] = PAYMENT_MESSAGES.securityCode;
  return errors;
};

export const bankErrors = (
  bank: BankValues,
  m: PaymentMethodMessages = paymentMethodMessagesNow(),
): Errors => {
  const errors: Errors = {};
  if (!isValidRoutingNumber(bank.routingNumber))
    errors['bank.routingNumber'] = m('paymentForm.routingNumber');
  if (!isValidAccountNumber(bank.accountNumber))
    errors['bank.accountNumber'] = m('paymentForm.accountNumber');
  return errors;
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 5.4: every billing field is required; e-mail by pattern; phone at least 7 characters. */
export const billingErrors = (
  billing: BillingValues,
  m: PaymentMethodMessages = paymentMethodMessagesNow(),
): Errors => {
  const errors: Errors = {};
  const limits = {
    firstName: PAYMENT_LIMITS.billingName,
    lastName: PAYMENT_LIMITS.billingName,
    address: PAYMENT_LIMITS.address,
    city: PAYMENT_LIMITS.city,
    zipCode: PAYMENT_LIMITS.zipCode,
    email: PAYMENT_LIMITS.email,
  } as const;
  for (const [field, max] of Object.entries(limits) as [keyof typeof limits, number][]) {
    const value = billing[field].trim();
    if (value === '') errors[`billing.${field}`] = m('paymentForm.required');
    else if (value.length > max) errors[`billing.${field}`] = tooLong(m, max);
  }
  if (!billing.state) errors['billing.state'] = m('paymentForm.required');
  // The phone input keeps digits only (at most 10); what counts is the digits.
  const phone = onlyDigits(billing.phone);
  if (phone === '') errors['billing.phone'] = m('paymentForm.required');
  else if (phone.length > PAYMENT_LIMITS.phone) errors['billing.phone'] = tooLong(m, PAYMENT_LIMITS.phone);
  if (!errors['billing.email'] && !EMAIL_PATTERN.test(billing.email.trim()))
    errors['billing.email'] = m('paymentForm.email');
  if (!errors['billing.phone'] && phone.length < PAYMENT_LIMITS.phoneMin) {
    errors['billing.phone'] = m('paymentForm.phone', { min: PAYMENT_LIMITS.phoneMin });
  }
  return errors;
};

/** The method's own fields (not billing): what the first info message is about. */
export const methodErrors = (
  values: PaymentFormValues,
  now: Date,
  m: PaymentMethodMessages = paymentMethodMessagesNow(),
): Errors => {
  switch (values.type) {
    case 'credit-card':
      return cardErrors(values.card, now, m);
    case 'account-transfer':
      return bankErrors(values.bank, m);
    case 'paypal':
      return values.authorizationCode ? {} : { authorizationCode: m('paymentForm.required') };
    case 'student-credit':
      return {};
  }
};

export const needsBillingInfo = (type: PaymentType): boolean =>
  type === 'credit-card' || type === 'account-transfer';

export const paymentFormErrors = (
  values: PaymentFormValues,
  now: Date,
  m: PaymentMethodMessages = paymentMethodMessagesNow(),
): Errors => ({
  ...methodErrors(values, now, m),
  ...(needsBillingInfo(values.type) ? billingErrors(values.billing, m) : {}),
});

const trimmedBilling = (billing: BillingValues): BillingInfo => ({
  firstName: billing.firstName.trim(),
  lastName: billing.lastName.trim(),
  address: billing.address.trim(),
  city: billing.city.trim(),
  state: billing.state ?? '',
  zipCode: billing.zipCode.trim(),
  phone: onlyDigits(billing.phone),
  email: billing.email.trim(),
});

/** Spec 3, Payment info: what the card reports to the page that pays. */
export const paymentReport = (values: PaymentFormValues, now: Date): PaymentInfoReport => {
  const valid = Object.keys(paymentFormErrors(values, now)).length === 0;
  const billingInfo = needsBillingInfo(values.type) ? trimmedBilling(values.billing) : null;
  const paymentInfo = (() => {
    switch (values.type) {
      case 'credit-card':
        return {
          nameOnCard: values.card.nameOnCard.trim(),
          cardNumber: onlyDigits(values.card.cardNumber),
          expirationDate: values.card.expirationDate,
          securityCode: values.card.securityCode,
        };
      case 'account-transfer':
        return { ...values.bank };
      case 'paypal':
        return values.authorizationCode ? { authorizationCode: values.authorizationCode } : {};
      case 'student-credit':
        return {};
    }
  })();
  return { type: values.type, valid, paymentInfo, billingInfo } as PaymentInfoReport;
};
