import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { presentRemotes, repoRoot } from '../remotes/portal-remotes.mjs';

/**
 * Feature folders may use one another, but never in a circle: a circle of features can only be
 * understood, tested and moved as one, which is what a feature folder is meant to prevent.
 * (Module-level cycles are eslint's portal/no-cycle; this is the same rule one level up.)
 */
const apps = ['shell', ...presentRemotes().map((remote: { folder: string }) => remote.folder)];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });

/** Each feature folder and the other feature folders its files import. */
export const featureGraph = (featuresDir: string): Map<string, Set<string>> => {
  const graph = new Map<string, Set<string>>();
  if (!existsSync(featuresDir)) return graph;
  for (const feature of readdirSync(featuresDir, { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  )) {
    const uses = new Set<string>();
    for (const file of sourceFiles(path.join(featuresDir, feature.name))) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
        const target = path.relative(featuresDir, path.resolve(path.dirname(file), specifier!));
        const [targetFeature] = target.split(path.sep);
        if (!target.startsWith('..') && targetFeature && targetFeature !== feature.name)
          uses.add(targetFeature);
      }
    }
    graph.set(feature.name, uses);
  }
  return graph;
};

/** Every circle in the graph, each as the path that closes it. */
export const findCircles = (graph: Map<string, Set<string>>): string[][] => {
  const circles: string[][] = [];
  const done = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    if (trail.includes(node)) {
      circles.push([...trail.slice(trail.indexOf(node)), node]);
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...trail, node]);
    done.add(node);
  };
  for (const node of graph.keys()) visit(node, []);
  return circles;
};

describe('feature folders', () => {
  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['session', new Set(['sign-in'])],
      ['sign-in', new Set(['toasts', 'session'])],
      ['toasts', new Set<string>()],
    ]);
    expect(findCircles(graph)).toEqual([['session', 'sign-in', 'session']]);
  });

  it.each(apps)('of %s import one another in no circle', (app) => {
    const circles = findCircles(featureGraph(path.join(repoRoot, app, 'src/features')));
    expect(circles.map((circle) => circle.join(' -> '))).toEqual([]);
  });
});
