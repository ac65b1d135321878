import * as z from '../zod';

/** Money travels as a number of dollars with at most 2 decimals; sums are done in cents. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** Spec 5.5: digits with up to 2 decimals (what a student types). */
export const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

/** An amount in a request: above 0, whole cents, at most a million. */
export const amountSchema = z.number().check(
  z.positive(),
  z.lte(1_000_000),
  z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Use at most 2 decimals'),
);
