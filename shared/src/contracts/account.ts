import * as z from '../zod';
import { FIELD_LIMITS, maxChars } from '../forms/field-rules';
import { stateCodeField, zipField } from './address';
import { idSchema, noControlChars } from './input';
import { phoneNumberField } from './phone-contact';
import { loginResponseSchema, pendingRegistrationFormSchema } from './student';

/**
 * Account calls of the spec (sections 4, 5, 7 and 8): registration, account completion, password
 * reset and e-mail recovery, passports, impersonation, the navigation log, and the reference API's
 * development mailbox and site lock. Field messages are the spec's section 5 texts.
 */

// ---------------------------------------------------------------- error codes and messages

/** Error codes of the account calls (the envelope's own codes are in `errorCodes`). */
export const accountErrorCodes = {
  emailNotVerified: 'student_email_not_verified',
  invalidGuid: 'invalid_student_guid',
  invalidRecord: 'invalid_student_record',
  emailNoLongerValid: 'student_email_no_longer_valid',
  invalidEmail: 'invalid_student_email',
  invalidCredentials: 'invalid_student_email_password_combination',
  tooManyAttempts: 'too_many_attempts',
  usedEmail: 'used_email',
  invalidPassport: 'invalid_passport',
  invalidRecoveryCode: 'invalid_recovery_code',
  accountAlreadyComplete: 'account_already_complete',
  registrationNotAllowed: 'registration_not_allowed',
  forbidden: 'forbidden',
} as const;
export type AccountErrorCode = (typeof accountErrorCodes)[keyof typeof accountErrorCodes];

/** The `errorMessage` the API sends with each code above. */
export const accountErrorMessages = {
  student_email_not_verified:
    'Your email address has not been verified yet. Please check your email for a verification link.',
  invalid_student_guid: 'Email is not verified!',
  invalid_student_record: 'Student not found, try again later!',
  student_email_no_longer_valid: 'This username is no longer valid, please contact your school.',
  invalid_student_email: 'Could not log in, please contact your school!',
  invalid_student_email_password_combination: 'Email or password is incorrect',
  too_many_attempts: 'Too many sign-in attempts, please try again in a few minutes.',
  used_email:
    'The provided email address is already registered. If you are already registered please click on Forgot your password? to reset it.',
  invalid_passport: 'Invalid login passport',
  invalid_recovery_code: 'This search has expired, please search for your email again.',
  account_already_complete: 'Your account information is already complete.',
  registration_not_allowed: 'Registration is not available for this school.',
  forbidden: 'You are not allowed to do this.',
} as const satisfies Record<AccountErrorCode, string>;

/** `data` of a `student_email_no_longer_valid` error: the username to sign in with instead, if any. */
export const emailNoLongerValidDataSchema = z.object({ alternateEmail: z.optional(z.string()) });

// ---------------------------------------------------------------- field rules (spec section 5)

const text = (required: string, max: number) =>
  z.string(required).check(z.trim(), noControlChars(), z.minLength(1, required), maxChars(max));

export const emailField = () =>
  z
    .string('Type in your email address')
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, 'Type in your email address'),
      maxChars(FIELD_LIMITS.email),
      z.regex(z.regexes.email, 'Invalid email address'),
      noControlChars({ message: 'Invalid email address' }),
    );

export const passwordField = () =>
  z
    .string('Type in your password')
    .check(
      z.minLength(1, 'Type in your password'),
      z.minLength(8, 'The password should at least have 8 characters'),
      maxChars(FIELD_LIMITS.password),
      noControlChars(),
    );

// ---------------------------------------------------------------- registration and completion

/** The completion modal's nine fields (POST /student/complete_account). */
export const completeAccountInputSchema = z.object({
  firstName: text('Type in your legal first name', FIELD_LIMITS.name),
  lastName: text('Type in your legal last name', FIELD_LIMITS.name),
  addressStreet: text('Type in your street address', FIELD_LIMITS.street),
  addressCity: text('Type in your city', FIELD_LIMITS.city),
  addressCounty: z._default(z.string().check(z.trim(), noControlChars(), maxChars(FIELD_LIMITS.county)), ''),
  addressState: stateCodeField(),
  addressZip: zipField(),
  phoneNumber: phoneNumberField(),
  phoneNumberTexting: z._default(z.boolean(), true),
});
export type CompleteAccountInput = z.input<typeof completeAccountInputSchema>;

/** The in-page card (POST /student/complete_info). */
export const completeInfoInputSchema = z.object({
  firstName: text('Type in your legal first name', FIELD_LIMITS.name),
  lastName: text('Type in your legal last name', FIELD_LIMITS.name),
  password: passwordField(),
});
export type CompleteInfoInput = z.input<typeof completeInfoInputSchema>;

/** 'full' logs the new student in at once (an after-login action is queued); 'normal' e-mails a link. */
export const registerTypeSchema = z.enum(['full', 'normal']);
export type RegisterType = z.infer<typeof registerTypeSchema>;

/** POST /student/register. */
export const registerInputSchema = z.extend(completeAccountInputSchema, {
  email: emailField(),
  password: passwordField(),
  registerType: registerTypeSchema,
});
export type RegisterInput = z.input<typeof registerInputSchema>;

/** registerType 'normal': nothing is logged in; a verification e-mail went to `email`. */
export const registerPendingResponseSchema = z.object({ email: z.string() });
/** 'full': the login response; 'normal': `{ email }`. Tell them apart by `token`. */
export const registerResponseSchema = z.union([loginResponseSchema, registerPendingResponseSchema]);
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

// ---------------------------------------------------------------- passwords, recovery, verification

/** POST /student/request_password_reset and /student/request_verification. */
export const emailInputSchema = z.object({ email: emailField() });
export type EmailInput = z.input<typeof emailInputSchema>;
/** Their reply: the address the e-mail went to (sent only when such an account exists). */
export const emailSentResponseSchema = z.object({ email: z.string() });

/** POST /student/password_reset. */
export const passwordResetInputSchema = z.object({
  email: emailField(),
  passport: z.string().check(z.trim(), noControlChars(), z.minLength(1), z.maxLength(200)),
  password: passwordField(),
});
export type PasswordResetInput = z.input<typeof passwordResetInputSchema>;

/** POST /student/recover ("Forgot your email?"). */
export const recoverInputSchema = z.object({
  body: z.object({
    lastName: text('Type in your legal last name', FIELD_LIMITS.name),
    dob: z.string('Type in your date of birth').check(
      z.trim(),
      z.minLength(1, 'Type in your date of birth'),
      z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Type in your date of birth'),
      z.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Type in your date of birth'),
    ),
    zipCode: zipField(),
  }),
});
export type RecoverInput = z.input<typeof recoverInputSchema>;

/** E-mail search result: a short-lived code and the matching accounts. */
export const recoverResponseSchema = z.object({
  srlCode: z.string(),
  students: z.array(z.object({ email: z.string(), studentId: z.int() })),
});
export type RecoverResponse = z.infer<typeof recoverResponseSchema>;

/** POST /student/request_recover_password_reset: one student of a recover result. */
export const recoverPasswordResetInputSchema = z.object({
  srlCode: z.string().check(noControlChars(), z.minLength(1), z.maxLength(200)),
  studentId: idSchema,
});
export type RecoverPasswordResetInput = z.infer<typeof recoverPasswordResetInputSchema>;

// ---------------------------------------------------------------- passports

export const passportActionSchema = z.enum(['login', 'verify_email', 'reset_password']);
export type PassportAction = z.infer<typeof passportActionSchema>;

/** GET /student/passport/{passport}. */
export const passportInfoSchema = z.object({ allowed_action: passportActionSchema, email: z.string() });
export type PassportInfo = z.infer<typeof passportInfoSchema>;

/** The query parameter a passport link carries: `${PORTAL_URL}/?passport=<value>`. */
export const PASSPORT_QUERY_PARAM = 'passport';

// ---------------------------------------------------------------- signed-in extras

/** POST /student/pending_forms. */
export const pendingFormsResponseSchema = z.object({
  pendingRegistrationForms: z.array(pendingRegistrationFormSchema),
});
export type PendingFormsResponse = z.infer<typeof pendingFormsResponseSchema>;

/** POST /student/action: one navigation log record. */
export const navigationActionSchema = z.object({
  type: z.string().check(noControlChars(), z.maxLength(50)),
  action: z.enum(['visit', 'view']),
  target: z.string().check(noControlChars(), z.maxLength(200)),
  targetId: z.nullable(idSchema),
  targetPath: z.string().check(noControlChars(), z.maxLength(500)),
  targetType: z.string().check(noControlChars(), z.maxLength(50)),
});
export type NavigationAction = z.infer<typeof navigationActionSchema>;

// ---------------------------------------------------------------- development routes (/api/dev)

/** One e-mail the API sent, as the development mailbox shows it. */
export const mailMessageSchema = z.object({
  id: z.int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  /** ISO 8601. */
  sentAt: z.string(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

/** GET /api/dev/mailbox?to=<email>: newest first. */
export const mailboxResponseSchema = z.object({ messages: z.array(mailMessageSchema) });
export type MailboxResponse = z.infer<typeof mailboxResponseSchema>;

/** POST /api/dev/site_lock: countdown in seconds, 30 when omitted. */
export const siteLockInputSchema = z.object({
  message: z.string().check(z.trim(), noControlChars({ multiline: true }), z.minLength(1), z.maxLength(500)),
  countdown: z.optional(z.int().check(z.positive(), z.maximum(3600))),
});
export type SiteLockInput = z.infer<typeof siteLockInputSchema>;

/** POST /api/dev/passport: mints a passport (the only way to get a `login` one in the demo). */
export const devPassportInputSchema = z.object({
  email: emailField(),
  allowedAction: passportActionSchema,
});
export const devPassportResponseSchema = z.object({ passport: z.string(), url: z.string() });
