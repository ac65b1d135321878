import * as z from 'zod';

export const relatedStudentSchema = z.object({ id: z.number().int(), name: z.string() });

export const studentSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string().nullable(),
  email: z.string(),
  photoUrl: z.string().nullable(),
  isVerified: z.boolean(),
  hasAxRecord: z.boolean(),
  requiresPersonalInfo: z.boolean(),
  isParent: z.boolean(),
  relatedStudents: z.array(relatedStudentSchema),
  /** Present while a guardian acts as one of their related students. */
  originalStudent: relatedStudentSchema.nullable(),
  info: z.object({ hasSignature: z.boolean(), signatureUrl: z.string().nullable() }),
});
export type Student = z.infer<typeof studentSchema>;

export const venueTypeSchema = z.enum(['CLASS', 'PATH']);
export type VenueType = z.infer<typeof venueTypeSchema>;

export const cartItemSchema = z.object({
  venue_type: venueTypeSchema,
  venue_id: z.number().int(),
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
  venueId: z.number().int(),
  registrationInfoId: z.number().int(),
});

export const loginInputSchema = z.object({
  email: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(100),
  passport: z.string().optional(),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const loginResponseSchema = z.object({
  student: studentSchema,
  token: z.string().min(1),
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
