import * as z from 'zod/mini';

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
  relatedStudents: z.array(relatedStudentSchema),
  /** Present while a guardian acts as one of their related students. */
  originalStudent: z.nullable(relatedStudentSchema),
  info: z.object({ hasSignature: z.boolean(), signatureUrl: z.nullable(z.string()) }),
});
export type Student = z.infer<typeof studentSchema>;

export const venueTypeSchema = z.enum(['CLASS', 'PATH']);
export type VenueType = z.infer<typeof venueTypeSchema>;

export const cartItemSchema = z.object({
  venue_type: venueTypeSchema,
  venue_id: z.int(),
  price: z.number(),
  venue_data: z.object({ title: z.string(), code: z.string(), dateRange: z.string() }),
});
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  total_price: z.number(),
  total_discount: z.number(),
});
export type Cart = z.infer<typeof cartSchema>;

export const pendingRegistrationFormSchema = z.object({
  title: z.string(),
  venueType: venueTypeSchema,
  venueId: z.int(),
  registrationInfoId: z.int(),
});

export const loginInputSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  password: z.string().check(z.minLength(1), z.maxLength(100)),
  passport: z.optional(z.string()),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const loginResponseSchema = z.object({
  student: studentSchema,
  token: z.string().check(z.minLength(1)),
  cart: cartSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const loggedStudentResponseSchema = z.object({
  student: studentSchema,
  requiredActions: z.array(z.string()),
  pendingRegistrationForms: z.array(pendingRegistrationFormSchema),
  cart: cartSchema,
});
export type LoggedStudentResponse = z.infer<typeof loggedStudentResponseSchema>;
