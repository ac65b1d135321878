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
 * POST /rapidapp/passport (spec section 7: `student`, the student acting; the server checks it is the
 * signed-in or impersonated one): a passport of the student's for the external application-form tool.
 * A venue's Apply button also names the venue (`venueId` and `venueType`, together or not at all), so
 * that this API checks the button is still current and records the form as started from it (what My
 * Applications continues it on); a backend that does not know them gives the passport all the same.
 */
export const rapidappPassportInputSchema = z
  .object({
    student: idSchema,
    venueId: z.optional(idSchema),
    venueType: z.optional(venueTypeSchema),
  })
  .check(
    z.refine((input) => (input.venueId === undefined) === (input.venueType === undefined), {
      message: 'Name both the venue and its type, or neither',
      path: ['venueId'],
    }),
  );
export type RapidappPassportInput = z.infer<typeof rapidappPassportInputSchema>;

/**
 * The spec does not show the reply beyond the passport. `url`, where a school's own form tool takes
 * over, is this portal's: absent or null, nothing opens (the reference API has none).
 */
export const rapidappPassportResponseSchema = z.object({
  passport: z.string(),
  url: z.optional(z.nullable(z.string())),
});
export type RapidappPassportResponse = z.infer<typeof rapidappPassportResponseSchema>;

export const rapidappFormResponseSchema = z.object({ form: applicationFormEntrySchema });
