import { REGISTRATION_MESSAGES, type Venue } from '../../../contracts';
import { HttpError, notFound } from '../../../http/errors';
import { formatCents } from '../../../lib/format';

/**
 * The registration area's refusals. The 5.1 messages are the contract's (REGISTRATION_MESSAGES, the
 * wizard shows the same words); the rest are worded here.
 */
export const REGISTRATION_API_MESSAGES = {
  formNotFound: 'Registration form not found',
  venueNotFound: 'This class or pathway is no longer available',
  classNotFound: 'Class not found',
  noCostFormNotFound: 'No-cost form not found',
  noForm: (title: string) => `${title} does not take a registration form.`,
  formUnavailable: (title: string) => `The registration form of ${title} is not available yet.`,
  alreadyRegistered: (title: string) => `You have already submitted a registration form for ${title}.`,
  alreadyEnrolled: (title: string) => `You are already enrolled in ${title}.`,
  waitlisted: (title: string) => `You are on the wait list of ${title}.`,
  waitlistedThroughPathway: (title: string) =>
    `You are on the wait list of a pathway that includes ${title}.`,
  inCart: (title: string) => `${title} is in your cart.`,
  otherSection: (title: string) => `You are already enrolled in another section of ${title}.`,
  closed: (title: string) => `Registration for ${title} is closed.`,
  soon: (title: string) => `Registration for ${title} is not open yet.`,
  full: (title: string) => `${title} is full.`,
  unavailable: (title: string) => `${title} is not available.`,
  unknownField: 'This field is not on the registration form.',
  duplicateField: 'Each field can be sent only once.',
  paymentRequired: (cents: number) =>
    `This registration has a fee of ${formatCents(cents)}: please pay it to submit the form.`,
  paymentNotNeeded: 'This registration has no fee to pay: submit the form instead.',
  amountMismatch: 'The amount does not match the registration fee.',
} as const;

export const REGISTRATION_ERROR_CODES = {
  /** 409: the venue cannot be registered for (its enroll state is not 'register'), or has no form. */
  unavailable: 'registration_unavailable',
  /** 422: a field breaks a 5.1 rule or holds a value its control cannot make; data names the field. */
  fieldInvalid: 'registration_field_invalid',
  /** 422: no primary address or no primary phone. */
  profileIncomplete: 'registration_profile_incomplete',
  /** 422: signing needs the student's signature first. */
  signatureRequired: 'registration_signature_required',
  /** 422: the form was not signed, or changed after it was signed. */
  notSigned: 'registration_not_signed',
  refundPolicy: 'registration_refund_policy_not_agreed',
  paymentRequired: 'registration_payment_required',
  paymentNotNeeded: 'registration_payment_not_needed',
  amountMismatch: 'amount_mismatch',
  /** 409: a no-cost class the student can no longer enroll in. */
  alreadyEnrolled: 'already_enrolled',
} as const;

export const formNotFound = () => notFound(REGISTRATION_API_MESSAGES.formNotFound);
export const venueNotFound = () => notFound(REGISTRATION_API_MESSAGES.venueNotFound);

const unprocessable = (code: string, message: string, data: Record<string, unknown> | null = null) =>
  new HttpError(422, code, message, data);

/** The Go link's target: the field whose rule broke first, in form order. */
export const fieldInvalid = (studentRegistrationFieldId: number, message: string) =>
  unprocessable(REGISTRATION_ERROR_CODES.fieldInvalid, message, { studentRegistrationFieldId });

export const needPrimaryAddress = () =>
  unprocessable(REGISTRATION_ERROR_CODES.profileIncomplete, REGISTRATION_MESSAGES.needPrimaryAddress);
export const needPrimaryPhone = () =>
  unprocessable(REGISTRATION_ERROR_CODES.profileIncomplete, REGISTRATION_MESSAGES.needPrimaryPhone);
export const needSignature = () =>
  unprocessable(REGISTRATION_ERROR_CODES.signatureRequired, REGISTRATION_MESSAGES.needSignature);
export const signFirst = () =>
  unprocessable(REGISTRATION_ERROR_CODES.notSigned, REGISTRATION_MESSAGES.signFirst);
export const refundPolicyNotAgreed = () =>
  unprocessable(REGISTRATION_ERROR_CODES.refundPolicy, REGISTRATION_MESSAGES.refundPolicy);
export const paymentRequired = (cents: number) =>
  unprocessable(REGISTRATION_ERROR_CODES.paymentRequired, REGISTRATION_API_MESSAGES.paymentRequired(cents));
export const paymentNotNeeded = () =>
  unprocessable(REGISTRATION_ERROR_CODES.paymentNotNeeded, REGISTRATION_API_MESSAGES.paymentNotNeeded);
export const amountMismatch = () =>
  unprocessable(REGISTRATION_ERROR_CODES.amountMismatch, REGISTRATION_API_MESSAGES.amountMismatch);

/** The words of a venue's refusal for each enroll state whose words the state alone decides. */
const REFUSAL_BY_STATE: Partial<Record<Venue['enrollState'], (title: string) => string>> = {
  registered: REGISTRATION_API_MESSAGES.alreadyRegistered,
  cart: REGISTRATION_API_MESSAGES.inCart,
  other: REGISTRATION_API_MESSAGES.otherSection,
  closed: REGISTRATION_API_MESSAGES.closed,
  soon: REGISTRATION_API_MESSAGES.soon,
  waitlisted: REGISTRATION_API_MESSAGES.waitlistedThroughPathway,
  waitlist: REGISTRATION_API_MESSAGES.full,
};

/** The words of a venue's refusal: by its enroll state, and by the state's title where that decides. */
function refusalWords({ enrollState, enrollStateTitle }: Venue): (title: string) => string {
  const m = REGISTRATION_API_MESSAGES;
  if (enrollState === 'enrolled') return enrollStateTitle === 'Enrolled' ? m.alreadyEnrolled : m.waitlisted;
  return REFUSAL_BY_STATE[enrollState] ?? (enrollStateTitle === 'Full' ? m.full : m.unavailable);
}

/**
 * Why a venue whose enroll state is not the one an action needs ('register' for a form, 'nocost' for a
 * no-cost form) refuses it: 409, in the words of its state.
 */
export function venueStateRefusal(venue: Venue): HttpError {
  const code =
    venue.enrollState === 'enrolled' && venue.enrollStateTitle === 'Enrolled'
      ? REGISTRATION_ERROR_CODES.alreadyEnrolled
      : REGISTRATION_ERROR_CODES.unavailable;
  return new HttpError(409, code, refusalWords(venue)(venue.title));
}
