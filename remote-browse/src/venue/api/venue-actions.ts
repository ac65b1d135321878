import {
  apiRequest,
  cartActionResponseSchema,
  queryKeys,
  rapidappPassportResponseSchema,
  venueActionResponseSchema,
  type CartActionResponse,
  type RapidappPassportResponse,
  type VenueActionInput,
  type VenueActionResponse,
} from '@portal/shared';
import type { QueryClient } from '@tanstack/react-query';

/** Spec section 7: the enroll and interest calls. The server refuses a stale one ('Action no longer valid'). */
export const addToCart = (input: VenueActionInput): Promise<CartActionResponse> =>
  apiRequest('cart/add', { method: 'POST', body: input, schema: cartActionResponseSchema });

export const joinWaitlist = (input: VenueActionInput): Promise<VenueActionResponse> =>
  apiRequest('waitlist/add', { method: 'POST', body: input, schema: venueActionResponseSchema });

export const leaveWaitlist = (input: VenueActionInput): Promise<VenueActionResponse> =>
  apiRequest('waitlist/remove', { method: 'POST', body: input, schema: venueActionResponseSchema });

export const showInterest = (input: VenueActionInput): Promise<VenueActionResponse> =>
  apiRequest('interests/add', { method: 'POST', body: input, schema: venueActionResponseSchema });

export const removeInterest = (input: VenueActionInput): Promise<VenueActionResponse> =>
  apiRequest('interests/remove', { method: 'POST', body: input, schema: venueActionResponseSchema });

export const startApplicationForm = (
  input: VenueActionInput & { student: number },
): Promise<RapidappPassportResponse> =>
  apiRequest('rapidapp/passport', { method: 'POST', body: input, schema: rapidappPassportResponseSchema });

/**
 * After an action: every venue's states (catalog), the shell's cart badge and mini-cart (cart, and
 * the logged student, whose reply carries the cart), and the wait list & interests page.
 */
export const invalidateAfterVenueAction = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.cart() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.student.logged() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.student.waitlistAndInterests() }),
  ]);
