import type * as z from '../zod';

/**
 * Who may call an endpoint:
 * - `student`: a signed-in student (a valid bearer token), else 401. The default.
 * - `optional`: visitors too; a request that sends an Authorization header must carry a valid token
 *   (401 otherwise), so that an expired session is noticed rather than served a visitor's reply.
 * - `public`: anyone; the API does not look at the token (a handler may still read it).
 */
export type EndpointAuth = 'student' | 'optional' | 'public';

export type EndpointMethod = 'GET' | 'POST';

type AnySchema = z.ZodMiniType;

type MaybeSchema = AnySchema | undefined;

/**
 * Whose thing an id in a request names (`EndpointSpec.ids`):
 * - `owned`: an object of one student's own (an address, a phone contact, a student to act as). The API
 *   must look it up within the acting student's records (or their relations), never take it on trust.
 * - `shared`: the school's, which any caller may name (a class, a form, an address type).
 */
export type IdOwner = 'owned' | 'shared';

/** The fields of an input, nested ones by dotted path (`newAddress.addressTypeId`). */
type FieldPath<T> = T extends readonly unknown[]
  ? never
  : T extends object
    ? { [K in keyof T & string]: K | `${K}.${FieldPath<NonNullable<T[K]>>}` }[keyof T & string]
    : never;

type InputFields<S extends MaybeSchema> = [S] extends [AnySchema] ? FieldPath<z.input<S>> : never;

/** Each id a request carries (a path param, a query field, a body field by its path) and whose thing it names. */
export type EndpointIds<P extends MaybeSchema, Q extends MaybeSchema, B extends MaybeSchema> = Partial<
  Record<InputFields<P> | InputFields<Q> | InputFields<B>, IdOwner>
>;

/**
 * A call of the portal's own, which neither spec document's section 7 has: a school's backend may not
 * answer it. The portal still works without it (`callNotOffered` tells a 404 or 405 apart), and
 * `whenMissing` says how; the reference API answers 404 to every extension in its spec-only mode
 * (API_SPEC_ONLY=1), where the browser suite proves it.
 */
export interface EndpointExtension {
  /** Why the portal calls it. */
  why: string;
  /** What the portal does when the backend does not have it. */
  whenMissing: string;
}

/** What `defineEndpoint` takes: one call of the API, defined once for the client and the server. */
export interface EndpointSpec<
  M extends EndpointMethod,
  P extends MaybeSchema,
  Q extends MaybeSchema,
  B extends MaybeSchema,
  R extends AnySchema,
  A extends EndpointAuth,
> {
  method: M;
  /** Relative to /api/, as the client sends it; `:name` segments are path params (`course/:id`). */
  path: string;
  /** Path params: strings on the wire, so numbers need coercing schemas. */
  params?: P;
  /** The query string (GET). */
  query?: Q;
  /**
   * The JSON body (POST). A POST without one sends `{}` and the API ignores what it gets.
   */
  body?: B;
  /** The `data` of an ok envelope. */
  response: R;
  /** `student` when left out: a route opts out of sign-in explicitly. */
  auth?: A;
  /**
   * Every id the call takes, and whose thing it names: `{ addressId: 'owned' }`,
   * `{ venueId: 'shared' }`; none when left out. The access matrix (api/src/access-matrix.test.ts)
   * calls every signed-in endpoint as the owner, other students, guardians and with bad tokens, and
   * expects an `owned` id of someone else's to be refused; it fails on an id-like field (`id`,
   * `...Id`, `..._id`, an `idSchema`) that is not listed here.
   */
  ids?: EndpointIds<P, Q, B>;
  /** Set only for a call that is not in section 7 of the spec (see `EndpointExtension`). */
  extension?: EndpointExtension;
  /**
   * Body or query fields a spec call carries beyond those section 7 names, each with why: a backend
   * ignores a field it does not know, so the call works without them (api/src/spec-calls.test.ts).
   */
  extraFields?: Partial<Record<InputFields<Q> | InputFields<B>, string>>;
  /**
   * A POST after which every GET reply still says the same: a read that takes its filter in a body (a
   * registration form, an enrollment), a navigation log record. Any other POST may change what a reply
   * says, and the client forgets the replies it asked for early (early-replies.ts).
   */
  keepsReplies?: true;
}

/** One call of the API, as `defineEndpoint` returns it: every part present (`undefined` when absent). */
export interface Endpoint<
  M extends EndpointMethod = EndpointMethod,
  P extends MaybeSchema = MaybeSchema,
  Q extends MaybeSchema = MaybeSchema,
  B extends MaybeSchema = MaybeSchema,
  R extends AnySchema = AnySchema,
  A extends EndpointAuth = EndpointAuth,
> {
  readonly method: M;
  readonly path: string;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly response: R;
  readonly auth: A;
  /** `{}` when the call takes no id. */
  readonly ids: Readonly<Partial<Record<string, IdOwner>>>;
  readonly extension: EndpointExtension | undefined;
  /** `{}` when the call carries only the fields section 7 names. */
  readonly extraFields: Readonly<Partial<Record<string, string>>>;
  readonly keepsReplies: boolean;
}

export type AnyEndpoint = Endpoint;

/** Defines one call of the API; `auth` defaults to `student`, `ids` to none. */
export const defineEndpoint = <
  M extends EndpointMethod,
  R extends AnySchema,
  P extends MaybeSchema = undefined,
  Q extends MaybeSchema = undefined,
  B extends MaybeSchema = undefined,
  A extends EndpointAuth = 'student',
>(
  spec: EndpointSpec<M, P, Q, B, R, A>,
): Endpoint<M, P, Q, B, R, A> => ({
  method: spec.method,
  path: spec.path,
  params: spec.params as P,
  query: spec.query as Q,
  body: spec.body as B,
  response: spec.response,
  auth: spec.auth ?? ('student' as A),
  ids: spec.ids ?? {},
  extension: spec.extension,
  extraFields: spec.extraFields ?? {},
  keepsReplies: spec.keepsReplies === true,
});

type Part<K extends string, S> = [S] extends [AnySchema]
  ? { [key in K]: z.input<S> }
  : { [key in K]?: never };

/** What a caller passes: `{ params, query, body }`, each only where the endpoint has one. */
export type EndpointInput<E extends AnyEndpoint> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'body', E['body']>;

type Parsed<K extends string, S> = [S] extends [AnySchema] ? { [key in K]: z.output<S> } : unknown;

/** What a handler receives: each part after its schema parsed it. */
export type ParsedEndpointInput<E extends AnyEndpoint> = Parsed<'params', E['params']> &
  Parsed<'query', E['query']> &
  Parsed<'body', E['body']>;

/** The reply's data. */
export type EndpointOutput<E extends AnyEndpoint> = z.output<E['response']>;

/** True when the endpoint takes no params, query or body (its input may be left out). */
export type HasNoInput<E extends AnyEndpoint> = [E['params'] | E['query'] | E['body']] extends [undefined]
  ? true
  : false;

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The names of an endpoint path's params, in order (`course/:id/classes` -> ['id']). */
export const pathParamNames = (path: string): string[] => [...path.matchAll(PARAM)].map((m) => m[1]!);

/**
 * The path a client requests: params put in (URI-encoded) and the query appended. Values are sent
 * as given, not parsed: the server validates them and answers in the spec's words.
 */
export const endpointUrl = (
  endpoint: Pick<AnyEndpoint, 'path'>,
  input: { params?: unknown; query?: unknown } = {},
): string => {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(PARAM, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null)
      throw new Error(`Missing path param "${name}" for ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
  const query = Object.entries((input.query ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
};
