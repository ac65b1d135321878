import * as z from '../zod';
import { defineEndpoint } from '../api/endpoint';
import { idSchema } from './input';
import { cartSchema, venueTypeSchema } from './student';

/**
 * Spec section 7: /cart/add, /cart/remove, /waitlist/add, /waitlist/remove, /interests/add and
 * /interests/remove all take a venue. Shared because the shell's mini-cart removes items too.
 */
export const venueActionInputSchema = z.object({
  venueId: idSchema,
  venueType: venueTypeSchema,
});
export type VenueActionInput = z.infer<typeof venueActionInputSchema>;

/**
 * The confirmations the spec asks for before leaving a wait list and removing interest (shell spec
 * section 4): browse's venue buttons and the Wait List & Interests page ask the same.
 */
export const venueListConfirmations = {
  leaveWaitlist: {
    title: 'Remove from Waitlist',
    content: 'Do you want to remove the class/program from the wait list?',
  },
  removeInterest: {
    title: 'Remove Interest',
    content: 'Do you want to remove your interest from the class/program?',
  },
} as const;

/** The cart: the shell's badge and mini-cart, browse's enroll buttons, checkout. */
export const cartEndpoints = {
  getCart: defineEndpoint({ method: 'GET', path: 'cart', response: cartSchema }),
  /**
   * Replies `{ state, cart }` (browse's addToCart reads the same pair); the mini-cart refetches the
   * cart instead, so the reply is not read here.
   */
  removeFromCart: defineEndpoint({
    method: 'POST',
    path: 'cart/remove',
    body: venueActionInputSchema,
    response: z.unknown(),
    // The item is found by its venue in the acting student's own cart.
    ids: { venueId: 'shared' },
  }),
} as const;
