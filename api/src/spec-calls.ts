/**
 * Section 7 of the two spec documents, as written: every call a school's student system answers, with
 * the payload field names the spec gives. `fields: null` where the spec does not name them ("registration
 * payload", "profile", "not shown"); `[]` where it says the call takes none or an empty body. Paths are
 * the spec's, relative to /api/, with `{name}` params. The contract test (spec-calls.test.ts) holds
 * every endpoint the portal calls to this list, or to its `extension` declaration.
 */
export interface SpecCall {
  method: 'GET' | 'POST';
  path: string;
  fields: readonly string[] | null;
  /** Where the spec writes it: the document and section. */
  where: string;
}

const SHELL = 'portal-shell-browse-profile.md §7';
const AREAS = 'portal-registration-payments-documents-enrollments.md §7';

const post = (path: string, fields: readonly string[] | null, where = SHELL): SpecCall => ({
  method: 'POST',
  path,
  fields,
  where,
});
const get = (path: string, fields: readonly string[] = [], where = SHELL): SpecCall => ({
  method: 'GET',
  path,
  fields,
  where,
});

const venueAction = ['venueId', 'venueType'];

export const specCalls: readonly SpecCall[] = [
  // portal-shell-browse-profile.md, section 7, POST
  post('student/auth', ['email', 'password', 'passport']),
  post('student/register', null),
  post('student/complete_info', ['firstName', 'lastName', 'password']),
  post('student/complete_account', null),
  post('student/request_password_reset', ['email']),
  post('student/request_recover_password_reset', null),
  post('student/password_reset', ['email', 'passport', 'password']),
  // "body (lastName, dob, zipCode)": one field, body, that holds the three.
  post('student/recover', ['body']),
  post('student/request_verification', ['email']),
  post('student/update_profile', null),
  post('student/update_photo', ['photo']),
  post('student/update_signature', ['signature']),
  post('student/action', null),
  post('student/pending_forms', []),
  post('student/address/add', ['newAddress']),
  post('student/address/remove', ['addressId']),
  post('student/address/make_primary', ['addressId']),
  post('student/contact/add', ['newContact']),
  post('student/contact/remove', ['contactId']),
  post('student/contact/make_primary', ['contactId']),
  post('contact', ['email', 'name', 'comment', 'phone']),
  post('cart/add', venueAction),
  post('cart/remove', venueAction),
  post('cart/discount/', ['venue_type', 'venue_id', 'discount_code']),
  post('cart/checkout', ['paymentInfo', 'howYouHearId', 'cart']),
  post('interests/add', venueAction),
  post('interests/remove', venueAction),
  post('waitlist/add', venueAction),
  post('waitlist/remove', venueAction),
  post('rapidapp/passport', ['student']),
  // portal-shell-browse-profile.md, section 7, GET
  get('student/get'),
  get('student/passport/{passport}'),
  get('student/impersonate/{id}'),
  // "id, or clearing back to the original; the clear form is not shown": the portal's form of it.
  get('student/impersonate/original'),
  get('student/signature'),
  get('student/address_list'),
  get('address_types'),
  get('contact_relations'),
  get('student/contact_list'),
  get('cart'),
  get('cart/how_do_you_hear_list'),
  get('school'),
  get('location/{id}'),
  get('instructor/{id}'),
  get('refund_policy/{id}'),
  get('search', ['q']),
  get('course_categories/'),
  get('course_category/{id}'),
  get('course_category/{id}/courses'),
  get('course_category/{id}/pathways'),
  get('course_category/{id}/courses_and_pathways'),
  get('pathway/{id}'),
  get('pathway/{id}/nodes'),
  get('course/{id}'),
  get('course/{id}/classes'),
  get('class/{id}'),
  get('featured_classes/'),
  get('enrollments/waitlist_and_interests'),
  get('rapidapp/form/{id}'),
  // portal-registration-payments-documents-enrollments.md, 7.1 Registration and forms
  post('registration', ['venueType', 'venueId', 'registrationId', 'studentRegistrationId'], AREAS),
  post('registration/discard', ['studentRegistrationId'], AREAS),
  post('registration/save', ['studentRegistrationId', 'fields'], AREAS),
  post('registration/submit', ['studentRegistrationId', 'fields'], AREAS),
  post('registration/pay', ['studentRegistrationId', 'fields', 'payment', 'amount'], AREAS),
  get('class/{id}/no_cost_form', [], AREAS),
  get('class/{id}/no_cost_form/submit', [], AREAS),
  get('refund_policy/{id}', [], AREAS),
  get('rapidapp/form/{id}', [], AREAS),
  post('rapidapp/passport', ['student'], AREAS),
  // 7.2 Charges
  get('student/account/payable_charges', [], AREAS),
  get('student/account/charges', [], AREAS),
  get('student/account/payments', [], AREAS),
  post('student/account/charges/pay', ['charges', 'payment', 'amount'], AREAS),
  get('student/account/payment/{id}/receipt/link', [], AREAS),
  get('student/account/statement/link', [], AREAS),
  // 7.3 Documents
  get('student/documents', [], AREAS),
  get('student/document/{id}/attachments', [], AREAS),
  get('student/document/{id}/attachment/{code}/link', [], AREAS),
  post('student/document/{id}/attachments/add', ['images', 'documents'], AREAS),
  get('document/action_view/{id}', [], AREAS),
  post('document/action_submit/{id}', ['images', 'documents'], AREAS),
  get('student/signature', [], AREAS),
  // 7.4 Enrollment view
  post('enrollment', ['venueType', 'venueId', 'enrollmentId'], AREAS),
  post('enrollment/grades', ['venueType', 'venueId'], AREAS),
  post('enrollment/attendance', ['venueType', 'enrollmentId'], AREAS),
  post('enrollment/time_clock', ['venueType', 'enrollmentId'], AREAS),
  post('enrollments/attendance_report_link', ['enrollmentId', 'startDate', 'endDate', 'summary'], AREAS),
  post('enrollments/infraction_report_link', ['enrollmentId', 'startDate', 'endDate'], AREAS),
  post('enrollments/pathway_transcript_link', ['pathId'], AREAS),
  post('enrollments/classes_transcript_link', ['type'], AREAS),
  get('enrollments', [], AREAS),
  get('enrollments/waitlist_and_interests', [], AREAS),
  // 7.5 Supporting reads: pending registration forms, POST with an empty body
  post('student/pending_forms', [], AREAS),
];

/** A path with its params written alike (`course/:id` and `course/{id}` both give `course/{}`). */
export const pathShape = (path: string): string =>
  path
    .replace(/^\//, '')
    .replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '{}')
    .replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/g, '{}');

/** The spec call with this method and path (params by position, not name), if section 7 has one. */
export const findSpecCall = (method: string, path: string): SpecCall | undefined => {
  const shape = pathShape(path);
  const matches = specCalls.filter((call) => call.method === method && pathShape(call.path) === shape);
  return matches[0];
};
