import * as z from '../zod';
import { noControlChars } from './input';
import { localeSchema } from './locale';

/** A student to switch into, or the signed-in one while switched; `name` is `studentDisplayName`. */
export const relatedStudentSchema = z.object({ id: z.int(), name: z.string() });

export const studentSchema = z.object({
  id: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.nullable(z.string()),
  email: z.string(),
  photoUrl: z.nullable(z.string()),
  isVerified: z.boolean(),
  hasAxRecord: z.boolean(),
  requiresPersonalInfo: z.boolean(),
  isParent: z.boolean(),
  /**
   * The students this session may switch into: the signed-in account's related students, also while
   * it acts as one of them (the one acted as is in the list).
   */
  relatedStudents: z.array(relatedStudentSchema),
  /** Present while a guardian acts as one of their related students. */
  originalStudent: z.nullable(relatedStudentSchema),
  info: z.object({ hasSignature: z.boolean(), signatureUrl: z.nullable(z.string()) }),
  /**
   * The language the signed-in person chose (also while acting for a related student); null before
   * any choice. Absent from a student system that does not keep it.
   */
  preferredLocale: z.optional(z.nullable(localeSchema)),
});
export type Student = z.infer<typeof studentSchema>;

type NamedStudent = Pick<Student, 'firstName' | 'lastName' | 'preferredName'> & { email?: string };

/**
 * How a student is named everywhere (profile menu, MY ACCOUNTS, toasts, profile, and the API's
 * relatedStudents and originalStudent names): the preferred name, else the first name, then the last
 * name ('Em Parker', 'Emma Parker'). A student with no name yet (an account that must complete its
 * personal information) is named by the e-mail address when one is given.
 */
export const studentDisplayName = (student: NamedStudent): string => {
  const given = student.preferredName?.trim() || student.firstName.trim();
  const name = [given, student.lastName.trim()].filter(Boolean).join(' ');
  return name || student.email?.trim() || '';
};

export const venueTypeSchema = z.enum(['CLASS', 'PATH']);
export type VenueType = z.infer<typeof venueTypeSchema>;

export const cartItemSchema = z.object({
  venue_type: venueTypeSchema,
  venue_id: z.int(),
  price: z.number(),
  venue_data: z.object({ title: z.string(), code: z.string(), dateRange: z.string() }),
  /** The item's discount and the code that gave it (checkout's per-item discount code). */
  discount: z.optional(z.number()),
  discount_code: z.optional(z.nullable(z.string())),
});
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  total_price: z.number(),
  total_discount: z.number(),
});
export type Cart = z.infer<typeof cartSchema>;
export type CartItem = z.infer<typeof cartItemSchema>;

export const pendingRegistrationFormSchema = z.object({
  title: z.string(),
  venueType: venueTypeSchema,
  venueId: z.int(),
  registrationInfoId: z.int(),
});

/**
 * POST /student/auth: e-mail and password, or a passport alone (a `login` or `verify_email` one;
 * e-mail and password are then ignored and may be empty).
 */
export const loginInputSchema = z
  .object({
    email: z.optional(z.string().check(z.trim(), z.maxLength(100), noControlChars())),
    password: z.optional(z.string().check(z.maxLength(100), noControlChars())),
    passport: z.optional(z.string().check(z.trim(), z.maxLength(200), noControlChars())),
  })
  .check(
    z.superRefine(
      (value, ctx) => {
        if (value.passport) return;
        if (value.email === '' || value.email === undefined)
          ctx.addIssue({
            code: 'custom',
            path: ['email'],
            message: 'Type in your email address',
            input: value.email,
          });
        if (value.password === '' || value.password === undefined)
          ctx.addIssue({
            code: 'custom',
            path: ['password'],
            message: 'Type in your password',
            input: value.password,
          });
      },
      // Also when a field has the wrong type, so that every missing field is reported at once.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  );
export type LoginInput = z.infer<typeof loginInputSchema>;

export const loginResponseSchema = z.object({
  student: studentSchema,
  token: z.string().check(z.minLength(1)),
  cart: cartSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A document that needs the student's attention (the shell shows the count). */
export const requiredActionSchema = z.object({ type: z.literal('document'), id: z.int(), title: z.string() });
export type RequiredAction = z.infer<typeof requiredActionSchema>;

export const loggedStudentResponseSchema = z.object({
  student: studentSchema,
  requiredActions: z.array(requiredActionSchema),
  pendingRegistrationForms: z.array(pendingRegistrationFormSchema),
  cart: cartSchema,
});
export type LoggedStudentResponse = z.infer<typeof loggedStudentResponseSchema>;
