import * as z from '../zod';
import { noControlChars } from './input';

/**
 * Spec section 3, Payment info: what a payment method card reports and what a payment call carries.
 * Shared: payments' card makes it and registration pays with it. The rules (card brands, the routing
 * checksum) are payments' (remote-payments/src/contract/payment-rules.ts); the API checks them again.
 */
export const PAYMENT_TYPES = ['paypal', 'credit-card', 'account-transfer', 'student-credit'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Spec section 9, input lengths. */
export const PAYMENT_LIMITS = {
  nameOnCard: 40,
  billingName: 250,
  address: 250,
  city: 50,
  state: 2,
  zipCode: 20,
  phone: 10,
  phoneMin: 7,
  email: 100,
} as const;

const text = (max: number) => z.string().check(z.trim(), noControlChars(), z.minLength(1), z.maxLength(max));
const digits = (pattern: RegExp) => z.string().check(z.regex(pattern));

export const billingInfoSchema = z.object({
  firstName: text(PAYMENT_LIMITS.billingName),
  lastName: text(PAYMENT_LIMITS.billingName),
  address: text(PAYMENT_LIMITS.address),
  city: text(PAYMENT_LIMITS.city),
  state: z.string().check(z.trim(), z.regex(/^[A-Za-z]{2}$/)),
  zipCode: text(PAYMENT_LIMITS.zipCode),
  phone: z.string().check(z.trim(), z.regex(/^\d{7,10}$/)),
  email: z.string().check(z.trim(), z.maxLength(PAYMENT_LIMITS.email), z.regex(z.regexes.email)),
});
export type BillingInfo = z.infer<typeof billingInfoSchema>;

export const creditCardInfoSchema = z.object({
  nameOnCard: text(PAYMENT_LIMITS.nameOnCard),
  /** Digits only (the mask's spaces removed). */
  cardNumber: digits(/^\d{12,19}$/),
  /** MM/YY. */
  expirationDate: digits(/^\d{2}\/\d{2}$/),
  securityCode: digits(/^\d{3,4}$/),
});
export type CreditCardInfo = z.infer<typeof creditCardInfoSchema>;

export const accountTransferInfoSchema = z.object({
  routingNumber: digits(/^\d{9}$/),
  accountNumber: digits(/^(\d{10}|\d{12})$/),
});
export type AccountTransferInfo = z.infer<typeof accountTransferInfoSchema>;

/** The digital wallet's authorization id (spec 7.5: the order is created, then authorized). */
export const walletInfoSchema = z.object({
  authorizationCode: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
});
export type WalletInfo = z.infer<typeof walletInfoSchema>;

/** A payment as a payment call carries it: the card's report without its client-side `valid`. */
export const paymentSchema = z.union([
  z.object({
    type: z.literal('credit-card'),
    paymentInfo: creditCardInfoSchema,
    billingInfo: billingInfoSchema,
  }),
  z.object({
    type: z.literal('account-transfer'),
    paymentInfo: accountTransferInfoSchema,
    billingInfo: billingInfoSchema,
  }),
  z.object({
    type: z.literal('paypal'),
    paymentInfo: walletInfoSchema,
    billingInfo: z.nullable(billingInfoSchema),
  }),
  z.object({
    type: z.literal('student-credit'),
    paymentInfo: z.nullable(z.object({})),
    billingInfo: z.nullable(billingInfoSchema),
  }),
]);
export type Payment = z.infer<typeof paymentSchema>;

/** What the payment method card reports (spec 3, Payment info): the payment, and whether it is complete. */
export type PaymentInfoReport =
  | (Payment & { valid: true })
  | {
      type: PaymentType;
      valid: false;
      paymentInfo: Partial<CreditCardInfo & AccountTransferInfo & WalletInfo> | null;
      billingInfo: Partial<BillingInfo> | null;
    };

/**
 * One try of one payment: the client makes a new key for each submission and sends the same key when
 * it repeats a request whose reply was lost, so that the API charges once.
 */
export const idempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9-]{16,64}$/));

/** Spec section 3, Payment result. */
export const paymentResultSchema = z.object({
  paidAmount: z.number(),
  verificationCode: z.string(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/**
 * The `data` of a refused payment (spec shell section 8: checkout failure): whether trying again can
 * help and whether going back to change the method can.
 */
export const paymentFailureSchema = z.object({ retryEnabled: z.boolean(), backEnabled: z.boolean() });
export type PaymentFailure = z.infer<typeof paymentFailureSchema>;
