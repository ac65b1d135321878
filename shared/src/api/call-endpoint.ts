import { apiRequest } from './api-client';
import {
  endpointUrl,
  type AnyEndpoint,
  type EndpointInput,
  type EndpointOutput,
  type HasNoInput,
} from './endpoint';

export type CallOptions = { signal?: AbortSignal };

type CallArgs<E extends AnyEndpoint> =
  HasNoInput<E> extends true
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/**
 * Calls an endpoint defined with `defineEndpoint`: its path with the params put in, its method and
 * body, and its response schema, through `apiRequest` (the envelope, headers and errors are its).
 */
export const callEndpoint = <E extends AnyEndpoint>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<EndpointOutput<E>> => {
  const parts = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
  return apiRequest(endpointUrl(endpoint, parts), {
    method: endpoint.method,
    // A POST without a body schema sends `{}`, as the portal always has (logout, for one).
    body: endpoint.method === 'POST' ? (parts.body ?? {}) : undefined,
    schema: endpoint.response,
    signal: options?.signal,
    keepsReplies: endpoint.keepsReplies,
  }) as Promise<EndpointOutput<E>>;
};
