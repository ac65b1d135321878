import { queryOptions } from '@tanstack/react-query';
import { cartEndpoints } from '../contracts/cart';
import type { Cart, VenueType } from '../contracts/student';
import { queryKeys } from '../query/query-keys';
import { callEndpoint } from './call-endpoint';

export const getCart = (signal?: AbortSignal): Promise<Cart> =>
  callEndpoint(cartEndpoints.getCart, {}, { signal });

export const getCartQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.cart(), queryFn: ({ signal }) => getCart(signal) });

export type CartVenue = { venueId: number; venueType: VenueType };

/** Removes a class or pathway from the cart; callers refetch the cart (its query key) afterwards. */
export const removeFromCart = (venue: CartVenue): Promise<unknown> =>
  callEndpoint(cartEndpoints.removeFromCart, { body: venue });
