import {
  callEndpoint,
  cartTotals,
  getCartQueryOptions,
  queryKeys,
  refreshAcrossAreas,
  type Cart,
  type Payment,
} from '@portal/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  paymentsEndpoints,
  paymentsQueryKeys,
  type CheckoutResult,
  type DiscountInput,
} from '../../../contract';

export const useCart = () => useQuery(getCartQueryOptions());

export const getHowDoYouHearList = (signal?: AbortSignal) =>
  callEndpoint(paymentsEndpoints.getHowDoYouHearList, {}, { signal });

export const getHowDoYouHearListQueryOptions = () =>
  queryOptions({
    queryKey: paymentsQueryKeys.howDoYouHear(),
    queryFn: ({ signal }) => getHowDoYouHearList(signal),
    staleTime: Infinity,
  });

export const useHowDoYouHearList = () => useQuery(getHowDoYouHearListQueryOptions());

export const applyDiscount = (input: DiscountInput): Promise<Cart> =>
  callEndpoint(paymentsEndpoints.applyDiscount, { body: input });

/** Applies a discount code to one item; the reply is the cart, shown at once everywhere. */
export const useApplyDiscount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyDiscount,
    onSuccess: (cart) => queryClient.setQueryData(queryKeys.cart(), cart),
  });
};

export type CheckoutRequest = { cart: Cart; payment: Payment; howYouHearId: number | null };

export const checkout = (
  { cart, payment, howYouHearId }: CheckoutRequest,
  idempotencyKey: string,
): Promise<CheckoutResult> =>
  callEndpoint(paymentsEndpoints.checkout, {
    body: {
      paymentInfo: payment,
      howYouHearId,
      cart: {
        items: cart.items.map((item) => ({ venue_type: item.venue_type, venue_id: item.venue_id })),
        total_price: cart.total_price,
        total_discount: cart.total_discount,
      },
      amount: cartTotals(cart).amountDue,
      idempotencyKey,
    },
  });

/**
 * After a paid checkout: the reply's cart replaces the student's (the shell's badge and mini-cart
 * follow), and what the enrollments changed reloads in every area (the classes' enroll states, the
 * header's counts, the enrollment lists) and here (the account).
 */
export const useAfterCheckout = () => {
  const queryClient = useQueryClient();
  return (result: CheckoutResult) => {
    queryClient.setQueryData(queryKeys.cart(), result.cart);
    void refreshAcrossAreas(queryClient, 'paidCheckout');
    void queryClient.invalidateQueries({ queryKey: paymentsQueryKeys.all() });
  };
};
