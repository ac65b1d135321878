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

/** The English of a reply that broke the contract (`invalid_response`); the error says it in the portal's language. */
export const INVALID_RESPONSE = 'Invalid response';

/**
 * True when an extension call (`EndpointExtension`) failed because the school's backend does not have
 * it: a 404 or a 405, whatever the body (a backend's own not-found page is no envelope at all).
 */
export const callNotOffered = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 405);
