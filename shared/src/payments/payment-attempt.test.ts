import { ApiError } from '../api/api-error';
import { COULD_NOT_PROCESS, failureOf, keepsKeyAfter, newIdempotencyKey } from './payment-attempt';

describe('idempotency keys', () => {
  it('are 32 hex digits and new each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('are kept after a request that got no reply (the API may have charged)', () => {
    expect(keepsKeyAfter(new ApiError('Failed to fetch', 'network', undefined))).toBe(true);
    expect(keepsKeyAfter(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('are replaced after any reply', () => {
    expect(keepsKeyAfter(new ApiError('Declined', 'payment_declined', 402))).toBe(false);
    expect(keepsKeyAfter(new ApiError('Gateway', 'gateway_error', 502))).toBe(false);
    expect(keepsKeyAfter(new ApiError('Busy', 'payment_in_progress', 409))).toBe(false);
  });
});

describe('the failure shown', () => {
  it("is the server's message with its Retry and Back flags", () => {
    const error = new ApiError('Your card was declined.', 'payment_declined', 402, {
      retryEnabled: false,
      backEnabled: true,
    });
    expect(failureOf(error)).toEqual({
      message: 'Your card was declined.',
      retryEnabled: false,
      backEnabled: true,
    });
  });

  it('offers Back only when the server gave no flags', () => {
    expect(failureOf(new ApiError('Cart changed', 'cart_changed', 409, null))).toEqual({
      message: 'Cart changed',
      retryEnabled: false,
      backEnabled: true,
    });
  });

  it("is 'Could not process' with an empty server message", () => {
    expect(failureOf(new ApiError('', 'server-error', 500, null)).message).toBe(COULD_NOT_PROCESS);
  });

  it("is 'Could not process' plus the exception without a reply, with Retry", () => {
    expect(failureOf(new ApiError('Failed to fetch', 'network', undefined))).toEqual({
      message: 'Could not process: Failed to fetch',
      retryEnabled: true,
      backEnabled: true,
    });
  });
});
