/** What every failed API call throws: the server's errorMessage, or the network's message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** The server's errorCode (spec section 8), `network` when no reply came, `invalid_response` when the reply broke the contract. */
    readonly code: string | undefined,
    readonly status: number | undefined,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const INVALID_RESPONSE = 'Invalid response';
