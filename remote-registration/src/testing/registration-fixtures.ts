import type { FieldAddress, FieldContact, Registration, RegistrationField } from '../contract';

let nextFieldId = 500;

/** A registration field (required text by default). */
export const aField = (overrides: Partial<RegistrationField> = {}): RegistrationField => ({
  studentRegistrationFieldId: nextFieldId++,
  controlType: 0,
  controlLabel: 'Emergency contact name',
  controlGroup: 'About you',
  controlOptions: [],
  description: null,
  mask: null,
  dataIsRequired: true,
  registeredValue: null,
  group: 1,
  ...overrides,
});

/** A plain field with id 1, optional unless told: what the rule tests start from. */
export const aPlainField = (overrides: Partial<RegistrationField> = {}): RegistrationField =>
  aField({
    studentRegistrationFieldId: 1,
    controlLabel: 'Field',
    controlGroup: 'General',
    dataIsRequired: false,
    ...overrides,
  });

export const aRegistration = (overrides: Partial<Registration> = {}): Registration => ({
  studentRegistrationId: 41,
  venueType: 'CLASS',
  venueId: 9,
  title: 'Medical Terminology',
  fields: [aField()],
  feeType: 'none',
  registrationFee: 0,
  feeRequired: false,
  totalPrice: 0,
  refundPolicy: null,
  instructions: null,
  postInstructions: null,
  ...overrides,
});

export const aContact = (overrides: Partial<FieldContact> = {}): FieldContact => ({
  contactId: 71,
  phoneNumber: '6145550101',
  name: null,
  relationType: 'Self',
  isOwnPhoneNumber: true,
  isPrimary: true,
  isEmergency: false,
  isTextable: true,
  ...overrides,
});

export const anAddress = (overrides: Partial<FieldAddress> = {}): FieldAddress => ({
  addressId: 81,
  street: '12 Test Lane',
  city: 'Riverbend',
  county: 'Franklin',
  stateCode: 'OH',
  zip: '43215',
  name: null,
  addressType: 'Home',
  isPrimary: true,
  ...overrides,
});
