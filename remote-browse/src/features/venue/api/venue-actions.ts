import { callEndpoint, refreshAcrossAreas, type VenueActionInput } from '@portal/shared';
import {
  browseEndpoints,
  type CartActionResponse,
  type RapidappPassportResponse,
  type VenueActionResponse,
} from '../../../contract';
import type { QueryClient } from '@tanstack/react-query';

/** Spec section 7: the enroll and interest calls. The server refuses a stale one ('Action no longer valid'). */
export const addToCart = (input: VenueActionInput): Promise<CartActionResponse> =>
  callEndpoint(browseEndpoints.addToCart, { body: input });

export const joinWaitlist = (input: VenueActionInput): Promise<VenueActionResponse> =>
  callEndpoint(browseEndpoints.joinWaitlist, { body: input });

export const leaveWaitlist = (input: VenueActionInput): Promise<VenueActionResponse> =>
  callEndpoint(browseEndpoints.leaveWaitlist, { body: input });

export const showInterest = (input: VenueActionInput): Promise<VenueActionResponse> =>
  callEndpoint(browseEndpoints.showInterest, { body: input });

export const removeInterest = (input: VenueActionInput): Promise<VenueActionResponse> =>
  callEndpoint(browseEndpoints.removeInterest, { body: input });

export const startApplicationForm = (
  input: VenueActionInput & { student: number },
): Promise<RapidappPassportResponse> => callEndpoint(browseEndpoints.startApplicationForm, { body: input });

/**
 * After an action: every venue's states (catalog), the shell's cart badge and mini-cart, and the
 * enrollments' wait list & interests page (the shared enrollment refresh).
 */
export const invalidateAfterVenueAction = (queryClient: QueryClient) =>
  refreshAcrossAreas(queryClient, 'enrollment');
