import * as z from '@portal/shared/zod';
import { applicationFormEntrySchema, venueStateSchema } from './catalog';
import { cartSchema, idSchema, venueTypeSchema } from '@portal/shared/contracts';

/*
 * Spec section 7: the enroll and interest calls take a venue (`venueActionInputSchema`, in
 * @portal/shared because the shell's mini-cart removes items too). The server acts only when the
 * venue's current state for the student allows the action; otherwise it replies with
 * ACTION_NO_LONGER_VALID.
 */

/** Spec section 4 and 8: the requested action must equal the current server state. */
export const ACTION_NO_LONGER_VALID = 'Action no longer valid';
export const ACTION_NO_LONGER_VALID_CODE = 'action_no_longer_valid';

/** Spec section 8: restricted content. */
export const RESTRICTED_MESSAGE =
  "You're not authorized to view this information, please sign in to continue.";

/** The venue's states after the action. */
export const venueActionResponseSchema = z.object({ state: venueStateSchema });
export type VenueActionResponse = z.infer<typeof venueActionResponseSchema>;

/** Cart changes also return the new cart (the shell's badge and mini-cart show it). */
export const cartActionResponseSchema = z.object({ state: venueStateSchema, cart: cartSchema });
export type CartActionResponse = z.infer<typeof cartActionResponseSchema>;

/**
 * POST /rapidapp/passport: starts the venue's application form (no status) or continues it
 * (status 'started'). `student` is the student acting, as in the spec; the server checks it is the
 * signed-in (or impersonated) one.
 */
export const rapidappPassportInputSchema = z.object({
  student: idSchema,
  venueId: idSchema,
  venueType: venueTypeSchema,
});
export type RapidappPassportInput = z.infer<typeof rapidappPassportInputSchema>;

export const rapidappPassportResponseSchema = z.object({
  passport: z.string(),
  form: applicationFormEntrySchema,
  /** Where the external application-form tool takes over; null when the school has none configured. */
  url: z.nullable(z.string()),
  state: venueStateSchema,
});
export type RapidappPassportResponse = z.infer<typeof rapidappPassportResponseSchema>;

export const rapidappFormResponseSchema = z.object({ form: applicationFormEntrySchema });
