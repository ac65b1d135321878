import * as z from '@portal/shared/zod';
import { cartSchema, defineEndpoint, idParamSchema, paymentResultSchema } from '@portal/shared/contracts';
import { chargeListSchema, documentLinkSchema, payChargesInputSchema, paymentListSchema } from './charges';
import {
  checkoutInputSchema,
  checkoutResultSchema,
  discountInputSchema,
  howDoYouHearListSchema,
} from './checkout';

/**
 * The payments area's calls: the cart's checkout (shell spec section 7) and the account charges
 * (spec 7.2). All of them act on the signed-in (or acted-as) student's own cart and account.
 */
export const paymentsEndpoints = {
  applyDiscount: defineEndpoint({
    method: 'POST',
    path: 'cart/discount/',
    body: discountInputSchema,
    response: cartSchema,
    // The item is looked up in the acting student's own cart.
    ids: { venue_id: 'shared' },
  }),
  getHowDoYouHearList: defineEndpoint({
    method: 'GET',
    path: 'cart/how_do_you_hear_list',
    response: howDoYouHearListSchema,
  }),
  checkout: defineEndpoint({
    method: 'POST',
    path: 'cart/checkout',
    body: checkoutInputSchema,
    response: checkoutResultSchema,
    ids: { howYouHearId: 'shared' },
    extraFields: {
      amount:
        'the total due as the student saw it, so that a cart priced differently since is refused, not charged',
      idempotencyKey:
        'one key per payment attempt, so that a retry after a lost reply never charges twice (ADR 009)',
    },
  }),

  getPayableCharges: defineEndpoint({
    method: 'GET',
    path: 'student/account/payable_charges',
    response: chargeListSchema,
  }),
  getCharges: defineEndpoint({ method: 'GET', path: 'student/account/charges', response: chargeListSchema }),
  getPayments: defineEndpoint({
    method: 'GET',
    path: 'student/account/payments',
    response: paymentListSchema,
  }),
  payCharges: defineEndpoint({
    method: 'POST',
    path: 'student/account/charges/pay',
    body: payChargesInputSchema,
    response: paymentResultSchema,
    // chargeId (inside `charges`) is looked up among the acting student's charges.
    extraFields: {
      idempotencyKey:
        'one key per payment attempt, so that a retry after a lost reply never charges twice (ADR 009)',
    },
  }),
  getReceiptLink: defineEndpoint({
    method: 'GET',
    path: 'student/account/payment/:id/receipt/link',
    params: z.object({ id: idParamSchema() }),
    response: documentLinkSchema,
    ids: { id: 'owned' },
  }),
  getStatementLink: defineEndpoint({
    method: 'GET',
    path: 'student/account/statement/link',
    response: documentLinkSchema,
  }),
} as const;
