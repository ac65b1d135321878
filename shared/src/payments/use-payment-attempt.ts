import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../api/api-error';
import { failureOf, keepsKeyAfter, newIdempotencyKey, type PaymentOutcome } from './payment-attempt';

/**
 * Runs a payment call with the outcome and key rules of payment-attempt.ts. The call's input (card
 * numbers included) lives in a ref for Retry only: never in a query or mutation cache, storage or URL.
 */
export const usePaymentAttempt = <I, R>(pay: (input: I, idempotencyKey: string) => Promise<R>) => {
  const [outcome, setOutcome] = useState<PaymentOutcome<R>>({ status: 'idle', tries: 0 });
  const pending = useRef<{ input: I; key: string } | null>(null);
  const running = useRef(false);
  const tries = useRef(0);

  const run = useCallback(async () => {
    const attempt = pending.current;
    // A double click sends nothing twice: one request at a time.
    if (!attempt || running.current) return;
    running.current = true;
    tries.current += 1;
    setOutcome({ status: 'processing', tries: tries.current });
    try {
      const result = await pay(attempt.input, attempt.key);
      pending.current = null;
      setOutcome({ status: 'paid', tries: tries.current, result });
    } catch (error) {
      if (!keepsKeyAfter(error)) attempt.key = newIdempotencyKey();
      const data = error instanceof ApiError ? error.data : null;
      setOutcome({ status: 'failed', tries: tries.current, ...failureOf(error), data });
    } finally {
      running.current = false;
    }
  }, [pay]);

  /** A new payment (the Pay button): a new key. */
  const submit = useCallback(
    (input: I) => {
      if (running.current) return;
      pending.current = { input, key: newIdempotencyKey() };
      void run();
    },
    [run],
  );

  /** Retry the same payment. */
  const retry = useCallback(() => void run(), [run]);

  /** Back to the form: the details may change, so the next Pay is a new payment. */
  const back = useCallback(() => {
    pending.current = null;
    setOutcome({ status: 'idle', tries: tries.current });
  }, []);

  return { outcome, submit, retry, back };
};
