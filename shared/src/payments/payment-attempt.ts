import { ApiError } from '../api/api-error';
import { paymentFailureSchema, type PaymentFailure } from '../contracts/payment-info';
import * as z from '../zod';
import { sharedMessagesNow } from '../i18n/shared-catalog';

/**
 * One payment as the student sees it (shell spec section 4, Cart checkout; spec 4.1 confirm):
 * processing counts tries; a failure offers Retry and Back as the server allows; success ends it.
 *
 * Each submission carries an idempotency key. A repeat of a request whose reply never came (the
 * network failed) keeps its key, so the API answers it without charging again; after any reply a
 * new try gets a new key (the API would otherwise replay the refusal).
 */
export type PaymentOutcome<R> =
  | { status: 'idle'; tries: number }
  | { status: 'processing'; tries: number }
  | ({
      status: 'failed';
      tries: number;
      message: string;
      /** The refusal's `data` (null without a reply): a caller may find more in it, e.g. a field in error. */
      data: unknown;
    } & PaymentFailure)
  | { status: 'paid'; tries: number; result: R };

/** Shell spec section 8: 'Could not process' or the server's error, plus any exception. */
export const COULD_NOT_PROCESS = 'Could not process';

const hadNoReply = (error: unknown): boolean => !(error instanceof ApiError) || error.status === undefined;

/** Whether the next try of the same payment keeps its idempotency key. */
export const keepsKeyAfter = (error: unknown): boolean => hadNoReply(error);

export const failureOf = (error: unknown): { message: string } & PaymentFailure => {
  if (hadNoReply(error)) {
    const m = sharedMessagesNow();
    const message =
      error instanceof Error && error.message
        ? m('payments.couldNotProcessBecause', { reason: error.message })
        : m('payments.couldNotProcess');
    return { message, retryEnabled: true, backEnabled: true };
  }
  const apiError = error as ApiError;
  const flags = z.safeParse(paymentFailureSchema, apiError.data);
  return {
    message: apiError.message || sharedMessagesNow()('payments.couldNotProcess'),
    ...(flags.success ? flags.data : { retryEnabled: false, backEnabled: true }),
  };
};

/** A random key of 32 hex digits (crypto.randomUUID needs a secure context; this does not). */
export const newIdempotencyKey = (): string => {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};
