import { fromCents, toCents } from '@portal/shared/contracts';
import {
  CONTROL_TYPE,
  type FieldAddress,
  type FieldContact,
  type FieldEntry,
  type FieldValue,
  type Registration,
  type RegistrationField,
} from './registration';

/** Spec sections 5.1 and 8, word for word (the contact phone's message ends with a space). */
export const REGISTRATION_MESSAGES = {
  required: 'The field is required.',
  studentPhoneRequired: 'The phone number is required.',
  contactPhoneRequired: 'The phone number is required. ',
  addressRequired: 'The address is required.',
  invalidSsn: 'Invalid SSN',
  incomplete: 'The form is incomplete, please fill all the required fields and try again.',
  signFirst: 'To continue you need to sign the registration form.',
  needSignature: 'You need a signature to continue, please choose an option to create one.',
  refundPolicy: 'You have to agree with the refund policy.',
  saveFailed: 'Could not save registration form',
  discardFailed: 'Could not discard registration form',
  paymentCompleted: 'Payment completed!',
  submitted: 'Thank you, your registration form has been submitted!',
  /** Not worded by the spec: the two profile prerequisites, and values only a hand-made request sends. */
  needPrimaryAddress: 'To continue you need a primary address.',
  needPrimaryPhone: 'To continue you need a primary phone number.',
  numbersOnly: 'Please enter numbers only.',
  invalidDate: 'Please enter a valid date.',
  futureBirthDate: 'A date of birth cannot be in the future.',
  unknownOption: 'Please choose one of the options.',
  unknownContact: 'Please choose a phone number from your list.',
  unknownAddress: 'Please choose an address from your list.',
  /** Charge My Account pays nothing now: the confirmation says where the fee went instead of 'Payment completed!'. */
  chargedToAccount: 'The fee was charged to your account.',
} as const;

/** What a control type holds (see `fieldValueSchema`). */
export type ValueKind = 'text' | 'option' | 'index' | 'list' | 'contact' | 'address' | 'none';

export const valueKindOf = (controlType: number): ValueKind => {
  switch (controlType) {
    case CONTROL_TYPE.checkbox:
    case CONTROL_TYPE.feeDismissal:
      return 'index';
    case CONTROL_TYPE.dropdown:
    case CONTROL_TYPE.radioGroup:
      return 'option';
    case CONTROL_TYPE.multiSelect:
    case CONTROL_TYPE.checkboxGroup:
    case CONTROL_TYPE.twoListPicker:
      return 'list';
    case CONTROL_TYPE.studentPhone:
    case CONTROL_TYPE.contactPhone:
      return 'contact';
    case CONTROL_TYPE.address:
      return 'address';
    case CONTROL_TYPE.staticLabel:
    case CONTROL_TYPE.profileSummary:
      return 'none';
    default:
      return 'text';
  }
};

const hasMask = (field: Pick<RegistrationField, 'mask'>, ...masks: string[]) =>
  masks.includes((field.mask ?? '').trim().toLowerCase());
export const isSsnField = (field: Pick<RegistrationField, 'mask'>) => hasMask(field, 'ssn');
/** Spec 3: a birthday or dob mask marks a date of birth (its years stop at this year). */
export const isBirthDateField = (field: Pick<RegistrationField, 'mask'>) => hasMask(field, 'birthday', 'dob');

/** A three-option checkbox: its option 0 is the "no answer" one (spec 5.1). */
export const isThreeOptionCheckbox = (field: Pick<RegistrationField, 'controlType' | 'controlOptions'>) =>
  field.controlType === CONTROL_TYPE.checkbox && field.controlOptions.length === 3;

/** Stored SSNs are the 9 digits; shown as ###-##-####. */
export const ssnDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, 9);
export const formatSsn = (digits: string): string =>
  [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5, 9)].filter(Boolean).join('-');

const isEmptyValue = (value: FieldValue): boolean =>
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * Spec 5.1, one field: the message of its first broken rule, or null. Control types 10 and 15 hold
 * nothing and are never required; the SSN mask applies to any value given; the rest only when
 * `dataIsRequired`.
 */
export function requiredFieldError(field: RegistrationField, value: FieldValue): string | null {
  const kind = valueKindOf(field.controlType);
  if (kind === 'none') return null;
  if (isSsnField(field) && typeof value === 'string' && value !== '' && !/^\d{9}$/.test(value)) {
    return REGISTRATION_MESSAGES.invalidSsn;
  }
  if (!field.dataIsRequired) return null;
  switch (field.controlType) {
    case CONTROL_TYPE.checkbox:
      if (value === null) return REGISTRATION_MESSAGES.required;
      return isThreeOptionCheckbox(field) && value === 0 ? REGISTRATION_MESSAGES.required : null;
    case CONTROL_TYPE.feeDismissal:
      return value === null ? REGISTRATION_MESSAGES.required : null;
    case CONTROL_TYPE.multiSelect:
    case CONTROL_TYPE.checkboxGroup:
    case CONTROL_TYPE.twoListPicker:
      return Array.isArray(value) && value.length > 0 ? null : REGISTRATION_MESSAGES.required;
    case CONTROL_TYPE.studentPhone:
      return isEmptyValue(value) ? REGISTRATION_MESSAGES.studentPhoneRequired : null;
    case CONTROL_TYPE.contactPhone:
      return isEmptyValue(value) ? REGISTRATION_MESSAGES.contactPhoneRequired : null;
    case CONTROL_TYPE.address:
      return isEmptyValue(value) ? REGISTRATION_MESSAGES.addressRequired : null;
    default:
      return isEmptyValue(value) || value === 0 ? REGISTRATION_MESSAGES.required : null;
  }
}

/** The student's lists a value may point into, and today's date (YYYY-MM-DD) for dates of birth. */
export interface FieldContext {
  contactIds: ReadonlySet<number>;
  addressIds: ReadonlySet<number>;
  today: string;
}

/**
 * What the server checks beyond 5.1 (a value the controls cannot make: the wrong kind, an unknown
 * option or id, letters in a numeric field, a birth date after today). The client's controls never
 * produce these, so the same function serves both sides.
 */
export function valueShapeError(
  field: RegistrationField,
  value: FieldValue,
  context: FieldContext,
): string | null {
  if (value === null) return null;
  const options = new Set(field.controlOptions);
  switch (valueKindOf(field.controlType)) {
    case 'none':
      return null;
    case 'text':
      if (typeof value !== 'string') return REGISTRATION_MESSAGES.required;
      if (value === '') return null;
      if (field.controlType === CONTROL_TYPE.numeric && !/^\d+$/.test(value))
        return REGISTRATION_MESSAGES.numbersOnly;
      if (field.controlType === CONTROL_TYPE.date) {
        if (!isIsoDate(value)) return REGISTRATION_MESSAGES.invalidDate;
        if (isBirthDateField(field) && value > context.today) return REGISTRATION_MESSAGES.futureBirthDate;
      }
      return null;
    case 'option':
      return typeof value === 'string' && (value === '' || options.has(value))
        ? null
        : REGISTRATION_MESSAGES.unknownOption;
    case 'index': {
      const count =
        field.controlType === CONTROL_TYPE.feeDismissal ? 2 : Math.max(2, field.controlOptions.length);
      return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < count
        ? null
        : REGISTRATION_MESSAGES.unknownOption;
    }
    case 'list':
      return Array.isArray(value) &&
        value.every((item) => options.has(item)) &&
        new Set(value).size === value.length
        ? null
        : REGISTRATION_MESSAGES.unknownOption;
    case 'contact':
      return typeof value === 'number' && context.contactIds.has(value)
        ? null
        : REGISTRATION_MESSAGES.unknownContact;
    case 'address':
      return typeof value === 'number' && context.addressIds.has(value)
        ? null
        : REGISTRATION_MESSAGES.unknownAddress;
  }
}

export const isIsoDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export type FieldValues = Readonly<Record<number, FieldValue>>;
export type FieldErrors = Readonly<Record<number, string>>;

/**
 * The values a form starts with: each field's saved value; a fee-dismissal checkbox (type 16, "no null
 * option") starts unticked, 0.
 */
export const initialValues = (fields: readonly RegistrationField[]): FieldValues =>
  Object.fromEntries(
    fields.map((field) => [
      field.studentRegistrationFieldId,
      field.controlType === CONTROL_TYPE.feeDismissal && field.registeredValue === null
        ? 0
        : field.registeredValue,
    ]),
  );

/** The values as the save, sign, submit and pay calls send them, in form order. */
export const fieldEntries = (fields: readonly RegistrationField[], values: FieldValues): FieldEntry[] =>
  fields.map((field) => ({
    studentRegistrationFieldId: field.studentRegistrationFieldId,
    registeredValue: values[field.studentRegistrationFieldId] ?? null,
  }));

/** Every field's 5.1 message (only fields in error appear). */
export function validateFields(fields: readonly RegistrationField[], values: FieldValues): FieldErrors {
  const errors: Record<number, string> = {};
  for (const field of fields) {
    const message = requiredFieldError(field, values[field.studentRegistrationFieldId] ?? null);
    if (message) errors[field.studentRegistrationFieldId] = message;
  }
  return errors;
}

/** The first field in error, in form order (where the Go link scrolls to). */
export const firstFieldInError = (fields: readonly RegistrationField[], errors: FieldErrors): number | null =>
  fields.find((field) => errors[field.studentRegistrationFieldId] !== undefined)
    ?.studentRegistrationFieldId ?? null;

/** Spec 4.1: the fee is dismissed when any field of control type 16 has value 1. */
export const isFeeDismissed = (fields: readonly RegistrationField[], values: FieldValues): boolean =>
  fields.some(
    (field) =>
      field.controlType === CONTROL_TYPE.feeDismissal && values[field.studentRegistrationFieldId] === 1,
  );

type FeeFacts = Pick<Registration, 'feeType' | 'registrationFee' | 'totalPrice'>;

/** Spec 4.1, the cost: 0 if dismissed; registrationFee for a service fee; the venue's totalPrice for a full one. */
export function registrationCost(fee: FeeFacts, dismissed: boolean): number {
  if (dismissed) return 0;
  switch (fee.feeType) {
    case 'service':
      return fromCents(toCents(fee.registrationFee));
    case 'full':
      return fromCents(toCents(fee.totalPrice));
    case 'none':
      return 0;
  }
}

/** Spec 4.1: payment is needed when feeType is not none, the cost is above 0 and the fee is not dismissed. */
export const isPaymentNeeded = (fee: FeeFacts, dismissed: boolean): boolean =>
  fee.feeType !== 'none' && !dismissed && toCents(registrationCost(fee, dismissed)) > 0;

/**
 * Spec 5.1: a refund policy must be agreed before paying by any method but student credit. A plain
 * submit (no payment, `paymentType` null) pays nothing, so nothing is to be refunded.
 */
export const isRefundAgreementNeeded = (
  registration: Pick<Registration, 'refundPolicy'>,
  paymentType: string | null,
): boolean => registration.refundPolicy !== null && paymentType !== null && paymentType !== 'student-credit';

export type WizardStepKey = 'info' | 'entry' | 'payment' | 'confirm';
export interface WizardStep {
  key: WizardStepKey;
  title: string;
  enabled: boolean;
  /** 1, 2, ... over the enabled steps only; null for a disabled one. */
  number: number | null;
}

const STEP_TITLES: Record<WizardStepKey, string> = {
  info: 'Information',
  entry: 'Registration form',
  payment: 'Payment',
  confirm: 'Confirmation',
};

/** Spec 2.1: info only with instructions, payment only when payment is needed; numbers skip disabled steps. */
export function wizardSteps({
  hasInstructions,
  paymentNeeded,
}: {
  hasInstructions: boolean;
  paymentNeeded: boolean;
}): WizardStep[] {
  const enabled: Record<WizardStepKey, boolean> = {
    info: hasInstructions,
    entry: true,
    payment: paymentNeeded,
    confirm: true,
  };
  let number = 0;
  return (['info', 'entry', 'payment', 'confirm'] as const).map((key) => ({
    key,
    title: STEP_TITLES[key],
    enabled: enabled[key],
    number: enabled[key] ? ++number : null,
  }));
}

/** Spec 4.1: the wizard starts at info when there are instructions, else at entry. */
export const firstStep = (registration: Pick<Registration, 'instructions'>): WizardStepKey =>
  hasText(registration.instructions) ? 'info' : 'entry';

/** Whether school HTML shows anything: text (a no-break space is not) or an image. */
export const hasText = (html: string | null): boolean =>
  html !== null &&
  (/<img\b/i.test(html) ||
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
      .trim() !== '');

/** Spec 3, type 15: the read-only summary, from the primary contact and the primary address. */
export interface ProfileSummary {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  city: string;
  county: string;
  state: string;
  zip: string;
  phone: string;
  isTextable: boolean;
}

export function profileSummary(
  student: { firstName: string; lastName: string; email: string },
  contacts: readonly FieldContact[],
  addresses: readonly FieldAddress[],
): ProfileSummary {
  const contact = contacts.find((item) => item.isPrimary);
  const address = addresses.find((item) => item.isPrimary);
  return {
    firstName: student.firstName,
    lastName: student.lastName,
    email: student.email,
    street: address?.street ?? '',
    city: address?.city ?? '',
    county: address?.county ?? '',
    state: address?.stateCode ?? '',
    zip: address?.zip ?? '',
    phone: contact?.phoneNumber ?? '',
    isTextable: contact?.isTextable ?? false,
  };
}

/** Spec 4.1 and 5.1: what entry needs first. */
export interface Prerequisites {
  primaryAddress: boolean;
  primaryPhone: boolean;
  signature: boolean;
}

export const prerequisitesOf = (
  contacts: readonly FieldContact[],
  addresses: readonly FieldAddress[],
  hasSignature: boolean,
): Prerequisites => ({
  primaryAddress: addresses.some((address) => address.isPrimary),
  primaryPhone: contacts.some((contact) => contact.isPrimary),
  signature: hasSignature,
});

export const prerequisitesMet = (p: Prerequisites): boolean =>
  p.primaryAddress && p.primaryPhone && p.signature;

/** A student's own phone numbers are what a student phone field (type 11) offers. */
export const contactsForField = (controlType: number, contacts: readonly FieldContact[]): FieldContact[] =>
  controlType === CONTROL_TYPE.studentPhone
    ? contacts.filter((contact) => contact.isOwnPhoneNumber)
    : [...contacts];
