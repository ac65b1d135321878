import type { AnyEndpoint } from './contracts';
import { allEndpoints } from './endpoints';
import { routeUrl } from './http/register-endpoint';
import { type TestContext, useSignedInTest } from '../test/support/context';

/*
 * The fuzz test: walks `allEndpoints` (so a new endpoint is covered by construction) and sends
 * malformed input to every endpoint with a body, path params or a query, over HTTP, with a valid
 * student token where the endpoint looks at one. Each must be refused with a 4xx and the error
 * envelope, never a 5xx, and must leave the database as it was.
 *
 * Body cases come from the body schema's shape: a valid sample is built from it (field-name hints
 * for formatted fields), then each field is replaced in turn (wrong types, null, arrays, control
 * characters, huge strings, out-of-range ids...), plus generic bodies (not an object, invalid JSON,
 * a wrong content type, deep nesting, `__proto__` / `constructor` keys, too large).
 */

const MAX_INT = 2 ** 31;
const CONTROL = ['a\u0000b', '\u0000', 'x\u0001y', 'x\u0008y', 'x\u001b[31my', 'x\u007fy', '\u001f'];
const DEEP_TEXT = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
const deepValue = (depth: number): unknown => (depth === 0 ? 1 : { a: deepValue(depth - 1) });

// ---------------------------------------------------------------- the schema's shape

interface Def {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  element?: Schema;
  in?: Schema;
  options?: Schema[];
  entries?: Record<string, string>;
  values?: unknown[];
  checks?: unknown[];
}
interface Schema {
  _zod: { def: Def };
  safeParse(value: unknown): { success: boolean };
}
type Kind = 'string' | 'number' | 'boolean' | 'enum' | 'other';
interface Leaf {
  path: string[];
  kind: Kind;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional']);
const unwrap = (schema: Schema): Schema => {
  let s = schema;
  for (;;) {
    const def = s._zod.def;
    if (WRAPPERS.has(def.type) && def.innerType) s = def.innerType;
    else if (def.type === 'pipe' && def.in) s = def.in;
    else return s;
  }
};

/** Sample values for fields whose format a generic string would not meet. */
const HINTS: [RegExp, string][] = [
  [/email/i, 'fuzz@example.com'],
  [/password/i, 'Fuzz#2026x'],
  [/zip/i, '43215'],
  [/phone/i, '6145550100'],
  [/state/i, 'OH'],
  [/dob/i, '2000-01-01'],
  [/photo|signature/i, 'data:image/png;base64,iVBORw0KGgo='],
  // Payments: the simulated gateway's test data (areas/payments/services/gateway.ts).
  [/^cardNumber$/, '4111111111111111'],
  [/^expirationDate$/, '12/30'],
  [/^securityCode$/, '123'],
  [/^idempotencyKey$/, 'fuzz-key-0000000001'],
  // Documents: the files of an upload (a list of data URLs).
  [/^(images|documents)$/, 'data:image/png;base64,iVBORw0KGgo='],
  // Enrollments: a report's dates (ISO days; the same day for both is allowed).
  [/^(startDate|endDate)$/, '2026-01-15'],
  // Client reports: a remote's name and a route pattern.
  [/^remote$/, 'browse'],
  [/^page$/, '/category/:id'],
];

/** A value of the schema's shape (checked with safeParse by the caller), and its leaves. */
function sample(schema: Schema, path: string[], leaves: Leaf[]): unknown {
  const s = unwrap(schema);
  const def = s._zod.def;
  // A list's element is named by the list (`images.0` by `images`).
  const name = [...path].reverse().find((key) => !/^\d+$/.test(key)) ?? '';
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(def.shape ?? {}))
        out[key] = sample(child, [...path, key], leaves);
      return out;
    }
    case 'string':
      leaves.push({ path, kind: 'string' });
      return HINTS.find(([re]) => re.test(name))?.[1] ?? 'Fuzz value';
    case 'number':
      leaves.push({ path, kind: 'number' });
      return 1;
    case 'boolean':
      leaves.push({ path, kind: 'boolean' });
      return true;
    case 'enum':
      leaves.push({ path, kind: 'enum' });
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'union':
      return sample(def.options![0]!, path, leaves);
    case 'array':
      // One element (a list may have to hold one: the cart's items, the charges paid), fuzzed as a field.
      return def.element ? [sample(def.element, [...path, '0'], leaves)] : [];
    default:
      leaves.push({ path, kind: 'other' });
      return null;
  }
}

const setAt = (value: unknown, path: string[], replacement: unknown, remove = false): unknown => {
  const copy = structuredClone(value) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path[path.length - 1]!;
  if (remove) delete node[last];
  else node[last] = replacement;
  return copy;
};

// ---------------------------------------------------------------- the cases

interface Case {
  endpoint: AnyEndpoint;
  label: string;
  url: string;
  /** Raw text: sent as is. */
  payload?: string;
  contentType?: string;
}

const fill = (path: string, value: string) => path.replace(/:([A-Za-z_]\w*)/g, () => value);
const urlOf = (endpoint: AnyEndpoint, param = '1') => `/api${routeUrl({ path: fill(endpoint.path, param) })}`;

/** Field values no contract accepts, by the field's type. */
function fieldMutations(kind: Kind): [string, unknown][] {
  const common: [string, unknown][] = [
    ['array', []],
    ['object', {}],
    ['nested', deepValue(200)],
  ];
  switch (kind) {
    case 'string':
      return [
        ...common,
        ['number', 12345],
        ['boolean', true],
        ['huge string', 'x'.repeat(100_001)],
        ...CONTROL.map((c): [string, unknown] => [`control ${JSON.stringify(c)}`, `Fuzz${c}`]),
      ];
    case 'number':
      return [
        ...common,
        ['0', 0],
        ['-1', -1],
        ['2^31', MAX_INT],
        ['2^53', 2 ** 53],
        ['1.5', 1.5],
        ['-2^31-1', -MAX_INT - 1],
        ['1e308', 1e308],
        ['string', '1'],
        ['boolean', true],
      ];
    case 'boolean':
      return [...common, ['string', 'true'], ['1', 1], ['0', 0]];
    case 'enum':
      return [...common, ['unknown value', 'NOT_A_VALUE'], ['number', 1], ['control', 'CLASS\u0000']];
    case 'other':
      return [];
  }
}

/**
 * Field mutations that are not malformed for their endpoint: values the contract accepts and the
 * handler rightly takes as they are (they would be stored), so they are not sent. Everywhere else a
 * value the contract accepts is still sent, for the handler to refuse (an amount of 0, say).
 */
const NOT_MALFORMED = new Set([
  // A web vital's value is a measurement: a CLS of 0 or 1.5 is one (areas/reports stores it as sent).
  'POST portal/reports reports.0.value: 0',
  'POST portal/reports reports.0.value: 1.5',
]);

function bodyCases(endpoint: AnyEndpoint): Case[] {
  const url = urlOf(endpoint);
  const cases: Case[] = [];
  const raw = (label: string, payload: string, contentType?: string) =>
    cases.push({ endpoint, label, url, payload, contentType });
  // Any POST: what its JSON parser and content-type handling refuse.
  for (const text of ['{', '{"a":1', "{'a':1}", '{"a":1,}', 'undefined', 'NaN', '{"a":"\\x00"}', '\u0000'])
    raw(`invalid JSON ${JSON.stringify(text)}`, text);
  raw('__proto__ key', '{"__proto__":{"isAdmin":true}}');
  raw('constructor key', '{"constructor":{"prototype":{"isAdmin":true}}}');
  raw('too large', JSON.stringify({ a: 'x'.repeat(3 * 1024 * 1024) }));
  // A POST without a body schema ignores any well-formed JSON (logout would log out).
  if (!endpoint.body) return cases;
  raw('deep nesting', DEEP_TEXT);

  const schema = endpoint.body as unknown as Schema;
  const leaves: Leaf[] = [];
  const valid = sample(schema, [], leaves);
  if (!schema.safeParse(valid).success)
    throw new Error(`fuzz: no valid sample for ${endpoint.path}: add a hint to HINTS`);
  const json = JSON.stringify(valid);
  const send = (label: string, body: unknown) => raw(label, JSON.stringify(body));
  /** Null, a missing field, `{}`: malformed only where the contract says so. */
  const sendIfRefused = (label: string, body: unknown) => {
    if (!schema.safeParse(body).success) send(label, body);
  };

  for (const [label, body] of [
    ['null', null],
    ['array', [valid]],
    ['string', json],
    ['number', 42],
    ['boolean', true],
  ] as const)
    send(`body ${label}`, body);
  sendIfRefused('body {}', {});
  raw('__proto__ key with a valid body', `{"__proto__":{"isAdmin":true},${json.slice(1)}`);
  raw('constructor key with a valid body', `{"constructor":{"prototype":{"isAdmin":true}},${json.slice(1)}`);
  for (const type of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'application/xml',
  ])
    raw(`content type ${type}`, json, type);

  for (const leaf of leaves) {
    const at = leaf.path.join('.');
    for (const [label, value] of fieldMutations(leaf.kind))
      if (!NOT_MALFORMED.has(`${endpoint.method} ${endpoint.path} ${at}: ${label}`))
        send(`${at}: ${label}`, setAt(valid, leaf.path, value));
    sendIfRefused(`${at}: null`, setAt(valid, leaf.path, null));
    sendIfRefused(`${at}: missing`, setAt(valid, leaf.path, undefined, true));
  }
  return cases;
}

const PARAM_VALUES = [
  '0',
  '-1',
  String(MAX_INT),
  String(2 ** 53),
  '1.5',
  '1e3',
  '0x10',
  '%201',
  'abc',
  'null',
  '__proto__',
  'constructor',
  '%00',
  '1%00',
  '%01',
  '%1B',
  '%7F',
  '%FF',
  '%E0%A4%A',
  'x'.repeat(3000),
];

function paramCases(endpoint: AnyEndpoint): Case[] {
  if (!endpoint.params) return [];
  return PARAM_VALUES.map((value) => ({
    endpoint,
    label: `param ${value.slice(0, 20)}`,
    url: urlOf(endpoint, value),
  }));
}

const QUERY_VALUES = ['', 'ab', 'x'.repeat(101), '%00abc', 'abc%01', 'abc%7F', 'abc&q=def'];

function queryCases(endpoint: AnyEndpoint): Case[] {
  if (!endpoint.query) return [];
  const shape = unwrap(endpoint.query as unknown as Schema)._zod.def.shape ?? {};
  const cases: Case[] = [{ endpoint, label: 'no query', url: urlOf(endpoint) }];
  for (const key of Object.keys(shape))
    for (const value of QUERY_VALUES)
      cases.push({
        endpoint,
        label: `query ${key}=${value.slice(0, 20)}`,
        url: `${urlOf(endpoint)}?${key}=${value}`,
      });
  return cases;
}

// ---------------------------------------------------------------- the database

/**
 * Bookkeeping a refused request writes on purpose: a refused sign-in is counted by the sign-in
 * throttles, and any request with a valid token marks its session as used.
 */
const BOOKKEEPING_TABLES = new Set(['login_throttles']);
const BOOKKEEPING_COLUMNS: Record<string, string[]> = { sessions: ['last_seen_at'] };

/** Row count and a hash of every table's rows: cheap enough to take after each request. */
async function fingerprint(ctx: TestContext): Promise<string> {
  const tables = await ctx.db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const rowText = (t: string) =>
    BOOKKEEPING_COLUMNS[t]
      ? `(to_jsonb(x) - ${BOOKKEEPING_COLUMNS[t].map((c) => `'${c}'`).join(' - ')})::text`
      : 'x::text';
  const sql = tables
    .filter(({ table_name: t }) => !BOOKKEEPING_TABLES.has(t))
    .map(
      ({ table_name: t }) =>
        `SELECT '${t}' AS t, count(*)::int AS n, md5(coalesce(string_agg(${rowText(t)}, '|' ORDER BY ${rowText(t)}), '')) AS h FROM "${t}" x`,
    )
    .join(' UNION ALL ');
  const result = await ctx.db.query<{ t: string; n: number; h: string }>(sql);
  return result.map((r) => `${r.t}:${r.n}:${r.h}`).join('\n');
}

// ---------------------------------------------------------------- the run

const signedIn = useSignedInTest('student@demo.school');

test('every endpoint refuses malformed input with a 4xx envelope and leaves the database unchanged', async () => {
  const { ctx, token } = signedIn;
  const cases = allEndpoints.flatMap((e) => [
    ...(e.method === 'POST' ? bodyCases(e) : []),
    ...paramCases(e),
    ...queryCases(e),
  ]);
  const failures: string[] = [];
  const counts = { endpoints: new Set<AnyEndpoint>(), bodies: 0, '4xx': 0, '5xx': 0 };
  // The database is compared once per endpoint, after all its cases: hashing every table after each
  // of the ~1,500 requests was most of this test's time, and a change still names its endpoint.
  let before = await fingerprint(ctx);
  const checkUnchanged = async (endpoint: AnyEndpoint) => {
    const after = await fingerprint(ctx);
    if (after !== before)
      failures.push(`${endpoint.method} ${endpoint.path}: the database changed after its malformed requests`);
    before = after;
  };

  for (const [index, c] of cases.entries()) {
    counts.endpoints.add(c.endpoint);
    if (c.payload !== undefined) counts.bodies += 1;
    const headers: Record<string, string> = {};
    if (c.endpoint.auth !== 'public') headers.authorization = `Bearer ${token}`;
    if (c.payload !== undefined) headers['content-type'] = c.contentType ?? 'application/json';
    const res = await ctx.inject({ method: c.endpoint.method, url: c.url, headers, payload: c.payload });
    const where = `${c.endpoint.method} ${c.endpoint.path} [${c.label}]`;
    if (res.statusCode >= 500) counts['5xx'] += 1;
    if (res.statusCode >= 400 && res.statusCode < 500) counts['4xx'] += 1;
    if (res.statusCode === 401 && c.endpoint.auth !== 'public') {
      failures.push(`${where}: 401, the token no longer works`);
    } else if (res.statusCode < 400 || res.statusCode >= 500) {
      failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    } else {
      let body: { result?: unknown; errorMessage?: unknown; errorCode?: unknown } | undefined;
      try {
        body = res.json();
      } catch {
        body = undefined;
      }
      if (
        body?.result !== 'error' ||
        typeof body.errorMessage !== 'string' ||
        typeof body.errorCode !== 'string'
      )
        failures.push(`${where}: not the error envelope: ${res.body.slice(0, 200)}`);
    }
    if (cases[index + 1]?.endpoint !== c.endpoint) await checkUnchanged(c.endpoint);
  }

  console.log(
    `fuzz: ${counts.endpoints.size} endpoints, ${cases.length} requests (${counts.bodies} bodies), ` +
      `${counts['4xx']} 4xx, ${counts['5xx']} 5xx`,
  );
  expect(failures).toEqual([]);
  const still = await ctx.inject({ url: '/api/student/get', headers: { authorization: `Bearer ${token}` } });
  expect(still.statusCode).toBe(200);
  expect(counts.bodies).toBeGreaterThanOrEqual(1000);
  for (const endpoint of allEndpoints.filter((e) => e.method === 'POST' && e.body))
    expect(
      cases.filter((c) => c.endpoint === endpoint && c.payload !== undefined).length,
    ).toBeGreaterThanOrEqual(20);
}, 120_000);
