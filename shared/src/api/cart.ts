import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { cartSchema, type Cart, type VenueType } from '../contracts/student';
import { queryKeys } from '../query/query-keys';
import { apiRequest } from './api-client';

export const getCart = (signal?: AbortSignal): Promise<Cart> =>
  apiRequest('cart', { schema: cartSchema, signal });

export const getCartQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.cart(), queryFn: ({ signal }) => getCart(signal) });

export type CartVenue = { venueId: number; venueType: VenueType };

/** Removes a class or pathway from the cart; callers refetch the cart (its query key) afterwards. */
export const removeFromCart = (venue: CartVenue): Promise<unknown> =>
  apiRequest('cart/remove', { method: 'POST', body: venue, schema: z.unknown() });
