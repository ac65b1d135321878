import * as z from '@portal/shared/zod';
import {
  amountSchema,
  cartSchema,
  idempotencyKeySchema,
  idSchema,
  noControlChars,
  paymentResultSchema,
  paymentSchema,
  venueTypeSchema,
} from '@portal/shared/contracts';

/** Shell spec section 7: POST /cart/discount/ (names as the spec gives them). */
export const discountInputSchema = z.object({
  venue_type: venueTypeSchema,
  venue_id: idSchema,
  discount_code: z.string().check(z.trim(), noControlChars(), z.minLength(1), z.maxLength(40)),
});
export type DiscountInput = z.infer<typeof discountInputSchema>;

export const howDoYouHearOptionSchema = z.object({ id: z.int(), title: z.string() });
export type HowDoYouHearOption = z.infer<typeof howDoYouHearOptionSchema>;
export const howDoYouHearListSchema = z.object({ options: z.array(howDoYouHearOptionSchema) });

/**
 * Shell spec section 7: POST /cart/checkout. The cart is what the student saw; the API prices the
 * cart it holds and refuses when the two differ, so nothing is paid for that was not shown.
 */
export const checkoutInputSchema = z.object({
  paymentInfo: paymentSchema,
  howYouHearId: z.nullable(idSchema),
  cart: z.object({
    items: z
      .array(z.object({ venue_type: venueTypeSchema, venue_id: idSchema }))
      .check(z.minLength(1), z.maxLength(100)),
    total_price: z.number().check(z.minimum(0), z.lte(10_000_000)),
    total_discount: z.number().check(z.minimum(0), z.lte(10_000_000)),
  }),
  /** Total amount due as shown. */
  amount: z.union([z.literal(0), amountSchema]),
  idempotencyKey: idempotencyKeySchema,
});
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

/** A paid checkout: the payment result and the cart that replaces the student's (empty). */
export const checkoutResultSchema = z.object({
  ...paymentResultSchema.shape,
  cart: cartSchema,
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;
