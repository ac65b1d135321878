import type { AnyEndpoint } from './contracts';
import { enrollmentsBorrowedCalls, registrationBorrowedCalls } from './contracts';
import { allEndpoints } from './endpoints';
import { findSpecCall, pathShape, specCalls } from './spec-calls';

/**
 * Every table the portal calls through: the API's (each area's, built from the remotes' and shared's
 * contracts) and the calls a remote borrows from another area's table.
 */
const portalCalls: readonly AnyEndpoint[] = [
  ...allEndpoints,
  ...Object.values(registrationBorrowedCalls),
  ...Object.values(enrollmentsBorrowedCalls),
];

const describeCall = (endpoint: AnyEndpoint) => `${endpoint.method} ${endpoint.path}`;

type SchemaDef = { type: string; shape?: Record<string, unknown>; in?: { _zod: { def: SchemaDef } } };

/** The top-level field names of an object schema (through a pipe), or null for anything else. */
const fieldNames = (schema: unknown): string[] | null => {
  if (schema === undefined) return [];
  let def = (schema as { _zod: { def: SchemaDef } })._zod.def;
  while (def.type === 'pipe' && def.in) def = def.in._zod.def;
  return def.type === 'object' && def.shape ? Object.keys(def.shape) : null;
};

/** What is wrong with one call against section 7, or null when it is as written or a declared extension. */
const problemOf = (endpoint: AnyEndpoint): string | null => {
  const spec = findSpecCall(endpoint.method, endpoint.path);
  if (!spec) {
    if (!endpoint.extension)
      return `${describeCall(endpoint)}: not in section 7 and not declared an extension`;
    if (!endpoint.extension.why.trim() || !endpoint.extension.whenMissing.trim())
      return `${describeCall(endpoint)}: an extension must say why and what happens without it`;
    return null;
  }
  if (endpoint.extension) return `${describeCall(endpoint)}: declared an extension, but section 7 has it`;
  if (spec.fields === null) return null;
  const sent = fieldNames(endpoint.method === 'GET' ? endpoint.query : endpoint.body);
  if (sent === null) return `${describeCall(endpoint)}: its payload is not an object of named fields`;
  const extras = Object.keys(endpoint.extraFields);
  const missing = spec.fields.filter((field) => !sent.includes(field));
  const undeclared = sent.filter((field) => !spec.fields!.includes(field) && !extras.includes(field));
  const stale = extras.filter((field) => !sent.includes(field) || spec.fields!.includes(field));
  const problems = [
    missing.length ? `lacks ${missing.join(', ')}` : '',
    undeclared.length ? `sends ${undeclared.join(', ')}, which section 7 does not name` : '',
    stale.length ? `declares extra fields it does not send or the spec names: ${stale.join(', ')}` : '',
  ].filter(Boolean);
  return problems.length ? `${describeCall(endpoint)}: ${problems.join('; ')} (${spec.where})` : null;
};

describe('the portal against section 7 of the spec', () => {
  it('makes every call as section 7 writes it, or declares it an extension', () => {
    expect(portalCalls.map(problemOf).filter(Boolean)).toEqual([]);
  });

  it('lists the extensions it declares (the API README names each, with why)', () => {
    const extensions = portalCalls.filter((endpoint) => endpoint.extension).map(describeCall);
    expect(new Set(extensions).size).toBe(extensions.length);
    expect(extensions.length).toBeGreaterThan(0);
  });

  it('matches a spec path by the position of its params, not their names', () => {
    expect(pathShape('course/:id/classes')).toBe(pathShape('/course/{courseId}/classes'));
    expect(findSpecCall('GET', 'document/action_view/:code')?.path).toBe('document/action_view/{id}');
    expect(findSpecCall('POST', 'document/action_view/:code')).toBeUndefined();
    expect(findSpecCall('GET', 'student/impersonate/original')?.path).toBe('student/impersonate/original');
    expect(findSpecCall('GET', 'student/impersonate/:id')?.path).toBe('student/impersonate/{id}');
  });

  it('finds a problem in a call that differs from section 7', () => {
    const base = allEndpoints.find((endpoint) => endpoint.path === 'registration/discard')!;
    expect(problemOf({ ...base, path: 'registration/throw_away' })).toMatch(/not in section 7/);
    expect(problemOf({ ...base, extension: { why: 'x', whenMissing: 'y' } })).toMatch(/section 7 has it/);
    const pay = allEndpoints.find((endpoint) => endpoint.path === 'registration/pay')!;
    expect(problemOf({ ...pay, extraFields: {} })).toMatch(/which section 7 does not name/);
  });

  it('writes every spec call once per document', () => {
    const keys = specCalls.map((call) => `${call.where} ${call.method} ${pathShape(call.path)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
