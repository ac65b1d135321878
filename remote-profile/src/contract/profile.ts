import * as z from '@portal/shared/zod';
import { noControlChars, studentSchema } from '@portal/shared/contracts';

/** POST /student/update_profile: the names a student may change (the e-mail is the sign-in name). */
export const profileSchema = z.object({
  firstName: z.string().check(z.trim(), noControlChars(), z.minLength(1), z.maxLength(50)),
  lastName: z.string().check(z.trim(), noControlChars(), z.minLength(1), z.maxLength(50)),
  preferredName: z.nullable(z.string().check(z.trim(), noControlChars(), z.maxLength(50))),
});
export type Profile = z.input<typeof profileSchema>;
export const updateProfileInputSchema = z.object({ profile: profileSchema });

/**
 * Images travel as data URLs. The API checks the declared type against the bytes and the size before
 * it stores anything.
 */
export const IMAGE_DATA_URL_PATTERN = /^data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/]+={0,2})$/;
/** A profile photo, after the browser scaled it down. */
export const MAX_PHOTO_BYTES = 512 * 1024;
/** A 320x160 signature is a few kilobytes; anything near this is not a signature. */
export const MAX_SIGNATURE_BYTES = 256 * 1024;

export const updatePhotoInputSchema = z.object({
  photo: z.string().check(z.minLength(1), noControlChars()),
});
/** POST /student/update_signature: PNG from the pad, JPEG for uploaded and typed signatures. */
export const updateSignatureInputSchema = z.object({
  signature: z.string().check(z.minLength(1), noControlChars()),
});

/** Error codes of the profile calls (the envelope's own codes are in `errorCodes`). */
export const profileErrorCodes = {
  /** 10 phone contacts or 10 addresses already. */
  limitReached: 'limit_reached',
  /** The primary phone number or address cannot be removed. */
  primaryLocked: 'primary_locked',
  /** Only the student's own, non-emergency numbers can be primary. */
  notOwnNumber: 'not_own_number',
  /** The number or address is already in the list. */
  duplicate: 'duplicate',
  /** Not a PNG or JPEG data URL, bytes that do not match the declared type, or too large. */
  invalidImage: 'invalid_image',
} as const;

/** Replies that carry the updated student (profile, photo, signature). */
export const studentReplySchema = z.object({ student: studentSchema });
export type StudentReply = z.infer<typeof studentReplySchema>;

/** GET /student/signature: the current signature image as a data URL, or null. */
export const signatureResponseSchema = z.object({ signature: z.nullable(z.string()) });
export type SignatureResponse = z.infer<typeof signatureResponseSchema>;

/** POST /contact: the contact form. The phone is optional; when given it is 10 digits. */
export const contactFormInputSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(100), z.regex(z.regexes.email)),
  name: z.string().check(z.trim(), noControlChars(), z.minLength(1), z.maxLength(100)),
  comment: z.string().check(z.trim(), noControlChars({ multiline: true }), z.minLength(1), z.maxLength(2000)),
  phone: z.string().check(z.trim(), z.regex(/^(\d{10})?$/)),
});
export type ContactFormInput = z.input<typeof contactFormInputSchema>;
