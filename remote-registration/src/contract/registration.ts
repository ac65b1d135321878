import * as z from '@portal/shared/zod';
import {
  amountSchema,
  idempotencyKeySchema,
  idSchema,
  noControlChars,
  paymentResultSchema,
  paymentSchema,
  venueTypeSchema,
} from '@portal/shared/contracts';

/** Spec section 3, the control-type table: a registration field's control, by number. */
export const CONTROL_TYPE = {
  text: 0,
  multiLine: 1,
  numeric: 2,
  date: 3,
  checkbox: 4,
  dropdown: 5,
  multiSelect: 6,
  radioGroup: 7,
  checkboxGroup: 8,
  twoListPicker: 9,
  staticLabel: 10,
  studentPhone: 11,
  contactPhone: 12,
  address: 13,
  plainText: 14,
  profileSummary: 15,
  feeDismissal: 16,
} as const;
export type ControlType = (typeof CONTROL_TYPE)[keyof typeof CONTROL_TYPE];

export const FEE_TYPES = ['none', 'service', 'full'] as const;
export const feeTypeSchema = z.enum(FEE_TYPES);
export type RegistrationFeeType = z.infer<typeof feeTypeSchema>;

/** The longest value a text field holds (a multi-line answer included). */
export const MAX_FIELD_TEXT = 4000;
/** The most entries a list value (multi-select, checkbox group, two-list picker) holds. */
export const MAX_FIELD_ITEMS = 200;

/**
 * A field's value, by control type: text, numeric, date (YYYY-MM-DD), dropdown and radio group hold a
 * string; a checkbox (4, 16) the index of its chosen option (0 or 1; 0, 1 or 2 with three options);
 * phone and address fields the chosen contact or address id; lists a list of options; null: no value.
 */
export const fieldValueSchema = z.union([
  z.literal(null),
  z.string().check(z.maxLength(MAX_FIELD_TEXT), noControlChars({ multiline: true })),
  z.int().check(z.minimum(0), z.lte(2_147_483_647)),
  z.array(z.string().check(z.maxLength(500))).check(z.maxLength(MAX_FIELD_ITEMS)),
]);
export type FieldValue = z.infer<typeof fieldValueSchema>;

/** Spec section 3, Registration field (the client keeps `_error` beside it, not in it). */
export const registrationFieldSchema = z.object({
  studentRegistrationFieldId: z.int(),
  controlType: z.int().check(z.minimum(0), z.lte(16)),
  controlLabel: z.string(),
  /** The heading the field is shown under; fields of one group are shown together, in form order. */
  controlGroup: z.string(),
  controlOptions: z.array(z.string()),
  description: z.nullable(z.string()),
  /** 'ssn' (9 digits), 'dob' or 'birthday' (a date of birth), or null. */
  mask: z.nullable(z.string()),
  dataIsRequired: z.boolean(),
  registeredValue: fieldValueSchema,
  /** The group's place in the form (groups are shown in this order). */
  group: z.int(),
});
export type RegistrationField = z.infer<typeof registrationFieldSchema>;

export const refundPolicyRefSchema = z.object({ id: z.int(), title: z.string() });

/** Spec section 3, Registration: the form a student fills for one venue, with its saved values. */
export const registrationSchema = z.object({
  studentRegistrationId: z.int(),
  venueType: venueTypeSchema,
  venueId: z.int(),
  /** The class's or pathway's title. */
  title: z.string(),
  fields: z.array(registrationFieldSchema),
  feeType: feeTypeSchema,
  registrationFee: z.number(),
  feeRequired: z.boolean(),
  /** The venue's totalPrice (the cost of a full fee). */
  totalPrice: z.number(),
  refundPolicy: z.nullable(refundPolicyRefSchema),
  /** The school's HTML, shown sanitized. */
  instructions: z.nullable(z.string()),
  postInstructions: z.nullable(z.string()),
});
export type Registration = z.infer<typeof registrationSchema>;
export const registrationResponseSchema = z.object({ registration: registrationSchema });

/** POST /registration: the form of a venue, the student's pending one when `studentRegistrationId` is given. */
export const getRegistrationInputSchema = z.object({
  venueType: venueTypeSchema,
  venueId: idSchema,
  registrationId: z.optional(z.nullable(idSchema)),
  studentRegistrationId: z.optional(z.nullable(idSchema)),
});
export type GetRegistrationInput = z.infer<typeof getRegistrationInputSchema>;

/** A field's value as the save, sign, submit and pay calls carry it. */
export const fieldEntrySchema = z.object({
  studentRegistrationFieldId: idSchema,
  registeredValue: fieldValueSchema,
});
export type FieldEntry = z.infer<typeof fieldEntrySchema>;
const fieldEntriesSchema = z.array(fieldEntrySchema).check(z.maxLength(500));

export const studentRegistrationInputSchema = z.object({ studentRegistrationId: idSchema });
export const saveRegistrationInputSchema = z.object({
  studentRegistrationId: idSchema,
  fields: fieldEntriesSchema,
});
export type SaveRegistrationInput = z.infer<typeof saveRegistrationInputSchema>;

/** Sign: the server records the signature of the form as these values are (a later change voids it). */
export const signRegistrationInputSchema = saveRegistrationInputSchema;
export const signatureReplySchema = z.object({ signed: z.literal(true) });

/** Spec 7.1 as written: a submit pays nothing, so the refund policy is not asked for (5.1). */
export const submitRegistrationInputSchema = saveRegistrationInputSchema;
export type SubmitRegistrationInput = z.infer<typeof submitRegistrationInputSchema>;
export const submitReplySchema = z.object({ submitted: z.literal(true) });

export const payRegistrationInputSchema = z.object({
  studentRegistrationId: idSchema,
  fields: fieldEntriesSchema,
  /** The refund-policy checkbox (spec 5.1): needed before paying by any method but student credit. */
  refundPolicyAgreed: z.boolean(),
  payment: paymentSchema,
  amount: amountSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type PayRegistrationInput = z.infer<typeof payRegistrationInputSchema>;
export const payReplySchema = paymentResultSchema;

/**
 * The `data` of a submit or payment the server refused because of one field: the field to scroll
 * to (the Go link).
 */
export const fieldErrorDataSchema = z.object({ studentRegistrationFieldId: z.int() });

/** Spec 2.2: the no-cost form of a class. `body` is the school's HTML, shown sanitized. */
export const noCostFormSchema = z.object({
  classId: z.int(),
  title: z.string(),
  body: z.string(),
  submitText: z.string(),
});
export type NoCostForm = z.infer<typeof noCostFormSchema>;
export const noCostFormResponseSchema = z.object({ form: noCostFormSchema });
export const noCostSubmitReplySchema = z.object({ enrolled: z.literal(true) });

/** Spec section 3, Contact, as a registration field shows it (a subset of the profile's list). */
export const fieldContactSchema = z.object({
  contactId: z.int(),
  phoneNumber: z.string(),
  name: z.nullable(z.string()),
  relationType: z.string(),
  isOwnPhoneNumber: z.boolean(),
  isPrimary: z.boolean(),
  isEmergency: z.boolean(),
  isTextable: z.boolean(),
});
export type FieldContact = z.infer<typeof fieldContactSchema>;

/** Spec section 3, Address, as a registration field shows it. */
export const fieldAddressSchema = z.object({
  addressId: z.int(),
  street: z.string(),
  city: z.string(),
  county: z.nullable(z.string()),
  stateCode: z.string(),
  zip: z.string(),
  name: z.nullable(z.string()),
  addressType: z.string(),
  isPrimary: z.boolean(),
});
export type FieldAddress = z.infer<typeof fieldAddressSchema>;

export const contactListReplySchema = z.object({ contactList: z.array(fieldContactSchema) });
export const addressListReplySchema = z.object({ addressList: z.array(fieldAddressSchema) });

/** The refund policy the checkbox's modal shows (browse's GET /refund_policy/{id}). */
export const refundPolicyReplySchema = z.object({
  refundPolicy: z.object({ id: z.int(), title: z.string(), text: z.string() }),
});
