import {
  CONTROL_TYPE,
  type FieldAddress,
  type FieldContact,
  type FieldValue,
  type RegistrationField,
} from './registration';
import {
  contactsForField,
  fieldEntries,
  firstFieldInError,
  firstStep,
  formatSsn,
  hasText,
  initialValues,
  isFeeDismissed,
  isPaymentNeeded,
  isRefundAgreementNeeded,
  prerequisitesMet,
  prerequisitesOf,
  profileSummary,
  registrationCost,
  REGISTRATION_MESSAGES,
  requiredFieldError,
  ssnDigits,
  validateFields,
  valueShapeError,
  wizardSteps,
  type FieldContext,
  type FieldValues,
} from './registration-rules';
import { aPlainField as field } from '../testing/registration-fixtures';

// The spec's words (5.1), written out here so that a changed constant fails the tests.
const REQUIRED = 'The field is required.';
const STUDENT_PHONE_REQUIRED = 'The phone number is required.';
const CONTACT_PHONE_REQUIRED = 'The phone number is required. ';
const ADDRESS_REQUIRED = 'The address is required.';
const INVALID_SSN = 'Invalid SSN';
// Not worded by the spec: what a hand-made request gets.
const NUMBERS_ONLY = 'Please enter numbers only.';
const INVALID_DATE = 'Please enter a valid date.';
const FUTURE_BIRTH_DATE = 'A date of birth cannot be in the future.';
const UNKNOWN_OPTION = 'Please choose one of the options.';
const UNKNOWN_CONTACT = 'Please choose a phone number from your list.';
const UNKNOWN_ADDRESS = 'Please choose an address from your list.';

const required = (controlType: number, overrides: Partial<RegistrationField> = {}) =>
  field({ controlType, dataIsRequired: true, ...overrides });
const optional = (controlType: number, overrides: Partial<RegistrationField> = {}) =>
  field({ controlType, dataIsRequired: false, ...overrides });

const TWO_OPTIONS = ['No', 'Yes'];
const THREE_OPTIONS = ['(no answer)', 'No', 'Yes'];

const contact = (overrides: Partial<FieldContact> = {}): FieldContact => ({
  contactId: 10,
  phoneNumber: '(555) 010-0000',
  name: null,
  relationType: 'Self',
  isOwnPhoneNumber: true,
  isPrimary: false,
  isEmergency: false,
  isTextable: false,
  ...overrides,
});

const address = (overrides: Partial<FieldAddress> = {}): FieldAddress => ({
  addressId: 20,
  street: '1 Main St',
  city: 'Springfield',
  county: 'Sangamon',
  stateCode: 'IL',
  zip: '62701',
  name: null,
  addressType: 'Home',
  isPrimary: false,
  ...overrides,
});

const ALL_CONTROL_TYPES = Array.from({ length: 17 }, (_, type) => type);

describe('REGISTRATION_MESSAGES (spec 5.1, word for word)', () => {
  it.each([
    ['required', REQUIRED],
    ['studentPhoneRequired', STUDENT_PHONE_REQUIRED],
    ['contactPhoneRequired', CONTACT_PHONE_REQUIRED],
    ['addressRequired', ADDRESS_REQUIRED],
    ['invalidSsn', INVALID_SSN],
    ['incomplete', 'The form is incomplete, please fill all the required fields and try again.'],
    ['signFirst', 'To continue you need to sign the registration form.'],
    ['needSignature', 'You need a signature to continue, please choose an option to create one.'],
    ['refundPolicy', 'You have to agree with the refund policy.'],
    ['paymentCompleted', 'Payment completed!'],
    ['submitted', 'Thank you, your registration form has been submitted!'],
  ] as const)('%s reads %j', (key, text) => expect(REGISTRATION_MESSAGES[key]).toBe(text));

  it('keeps the trailing space of the contact phone message and only there', () => {
    expect(REGISTRATION_MESSAGES.contactPhoneRequired.endsWith(' ')).toBe(true);
    expect(REGISTRATION_MESSAGES.studentPhoneRequired.endsWith(' ')).toBe(false);
  });
});

describe('registrationCost and isPaymentNeeded (spec 4.1)', () => {
  // feeType, registrationFee, totalPrice, dismissed, cost, payment needed
  it.each([
    ['none', 0, 0, false, 0, false],
    ['none', 0, 0, true, 0, false],
    ['none', 49.99, 0, false, 0, false],
    ['none', 0, 49.99, false, 0, false],
    ['none', 25, 100, false, 0, false],
    ['none', 25, 100, true, 0, false],
    ['none', 0.01, 0.01, false, 0, false],
    ['service', 0, 0, false, 0, false],
    ['service', 0, 0, true, 0, false],
    ['service', 0, 49.99, false, 0, false],
    ['service', 0, 49.99, true, 0, false],
    ['service', 0.01, 0, false, 0.01, true],
    ['service', 0.01, 0, true, 0, false],
    ['service', 49.99, 100, false, 49.99, true],
    ['service', 49.99, 100, true, 0, false],
    ['service', 25, 0, false, 25, true],
    ['service', 1234.56, 0.01, false, 1234.56, true],
    ['service', 1234.56, 0.01, true, 0, false],
    ['full', 0, 0, false, 0, false],
    ['full', 0, 0, true, 0, false],
    ['full', 49.99, 0, false, 0, false],
    ['full', 49.99, 0, true, 0, false],
    ['full', 0, 0.01, false, 0.01, true],
    ['full', 0, 0.01, true, 0, false],
    ['full', 25, 49.99, false, 49.99, true],
    ['full', 25, 49.99, true, 0, false],
    ['full', 0.01, 1234.56, false, 1234.56, true],
    ['full', 0.01, 1234.56, true, 0, false],
    ['full', 100, 100, false, 100, true],
  ] as const)(
    'feeType %s, registrationFee %d, totalPrice %d, dismissed %s: cost %d, payment needed %s',
    (feeType, registrationFee, totalPrice, dismissed, cost, needed) => {
      const fee = { feeType, registrationFee, totalPrice };
      expect(registrationCost(fee, dismissed)).toBe(cost);
      expect(isPaymentNeeded(fee, dismissed)).toBe(needed);
    },
  );
});

describe('isFeeDismissed (spec 4.1: any type 16 field at 1)', () => {
  const fee = field({
    studentRegistrationFieldId: 1,
    controlType: CONTROL_TYPE.feeDismissal,
    controlOptions: TWO_OPTIONS,
  });
  const otherFee = field({
    studentRegistrationFieldId: 2,
    controlType: CONTROL_TYPE.feeDismissal,
    controlOptions: TWO_OPTIONS,
  });
  const checkbox = field({
    studentRegistrationFieldId: 3,
    controlType: CONTROL_TYPE.checkbox,
    controlOptions: TWO_OPTIONS,
  });
  const text = field({ studentRegistrationFieldId: 4, controlType: CONTROL_TYPE.text });

  it.each<[string, RegistrationField[], FieldValues, boolean]>([
    ['a type 16 field at 1', [fee], { 1: 1 }, true],
    ['a type 16 field at 0', [fee], { 1: 0 }, false],
    ['a type 16 field at null', [fee], { 1: null }, false],
    ['a type 16 field with no value at all', [fee], {}, false],
    ['a type 4 field at 1', [checkbox], { 3: 1 }, false],
    ['a type 4 field at 1 beside a type 16 field at 0', [checkbox, fee], { 3: 1, 1: 0 }, false],
    ['a text field reading 1', [text], { 4: '1' }, false],
    ['a type 16 field reading the string "1"', [fee], { 1: '1' }, false],
    ['two type 16 fields, the first at 1', [fee, otherFee], { 1: 1, 2: 0 }, true],
    ['two type 16 fields, the second at 1', [fee, otherFee], { 1: 0, 2: 1 }, true],
    ['two type 16 fields, one at 1 and one null', [fee, otherFee], { 1: null, 2: 1 }, true],
    ['two type 16 fields, both at 1', [fee, otherFee], { 1: 1, 2: 1 }, true],
    ['two type 16 fields, neither at 1', [fee, otherFee], { 1: 0, 2: null }, false],
    ['no fields', [], { 1: 1 }, false],
  ])('%s: %s', (_, fields, values, dismissed) => expect(isFeeDismissed(fields, values)).toBe(dismissed));

  it('dismissing the fee makes the cost 0 and payment not needed', () => {
    const registration = { feeType: 'full' as const, registrationFee: 10, totalPrice: 99.5 };
    const dismissed = isFeeDismissed([fee], { 1: 1 });
    expect(registrationCost(registration, dismissed)).toBe(0);
    expect(isPaymentNeeded(registration, dismissed)).toBe(false);
  });
});

describe('requiredFieldError (spec 5.1), a required field', () => {
  it.each<[string, RegistrationField, FieldValue, string | null]>([
    ['0 text, null', required(0), null, REQUIRED],
    ['0 text, empty', required(0), '', REQUIRED],
    ['0 text, spaces only', required(0), '   ', REQUIRED],
    ['0 text, tabs and new lines only', required(0), '\t\n ', REQUIRED],
    ['0 text, filled', required(0), 'Jane', null],
    ['0 text, "0"', required(0), '0', null],
    ['1 multi-line, null', required(1), null, REQUIRED],
    ['1 multi-line, empty', required(1), '', REQUIRED],
    ['1 multi-line, new lines only', required(1), '\n\n  \n', REQUIRED],
    ['1 multi-line, filled', required(1), 'line one\nline two', null],
    ['2 numeric, null', required(2), null, REQUIRED],
    ['2 numeric, empty', required(2), '', REQUIRED],
    ['2 numeric, spaces', required(2), '  ', REQUIRED],
    ['2 numeric, "0"', required(2), '0', null],
    ['2 numeric, "42"', required(2), '42', null],
    ['2 numeric, the number 0 (not truthy)', required(2), 0, REQUIRED],
    ['3 date, null', required(3), null, REQUIRED],
    ['3 date, empty', required(3), '', REQUIRED],
    ['3 date, filled', required(3), '2025-01-31', null],
    ['4 checkbox (2 options), null', required(4, { controlOptions: TWO_OPTIONS }), null, REQUIRED],
    ['4 checkbox (2 options), 0', required(4, { controlOptions: TWO_OPTIONS }), 0, null],
    ['4 checkbox (2 options), 1', required(4, { controlOptions: TWO_OPTIONS }), 1, null],
    ['4 checkbox (no options), null', required(4), null, REQUIRED],
    ['4 checkbox (no options), 0', required(4), 0, null],
    ['4 checkbox (no options), 1', required(4), 1, null],
    ['4 checkbox (3 options), null', required(4, { controlOptions: THREE_OPTIONS }), null, REQUIRED],
    ['4 checkbox (3 options), 0', required(4, { controlOptions: THREE_OPTIONS }), 0, REQUIRED],
    ['4 checkbox (3 options), 1', required(4, { controlOptions: THREE_OPTIONS }), 1, null],
    ['4 checkbox (3 options), 2', required(4, { controlOptions: THREE_OPTIONS }), 2, null],
    ['5 dropdown, null', required(5, { controlOptions: ['Red', 'Green'] }), null, REQUIRED],
    ['5 dropdown, empty', required(5, { controlOptions: ['Red', 'Green'] }), '', REQUIRED],
    ['5 dropdown, chosen', required(5, { controlOptions: ['Red', 'Green'] }), 'Green', null],
    ['6 multi-select, null', required(6, { controlOptions: ['a', 'b'] }), null, REQUIRED],
    ['6 multi-select, empty list', required(6, { controlOptions: ['a', 'b'] }), [], REQUIRED],
    [
      '6 multi-select, a string instead of a list',
      required(6, { controlOptions: ['a', 'b'] }),
      'a',
      REQUIRED,
    ],
    ['6 multi-select, one chosen', required(6, { controlOptions: ['a', 'b'] }), ['a'], null],
    ['7 radio group, null', required(7, { controlOptions: ['A', 'B'] }), null, REQUIRED],
    ['7 radio group, empty', required(7, { controlOptions: ['A', 'B'] }), '', REQUIRED],
    ['7 radio group, chosen', required(7, { controlOptions: ['A', 'B'] }), 'B', null],
    ['8 checkbox group, null', required(8, { controlOptions: ['a', 'b'] }), null, REQUIRED],
    ['8 checkbox group, empty list', required(8, { controlOptions: ['a', 'b'] }), [], REQUIRED],
    ['8 checkbox group, two chosen', required(8, { controlOptions: ['a', 'b'] }), ['a', 'b'], null],
    ['9 two-list picker, null', required(9, { controlOptions: ['x', 'y'] }), null, REQUIRED],
    ['9 two-list picker, empty list', required(9, { controlOptions: ['x', 'y'] }), [], REQUIRED],
    [
      '9 two-list picker, a string instead of a list',
      required(9, { controlOptions: ['x', 'y'] }),
      'x',
      REQUIRED,
    ],
    ['9 two-list picker, one picked', required(9, { controlOptions: ['x', 'y'] }), ['y'], null],
    ['10 static label, null (never required)', required(10), null, null],
    ['10 static label, empty (never required)', required(10), '', null],
    ['11 student phone, null', required(11), null, STUDENT_PHONE_REQUIRED],
    ['11 student phone, empty', required(11), '', STUDENT_PHONE_REQUIRED],
    ['11 student phone, chosen', required(11), 10, null],
    ['12 contact phone, null', required(12), null, CONTACT_PHONE_REQUIRED],
    ['12 contact phone, empty', required(12), '', CONTACT_PHONE_REQUIRED],
    ['12 contact phone, chosen', required(12), 11, null],
    ['13 address, null', required(13), null, ADDRESS_REQUIRED],
    ['13 address, empty', required(13), '', ADDRESS_REQUIRED],
    ['13 address, chosen', required(13), 20, null],
    ['14 text, null', required(14), null, REQUIRED],
    ['14 text, empty', required(14), '', REQUIRED],
    ['14 text, spaces only', required(14), '    ', REQUIRED],
    ['14 text, filled', required(14), 'x', null],
    ['15 profile summary, null (never required)', required(15), null, null],
    ['16 fee dismissal, null', required(16, { controlOptions: TWO_OPTIONS }), null, REQUIRED],
    ['16 fee dismissal, 0', required(16, { controlOptions: TWO_OPTIONS }), 0, null],
    ['16 fee dismissal, 1', required(16, { controlOptions: TWO_OPTIONS }), 1, null],
    [
      '16 fee dismissal (3 options), 0: the 3-option rule is type 4 only',
      required(16, { controlOptions: THREE_OPTIONS }),
      0,
      null,
    ],
  ])('type %s: %j', (_, subject, value, message) => expect(requiredFieldError(subject, value)).toBe(message));

  it('says the contact phone message with its trailing space, unlike the student phone one', () => {
    expect(requiredFieldError(required(12), null)).toBe('The phone number is required. ');
    expect(requiredFieldError(required(11), null)).toBe('The phone number is required.');
    expect(requiredFieldError(required(12), null)).not.toBe(requiredFieldError(required(11), null));
  });
});

describe('requiredFieldError (spec 5.1), a field that is not required', () => {
  it.each(ALL_CONTROL_TYPES)('type %d accepts null', (type) =>
    expect(requiredFieldError(optional(type), null)).toBeNull(),
  );

  it.each<[string, RegistrationField, FieldValue]>([
    ['0 text, empty', optional(0), ''],
    ['0 text, spaces', optional(0), '  '],
    ['1 multi-line, empty', optional(1), ''],
    ['2 numeric, empty', optional(2), ''],
    ['2 numeric, the number 0', optional(2), 0],
    ['3 date, empty', optional(3), ''],
    ['4 checkbox (3 options), 0', optional(4, { controlOptions: THREE_OPTIONS }), 0],
    ['5 dropdown, empty', optional(5, { controlOptions: ['a'] }), ''],
    ['6 multi-select, empty list', optional(6, { controlOptions: ['a'] }), []],
    ['8 checkbox group, empty list', optional(8, { controlOptions: ['a'] }), []],
    ['9 two-list picker, empty list', optional(9, { controlOptions: ['a'] }), []],
    ['11 student phone, empty', optional(11), ''],
    ['12 contact phone, empty', optional(12), ''],
    ['13 address, empty', optional(13), ''],
    ['14 text, empty', optional(14), ''],
  ])('type %s has no error', (_, subject, value) => expect(requiredFieldError(subject, value)).toBeNull());
});

describe('requiredFieldError, the SSN mask (spec 5.1)', () => {
  it.each<[boolean, string | null, FieldValue, string | null]>([
    // dataIsRequired, mask, value, message
    [false, 'ssn', '123456789', null],
    [false, 'ssn', '000000000', null],
    [false, 'ssn', '12345678', INVALID_SSN],
    [false, 'ssn', '1234567890', INVALID_SSN],
    [false, 'ssn', '1', INVALID_SSN],
    [false, 'ssn', '123-45-6789', INVALID_SSN],
    [false, 'ssn', '12345678a', INVALID_SSN],
    [false, 'ssn', 'abcdefghi', INVALID_SSN],
    [false, 'ssn', '', null],
    [false, 'ssn', null, null],
    [true, 'ssn', '123456789', null],
    [true, 'ssn', '1234', INVALID_SSN],
    [true, 'ssn', '123-45-6789', INVALID_SSN],
    [true, 'ssn', '', REQUIRED],
    [true, 'ssn', null, REQUIRED],
    [false, 'SSN', '1234', INVALID_SSN],
    [false, 'Ssn', '1234', INVALID_SSN],
    [false, ' ssn ', '1234', INVALID_SSN],
    [true, 'SSN', '', REQUIRED],
    [true, 'SSN', '987654321', null],
    [false, null, '1234', null],
    [false, 'dob', '1234', null],
    [false, 'ssn-like', '1234', null],
  ])('required %s, mask %j, value %j: %j', (isRequired, mask, value, message) =>
    expect(
      requiredFieldError(field({ controlType: CONTROL_TYPE.text, mask, dataIsRequired: isRequired }), value),
    ).toBe(message),
  );

  it.each([CONTROL_TYPE.text, CONTROL_TYPE.numeric, CONTROL_TYPE.plainText])(
    'applies to type %d as well',
    (controlType) =>
      expect(requiredFieldError(field({ controlType, mask: 'ssn' }), '12-3')).toBe(INVALID_SSN),
  );
});

describe('ssnDigits and formatSsn', () => {
  it.each([
    ['', ''],
    ['123456789', '123456789'],
    ['123-45-6789', '123456789'],
    ['123 45 6789', '123456789'],
    ['(123) 45.6789', '123456789'],
    ['abc', ''],
    ['12a3', '123'],
    ['1234567890', '123456789'],
    ['123-45-6789-0000', '123456789'],
    ['12-3', '123'],
  ])('ssnDigits(%j) is %j', (typed, digits) => expect(ssnDigits(typed)).toBe(digits));

  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '123'],
    ['1234', '123-4'],
    ['12345', '123-45'],
    ['123456', '123-45-6'],
    ['12345678', '123-45-678'],
    ['123456789', '123-45-6789'],
  ])('formatSsn(%j) is %j', (digits, shown) => expect(formatSsn(digits)).toBe(shown));

  it.each([
    ['123456789999', '123-45-6789'],
    ['123-45-67', '123-45-67'],
    ['1 2 3 4', '123-4'],
    ['x', ''],
  ])('typing %j shows %j', (typed, shown) => expect(formatSsn(ssnDigits(typed))).toBe(shown));

  it('stores what passes the SSN rule', () => {
    const ssn = field({ mask: 'ssn', dataIsRequired: true });
    expect(requiredFieldError(ssn, ssnDigits('123-45-6789'))).toBeNull();
    expect(requiredFieldError(ssn, ssnDigits('123-45-678'))).toBe(INVALID_SSN);
  });
});

describe('valueShapeError', () => {
  const context: FieldContext = {
    contactIds: new Set([10, 11]),
    addressIds: new Set([20]),
    today: '2025-06-15',
  };
  const colors = ['Red', 'Green'];
  const items = ['a', 'b', 'c'];

  it.each(ALL_CONTROL_TYPES)('type %d accepts null', (type) =>
    expect(valueShapeError(field({ controlType: type, controlOptions: items }), null, context)).toBeNull(),
  );

  it.each<[string, RegistrationField, FieldValue, string | null]>([
    // numeric
    ['2 numeric "123"', field({ controlType: 2 }), '123', null],
    ['2 numeric "0"', field({ controlType: 2 }), '0', null],
    ['2 numeric empty', field({ controlType: 2 }), '', null],
    ['2 numeric "12a"', field({ controlType: 2 }), '12a', NUMBERS_ONLY],
    ['2 numeric "abc"', field({ controlType: 2 }), 'abc', NUMBERS_ONLY],
    ['2 numeric "1.5"', field({ controlType: 2 }), '1.5', NUMBERS_ONLY],
    ['2 numeric "-3"', field({ controlType: 2 }), '-3', NUMBERS_ONLY],
    ['2 numeric " 12"', field({ controlType: 2 }), ' 12', NUMBERS_ONLY],
    ['0 text with letters and digits', field({ controlType: 0 }), 'abc 123', null],
    // dates
    ['3 date 2025-02-28', field({ controlType: 3 }), '2025-02-28', null],
    ['3 date 2024-02-29 (leap year)', field({ controlType: 3 }), '2024-02-29', null],
    ['3 date empty', field({ controlType: 3 }), '', null],
    ['3 date 2025-02-30', field({ controlType: 3 }), '2025-02-30', INVALID_DATE],
    ['3 date 2025-02-29 (not a leap year)', field({ controlType: 3 }), '2025-02-29', INVALID_DATE],
    ['3 date 2025-04-31', field({ controlType: 3 }), '2025-04-31', INVALID_DATE],
    ['3 date 2025-13-01', field({ controlType: 3 }), '2025-13-01', INVALID_DATE],
    ['3 date 2025-00-10', field({ controlType: 3 }), '2025-00-10', INVALID_DATE],
    ['3 date 2025-1-1', field({ controlType: 3 }), '2025-1-1', INVALID_DATE],
    ['3 date 01/02/2025', field({ controlType: 3 }), '01/02/2025', INVALID_DATE],
    ['3 date with a time', field({ controlType: 3 }), '2025-01-02T00:00:00Z', INVALID_DATE],
    ['3 date "tomorrow"', field({ controlType: 3 }), 'tomorrow', INVALID_DATE],
    ['3 date without a mask, in the future', field({ controlType: 3 }), '2030-01-01', null],
    // dates of birth
    ['3 dob tomorrow', field({ controlType: 3, mask: 'dob' }), '2025-06-16', FUTURE_BIRTH_DATE],
    ['3 dob today', field({ controlType: 3, mask: 'dob' }), '2025-06-15', null],
    ['3 dob yesterday', field({ controlType: 3, mask: 'dob' }), '2025-06-14', null],
    ['3 dob long ago', field({ controlType: 3, mask: 'dob' }), '1990-12-31', null],
    ['3 dob next year', field({ controlType: 3, mask: 'dob' }), '2026-01-01', FUTURE_BIRTH_DATE],
    [
      '3 birthday mask tomorrow',
      field({ controlType: 3, mask: 'birthday' }),
      '2025-06-16',
      FUTURE_BIRTH_DATE,
    ],
    ['3 birthday mask today', field({ controlType: 3, mask: 'birthday' }), '2025-06-15', null],
    [
      '3 DOB mask (any case) in the future',
      field({ controlType: 3, mask: 'DOB' }),
      '2030-01-01',
      FUTURE_BIRTH_DATE,
    ],
    [
      '3 Birthday mask (any case) in the future',
      field({ controlType: 3, mask: 'Birthday' }),
      '2030-01-01',
      FUTURE_BIRTH_DATE,
    ],
    ['3 dob, an impossible date first', field({ controlType: 3, mask: 'dob' }), '2030-02-30', INVALID_DATE],
    // options
    ['5 dropdown, an option', field({ controlType: 5, controlOptions: colors }), 'Red', null],
    ['5 dropdown, empty', field({ controlType: 5, controlOptions: colors }), '', null],
    [
      '5 dropdown, an unknown option',
      field({ controlType: 5, controlOptions: colors }),
      'Blue',
      UNKNOWN_OPTION,
    ],
    ['5 dropdown, another case', field({ controlType: 5, controlOptions: colors }), 'red', UNKNOWN_OPTION],
    ['5 dropdown, a number', field({ controlType: 5, controlOptions: colors }), 1, UNKNOWN_OPTION],
    ['5 dropdown, a list', field({ controlType: 5, controlOptions: colors }), ['Red'], UNKNOWN_OPTION],
    ['7 radio group, an option', field({ controlType: 7, controlOptions: colors }), 'Green', null],
    [
      '7 radio group, an unknown option',
      field({ controlType: 7, controlOptions: colors }),
      'Blue',
      UNKNOWN_OPTION,
    ],
    ['7 radio group, a number', field({ controlType: 7, controlOptions: colors }), 0, UNKNOWN_OPTION],
    // lists
    ['6 multi-select, known options', field({ controlType: 6, controlOptions: items }), ['a', 'c'], null],
    ['6 multi-select, empty list', field({ controlType: 6, controlOptions: items }), [], null],
    [
      '6 multi-select, an unknown option',
      field({ controlType: 6, controlOptions: items }),
      ['a', 'z'],
      UNKNOWN_OPTION,
    ],
    [
      '6 multi-select, a duplicate',
      field({ controlType: 6, controlOptions: items }),
      ['a', 'a'],
      UNKNOWN_OPTION,
    ],
    ['6 multi-select, a string', field({ controlType: 6, controlOptions: items }), 'a', UNKNOWN_OPTION],
    [
      '8 checkbox group, all options',
      field({ controlType: 8, controlOptions: items }),
      ['c', 'b', 'a'],
      null,
    ],
    [
      '8 checkbox group, an unknown option',
      field({ controlType: 8, controlOptions: items }),
      ['d'],
      UNKNOWN_OPTION,
    ],
    [
      '8 checkbox group, a duplicate',
      field({ controlType: 8, controlOptions: items }),
      ['b', 'c', 'b'],
      UNKNOWN_OPTION,
    ],
    ['8 checkbox group, a number', field({ controlType: 8, controlOptions: items }), 1, UNKNOWN_OPTION],
    ['9 two-list picker, known options', field({ controlType: 9, controlOptions: items }), ['b'], null],
    [
      '9 two-list picker, an unknown option',
      field({ controlType: 9, controlOptions: items }),
      ['B'],
      UNKNOWN_OPTION,
    ],
    [
      '9 two-list picker, a duplicate',
      field({ controlType: 9, controlOptions: items }),
      ['c', 'c'],
      UNKNOWN_OPTION,
    ],
    // checkbox indexes
    ['4 checkbox (2 options), 0', field({ controlType: 4, controlOptions: TWO_OPTIONS }), 0, null],
    ['4 checkbox (2 options), 1', field({ controlType: 4, controlOptions: TWO_OPTIONS }), 1, null],
    ['4 checkbox (2 options), 2', field({ controlType: 4, controlOptions: TWO_OPTIONS }), 2, UNKNOWN_OPTION],
    ['4 checkbox (2 options), 7', field({ controlType: 4, controlOptions: TWO_OPTIONS }), 7, UNKNOWN_OPTION],
    ['4 checkbox (no options), 1', field({ controlType: 4 }), 1, null],
    ['4 checkbox (no options), 2', field({ controlType: 4 }), 2, UNKNOWN_OPTION],
    ['4 checkbox (3 options), 0', field({ controlType: 4, controlOptions: THREE_OPTIONS }), 0, null],
    ['4 checkbox (3 options), 2', field({ controlType: 4, controlOptions: THREE_OPTIONS }), 2, null],
    [
      '4 checkbox (3 options), 3',
      field({ controlType: 4, controlOptions: THREE_OPTIONS }),
      3,
      UNKNOWN_OPTION,
    ],
    ['4 checkbox, a string', field({ controlType: 4, controlOptions: TWO_OPTIONS }), 'Yes', UNKNOWN_OPTION],
    [
      '4 checkbox, the string "1"',
      field({ controlType: 4, controlOptions: TWO_OPTIONS }),
      '1',
      UNKNOWN_OPTION,
    ],
    ['4 checkbox, a list', field({ controlType: 4, controlOptions: TWO_OPTIONS }), ['1'], UNKNOWN_OPTION],
    ['16 fee dismissal, 0', field({ controlType: 16, controlOptions: TWO_OPTIONS }), 0, null],
    ['16 fee dismissal, 1', field({ controlType: 16, controlOptions: TWO_OPTIONS }), 1, null],
    ['16 fee dismissal, 2', field({ controlType: 16, controlOptions: TWO_OPTIONS }), 2, UNKNOWN_OPTION],
    [
      '16 fee dismissal (3 options), 2',
      field({ controlType: 16, controlOptions: THREE_OPTIONS }),
      2,
      UNKNOWN_OPTION,
    ],
    [
      '16 fee dismissal, a string',
      field({ controlType: 16, controlOptions: TWO_OPTIONS }),
      'Yes',
      UNKNOWN_OPTION,
    ],
    // contacts and addresses
    ['11 student phone, a known id', field({ controlType: 11 }), 10, null],
    ['11 student phone, an unknown id', field({ controlType: 11 }), 12, UNKNOWN_CONTACT],
    ['11 student phone, the id as a string', field({ controlType: 11 }), '10', UNKNOWN_CONTACT],
    ['12 contact phone, a known id', field({ controlType: 12 }), 11, null],
    ['12 contact phone, an address id', field({ controlType: 12 }), 20, UNKNOWN_CONTACT],
    ['12 contact phone, a list', field({ controlType: 12 }), ['11'], UNKNOWN_CONTACT],
    ['13 address, a known id', field({ controlType: 13 }), 20, null],
    ['13 address, an unknown id', field({ controlType: 13 }), 21, UNKNOWN_ADDRESS],
    ['13 address, a contact id', field({ controlType: 13 }), 10, UNKNOWN_ADDRESS],
    ['13 address, the id as a string', field({ controlType: 13 }), '20', UNKNOWN_ADDRESS],
    // wrong kinds for text, and fields that hold nothing
    ['0 text, a number', field({ controlType: 0 }), 5, REQUIRED],
    ['0 text, a list', field({ controlType: 0 }), ['a'], REQUIRED],
    ['1 multi-line, a number', field({ controlType: 1 }), 0, REQUIRED],
    ['2 numeric, a number instead of digits', field({ controlType: 2 }), 12, REQUIRED],
    ['3 date, a number', field({ controlType: 3 }), 20250101, REQUIRED],
    ['14 text, a list', field({ controlType: 14 }), [], REQUIRED],
    ['10 static label, anything', field({ controlType: 10 }), 'x', null],
    ['15 profile summary, anything', field({ controlType: 15 }), 3, null],
  ])('%s (%j): %j', (_, subject, value, message) =>
    expect(valueShapeError(subject, value, context)).toBe(message),
  );

  it('takes the known ids from the context', () => {
    const other: FieldContext = { contactIds: new Set([12]), addressIds: new Set([21]), today: '2025-06-15' };
    expect(valueShapeError(field({ controlType: 11 }), 12, other)).toBeNull();
    expect(valueShapeError(field({ controlType: 11 }), 10, other)).toBe(UNKNOWN_CONTACT);
    expect(valueShapeError(field({ controlType: 13 }), 21, other)).toBeNull();
    expect(valueShapeError(field({ controlType: 13 }), 20, other)).toBe(UNKNOWN_ADDRESS);
  });

  it('takes today from the context', () => {
    const dob = field({ controlType: 3, mask: 'dob' });
    expect(valueShapeError(dob, '2025-06-16', { ...context, today: '2025-06-16' })).toBeNull();
    expect(valueShapeError(dob, '2025-06-16', { ...context, today: '2025-06-15' })).toBe(FUTURE_BIRTH_DATE);
  });
});

describe('validateFields and firstFieldInError', () => {
  const fields = [
    field({ studentRegistrationFieldId: 30, controlType: 0, dataIsRequired: true }),
    field({ studentRegistrationFieldId: 20, controlType: 12, dataIsRequired: true }),
    field({ studentRegistrationFieldId: 10, controlType: 13, dataIsRequired: true }),
    field({ studentRegistrationFieldId: 40, controlType: 0, dataIsRequired: false, mask: 'ssn' }),
    field({ studentRegistrationFieldId: 50, controlType: 10, dataIsRequired: true }),
    field({ studentRegistrationFieldId: 60, controlType: 8, dataIsRequired: true, controlOptions: ['a'] }),
  ];

  it('gives every field in error its message, and only those', () => {
    expect(validateFields(fields, { 30: 'Jane', 20: null, 10: '', 40: '12', 50: null, 60: ['a'] })).toEqual({
      20: CONTACT_PHONE_REQUIRED,
      10: ADDRESS_REQUIRED,
      40: INVALID_SSN,
    });
  });

  it('treats a missing value as null', () => {
    expect(validateFields(fields, {})).toEqual({
      30: REQUIRED,
      20: CONTACT_PHONE_REQUIRED,
      10: ADDRESS_REQUIRED,
      60: REQUIRED,
    });
  });

  it('has nothing to say about a complete form', () => {
    expect(validateFields(fields, { 30: 'Jane', 20: 11, 10: 20, 40: '123456789', 60: ['a'] })).toEqual({});
    expect(validateFields([], {})).toEqual({});
  });

  it.each<[string, Record<number, string>, number | null]>([
    ['all four, the first in the form first', { 10: 'x', 20: 'x', 30: 'x', 60: 'x' }, 30],
    ['10 and 20: 20 comes first in the form', { 10: 'x', 20: 'x' }, 20],
    ['10 and 60', { 60: 'x', 10: 'x' }, 10],
    ['60 only', { 60: 'x' }, 60],
    ['none', {}, null],
    ['a field the form does not have', { 99: 'x' }, null],
  ])('firstFieldInError, %s: %j', (_, errors, first) =>
    expect(firstFieldInError(fields, errors)).toBe(first),
  );

  it('goes to the first field in form order after a validation', () => {
    expect(firstFieldInError(fields, validateFields(fields, { 30: 'Jane', 60: [] }))).toBe(20);
  });
});

describe('initialValues and fieldEntries', () => {
  const fields = [
    field({ studentRegistrationFieldId: 7, registeredValue: 'saved text' }),
    field({ studentRegistrationFieldId: 3, controlType: 4, registeredValue: 0 }),
    field({ studentRegistrationFieldId: 5, controlType: 8, registeredValue: ['a', 'b'] }),
    field({ studentRegistrationFieldId: 1, registeredValue: null }),
  ];

  it('starts from each field’s saved value', () => {
    expect(initialValues(fields)).toEqual({ 7: 'saved text', 3: 0, 5: ['a', 'b'], 1: null });
    expect(initialValues([])).toEqual({});
  });

  it('sends the values in form order', () => {
    expect(fieldEntries(fields, { 1: 'one', 3: 1, 5: ['c'], 7: 'seven' })).toEqual([
      { studentRegistrationFieldId: 7, registeredValue: 'seven' },
      { studentRegistrationFieldId: 3, registeredValue: 1 },
      { studentRegistrationFieldId: 5, registeredValue: ['c'] },
      { studentRegistrationFieldId: 1, registeredValue: 'one' },
    ]);
  });

  it('sends a missing value as null and keeps 0 and the empty string', () => {
    expect(fieldEntries(fields, { 3: 0, 7: '' })).toEqual([
      { studentRegistrationFieldId: 7, registeredValue: '' },
      { studentRegistrationFieldId: 3, registeredValue: 0 },
      { studentRegistrationFieldId: 5, registeredValue: null },
      { studentRegistrationFieldId: 1, registeredValue: null },
    ]);
  });

  it('leaves out values of fields the form does not have', () => {
    expect(fieldEntries(fields.slice(0, 1), { 7: 'x', 99: 'y' })).toEqual([
      { studentRegistrationFieldId: 7, registeredValue: 'x' },
    ]);
  });

  it('sends back what it started with', () => {
    expect(fieldEntries(fields, initialValues(fields))).toEqual(
      fields.map((item) => ({
        studentRegistrationFieldId: item.studentRegistrationFieldId,
        registeredValue: item.registeredValue,
      })),
    );
  });
});

describe('wizardSteps (spec 2.1)', () => {
  it.each<[boolean, boolean, [boolean, number | null][]]>([
    // info, entry, payment, confirm: [enabled, number]
    [
      true,
      true,
      [
        [true, 1],
        [true, 2],
        [true, 3],
        [true, 4],
      ],
    ],
    [
      true,
      false,
      [
        [true, 1],
        [true, 2],
        [false, null],
        [true, 3],
      ],
    ],
    [
      false,
      true,
      [
        [false, null],
        [true, 1],
        [true, 2],
        [true, 3],
      ],
    ],
    [
      false,
      false,
      [
        [false, null],
        [true, 1],
        [false, null],
        [true, 2],
      ],
    ],
  ])('instructions %s, payment needed %s', (hasInstructions, paymentNeeded, expected) => {
    const steps = wizardSteps({ hasInstructions, paymentNeeded });
    expect(steps.map((step) => step.key)).toEqual(['info', 'entry', 'payment', 'confirm']);
    expect(steps.map((step) => [step.enabled, step.number])).toEqual(expected);
  });
});

describe('firstStep and hasText (spec 4.1)', () => {
  it.each<[string | null, boolean]>([
    [null, false],
    ['', false],
    ['   ', false],
    ['<p></p>', false],
    ['<p> </p>', false],
    ['<p>\n</p>\n<br/>', false],
    ['<div><p></p><br></div>', false],
    ['<p>Read this first.</p>', true],
    ['Plain words', true],
    ['<b>0</b>', true],
    ['<p></p><p>Second paragraph</p>', true],
    ['<p>&nbsp;</p>', false],
    ['<p>&#160;\u00a0</p>', false],
    ['<p><img src="map.png" alt="Campus map"></p>', true],
  ])('instructions %j: has text %s', (instructions, text) => {
    expect(hasText(instructions)).toBe(text);
    expect(firstStep({ instructions })).toBe(text ? 'info' : 'entry');
  });
});

describe('profileSummary (spec 3, type 15)', () => {
  const student = { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' };
  const first = contact({ contactId: 1, phoneNumber: '(555) 111-1111', isPrimary: false, isTextable: true });
  const primary = contact({
    contactId: 2,
    phoneNumber: '(555) 222-2222',
    isPrimary: true,
    isTextable: false,
  });
  const home = address({
    addressId: 1,
    street: '1 First St',
    city: 'Alpha',
    county: 'A',
    stateCode: 'AK',
    zip: '11111',
  });
  const primaryAddress = address({
    addressId: 2,
    street: '2 Second Ave',
    city: 'Beta',
    county: null,
    stateCode: 'CA',
    zip: '22222',
    isPrimary: true,
  });

  it('takes the primary contact and the primary address, not the first ones', () => {
    expect(profileSummary(student, [first, primary], [home, primaryAddress])).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      street: '2 Second Ave',
      city: 'Beta',
      county: '',
      state: 'CA',
      zip: '22222',
      phone: '(555) 222-2222',
      isTextable: false,
    });
  });

  it('takes Textable from the primary contact', () => {
    const textable = { ...primary, isTextable: true };
    const notTextable = { ...first, isTextable: false };
    expect(profileSummary(student, [notTextable, textable], []).isTextable).toBe(true);
    expect(profileSummary(student, [textable], []).phone).toBe('(555) 222-2222');
  });

  it('gives empty strings when there is no primary contact or address', () => {
    const empty = {
      ...student,
      street: '',
      city: '',
      county: '',
      state: '',
      zip: '',
      phone: '',
      isTextable: false,
    };
    expect(profileSummary(student, [], [])).toEqual(empty);
    expect(profileSummary(student, [first], [home])).toEqual(empty);
  });

  it('keeps the county of the primary address', () => {
    expect(profileSummary(student, [], [{ ...home, isPrimary: true }]).county).toBe('A');
  });
});

describe('prerequisitesOf and prerequisitesMet (spec 4.1)', () => {
  const primaryPhone = contact({ contactId: 1, isPrimary: true });
  const otherPhone = contact({ contactId: 2, isPrimary: false });
  const primaryAddress = address({ addressId: 1, isPrimary: true });
  const otherAddress = address({ addressId: 2, isPrimary: false });

  it.each<[boolean, boolean, boolean]>([
    [false, false, false],
    [false, false, true],
    [false, true, false],
    [false, true, true],
    [true, false, false],
    [true, false, true],
    [true, true, false],
    [true, true, true],
  ])('primary address %s, primary phone %s, signature %s', (hasAddress, hasPhone, signature) => {
    const contacts = hasPhone ? [otherPhone, primaryPhone] : [otherPhone];
    const addresses = hasAddress ? [otherAddress, primaryAddress] : [otherAddress];
    const prerequisites = prerequisitesOf(contacts, addresses, signature);
    expect(prerequisites).toEqual({ primaryAddress: hasAddress, primaryPhone: hasPhone, signature });
    expect(prerequisitesMet(prerequisites)).toBe(hasAddress && hasPhone && signature);
  });

  it('needs a primary one, not just any', () => {
    expect(prerequisitesOf([], [], true)).toEqual({
      primaryAddress: false,
      primaryPhone: false,
      signature: true,
    });
    expect(prerequisitesMet(prerequisitesOf([otherPhone], [otherAddress], true))).toBe(false);
  });
});

describe('contactsForField', () => {
  const own = contact({ contactId: 1, isOwnPhoneNumber: true, isPrimary: true });
  const mother = contact({ contactId: 2, isOwnPhoneNumber: false, relationType: 'Mother' });
  const work = contact({ contactId: 3, isOwnPhoneNumber: true });
  const contacts = [own, mother, work];

  it('offers a student phone field (11) the student’s own numbers only', () => {
    expect(contactsForField(CONTROL_TYPE.studentPhone, contacts)).toEqual([own, work]);
    expect(contactsForField(CONTROL_TYPE.studentPhone, [mother])).toEqual([]);
  });

  it('offers a contact phone field (12) every number', () => {
    const offered = contactsForField(CONTROL_TYPE.contactPhone, contacts);
    expect(offered).toEqual([own, mother, work]);
    expect(offered).not.toBe(contacts);
  });
});

describe('isRefundAgreementNeeded (spec 5.1)', () => {
  const policy = { id: 4, title: 'Refunds' };
  it.each<[{ id: number; title: string } | null, string | null, boolean]>([
    [null, null, false],
    [null, 'credit-card', false],
    [null, 'account-transfer', false],
    [null, 'paypal', false],
    [null, 'student-credit', false],
    [policy, 'student-credit', false],
    [policy, 'credit-card', true],
    [policy, 'account-transfer', true],
    [policy, 'paypal', true],
    // A plain submit pays nothing: no agreement is asked for.
    [policy, null, false],
  ])('policy %j, payment %j: %s', (refundPolicy, paymentType, needed) =>
    expect(isRefundAgreementNeeded({ refundPolicy }, paymentType)).toBe(needed),
  );
});
