import {
  callEndpoint,
  cartTotals,
  getCartQueryOptions,
  queryKeys,
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

const howDoYouHearQueryOptions = () =>
  queryOptions({
    queryKey: paymentsQueryKeys.howDoYouHear(),
    queryFn: ({ signal }) => callEndpoint(paymentsEndpoints.getHowDoYouHearList, {}, { signal }),
    staleTime: Infinity,
  });

export const useHowDoYouHearList = () => useQuery(howDoYouHearQueryOptions());

/** Applies a discount code to one item; the reply is the cart, shown at once everywhere. */
export const useApplyDiscount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DiscountInput) => callEndpoint(paymentsEndpoints.applyDiscount, { body: input }),
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
 * follow), and what the enrollments changed reloads: the classes' enroll states, the logged student's
 * cart, the account.
 */
export const useAfterCheckout = () => {
  const queryClient = useQueryClient();
  return (result: CheckoutResult) => {
    queryClient.setQueryData(queryKeys.cart(), result.cart);
    void queryClient.invalidateQueries({ queryKey: queryKeys.student.logged() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all() });
    void queryClient.invalidateQueries({ queryKey: paymentsQueryKeys.all() });
  };
};
