import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { crossAreaRefreshes, queryKeys, studentScopedRoots } from '../../shared/src/query/query-keys';
import { presentRemotes, repoRoot } from '../remotes/portal-remotes.mjs';

/**
 * A refresh that names a key no query has refreshes nothing, and nothing says so: the page stays
 * fresh only while `staleTime` happens to be 0. So every key the code invalidates, resets, removes or
 * writes must be the prefix of a key some query declares. Keys are read from the source as written
 * (`paymentsQueryKeys.charges()`, `queryKeys.cart()`) and evaluated with the key objects themselves,
 * each argument standing for any value.
 */

const ANY = Symbol('any argument');
type Key = readonly unknown[];

const apps = ['shared', 'shell', ...presentRemotes().map((remote: { folder: string }) => remote.folder)];

/** The key objects, by the name the code uses for them: shared's roots and each area's contract. */
const loadKeyObjects = (): Record<string, unknown> => {
  const objects: Record<string, unknown> = {};
  const modules = [
    path.join(repoRoot, 'shared/src/query/query-keys.ts'),
    ...presentRemotes().map((remote: { folder: string }) =>
      path.join(repoRoot, remote.folder, 'src/contract/index.ts'),
    ),
  ];
  for (const file of modules) {
    for (const [name, value] of Object.entries(jest.requireActual<Record<string, unknown>>(file))) {
      if (/QueryKeys$|^queryKeys$/.test(name)) objects[name] = value;
    }
  }
  return objects;
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

/** Calls that act on queries already declared elsewhere, and where their key is. */
const KEY_USERS: Record<string, 'option' | 'first'> = {
  invalidateQueries: 'option',
  refetchQueries: 'option',
  resetQueries: 'option',
  removeQueries: 'option',
  cancelQueries: 'option',
  setQueryData: 'first',
  setQueriesData: 'option',
};

type Found = { where: string; key: Key | 'own-query' | undefined; text: string };

/**
 * The two places that refresh keys from a list, each list checked below on its own: the shared
 * cross-area refreshes, and the wipe of the student-scoped roots.
 */
const KEYS_FROM_LISTS = ['shared/src/query/query-keys.ts', 'wipe-student-data.ts'];

/** Evaluates a key expression: a key object's factory call, or a query's own key. */
const evaluate = (
  node: ts.Expression,
  keyObjects: Record<string, unknown>,
): Key | 'own-query' | undefined => {
  if (
    ts.isPropertyAccessExpression(node) &&
    node.name.text === 'queryKey' &&
    ts.isCallExpression(node.expression)
  )
    return 'own-query'; // getXQueryOptions().queryKey is the key of the query it declares
  if (!ts.isCallExpression(node)) return undefined;
  const chain: string[] = [];
  let target: ts.Expression = node.expression;
  while (ts.isPropertyAccessExpression(target)) {
    chain.unshift(target.name.text);
    target = target.expression;
  }
  if (!ts.isIdentifier(target) || !(target.text in keyObjects)) return undefined;
  let factory: unknown = keyObjects[target.text];
  for (const name of chain) factory = (factory as Record<string, unknown> | undefined)?.[name];
  if (typeof factory !== 'function') return undefined;
  return (factory as (...args: unknown[]) => Key)(...node.arguments.map(() => ANY));
};

const keyOption = (call: ts.CallExpression, place: 'option' | 'first'): ts.Expression | undefined => {
  const [first] = call.arguments;
  if (!first) return undefined;
  if (place === 'first') return first;
  if (!ts.isObjectLiteralExpression(first)) return undefined;
  for (const property of first.properties) {
    if (property.name && ts.isIdentifier(property.name) && property.name.text === 'queryKey') {
      return ts.isPropertyAssignment(property) ? property.initializer : property.name;
    }
  }
  return undefined;
};

/** The keys declared by queries and the keys used on them, across every app's source. */
export const readKeys = (files: string[], keyObjects: Record<string, unknown>) => {
  const declared: Found[] = [];
  const used: Found[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) =>
      `${path.relative(repoRoot, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const usedHere = new Set<ts.Node>();
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const place = KEY_USERS[node.expression.name.text];
        const expression = place && keyOption(node, place);
        if (expression) {
          usedHere.add(expression);
          used.push({
            where: where(node),
            key: evaluate(expression, keyObjects),
            text: expression.getText(),
          });
        }
      }
      if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === 'queryKey' &&
        !usedHere.has(node.initializer)
      ) {
        declared.push({
          where: where(node),
          key: evaluate(node.initializer, keyObjects),
          text: node.initializer.getText(),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { declared, used };
};

const matches = (prefix: Key, key: Key) =>
  prefix.length <= key.length &&
  prefix.every((part, index) => part === ANY || key[index] === ANY || part === key[index]);

/** Each used key that is no prefix of a declared one, with where it is used. */
export const deadKeys = (declared: Found[], used: Found[]): string[] => {
  const declaredKeys = declared.flatMap((found) => (Array.isArray(found.key) ? [found.key as Key] : []));
  return used
    .filter(
      (found) => Array.isArray(found.key) && !declaredKeys.some((key) => matches(found.key as Key, key)),
    )
    .map((found) => `${found.where}: ${found.text}`);
};

describe('query keys', () => {
  const keyObjects = loadKeyObjects();
  const files = apps.flatMap((app) => sourceFiles(path.join(repoRoot, app, 'src')));
  const { declared, used } = readKeys(files, keyObjects);

  it('reads the keys of the whole portal', () => {
    expect(declared.length).toBeGreaterThan(30);
    expect(used.length).toBeGreaterThan(20);
  });

  it('are each named by a key object, so that one place lists what exists', () => {
    const fromLists = (found: Found) => KEYS_FROM_LISTS.some((file) => found.where.includes(`${file}:`));
    const unread = [...declared, ...used].filter((found) => found.key === undefined && !fromLists(found));
    expect(unread.map((found) => `${found.where}: ${found.text}`)).toEqual([]);
  });

  it('that the code refreshes or writes are each the key, or a prefix of the key, of a query', () => {
    expect(deadKeys(declared, used)).toEqual([]);
  });

  it('refreshed across areas are each the prefix of a query', () => {
    const refreshes = Object.entries(crossAreaRefreshes).flatMap(([name, keys]) =>
      keys().map((key: Key) => ({ where: `crossAreaRefreshes.${name}`, key, text: JSON.stringify(key) })),
    );
    expect(deadKeys(declared, refreshes)).toEqual([]);
  });

  it('each start with a root, so that a wipe of the student-scoped roots reaches every student key', () => {
    const roots = new Set(
      Object.values(queryKeys).flatMap((entry) =>
        typeof entry === 'function' ? [entry()[0]] : Object.values(entry).map((factory) => factory()[0]),
      ),
    );
    const rootless = declared.filter(
      (found) => Array.isArray(found.key) && !roots.has((found.key as Key)[0]),
    );
    expect(rootless.map((found) => `${found.where}: ${found.text}`)).toEqual([]);
    for (const root of studentScopedRoots) expect(roots).toContain(root);
  });

  it('finds a refresh of a key that no query declares', () => {
    const found = (key: Key): Found => ({ where: 'x.ts:1', key, text: JSON.stringify(key) });
    const declaredHere = [
      found(['student', 'enrollments', 'waitlist-and-interests']),
      found(['catalog', ANY]),
    ];
    expect(
      deadKeys(declaredHere, [
        found(['student', 'waitlist-and-interests']),
        found(['student', 'enrollments']),
        found(['catalog', 'category', 3]),
      ]),
    ).toEqual(['x.ts:1: ["student","waitlist-and-interests"]', 'x.ts:1: ["catalog","category",3]']);
  });
});
