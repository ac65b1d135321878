import type { RemoteComponentId, School, SlideOutId } from '@portal/shared';
import definition from '../../../../portal.remotes.json';

/**
 * The portal's remotes as portal.remotes.json defines them (the one definition webpack, the scripts,
 * jest and e2e read too), typed for the shell. Compiled into the shell: a new remote or route is a
 * shell release, a new version of a remote is not.
 */
export type RemoteName = string;

type ExposedEntry = (typeof definition.remotes)[number]['exposes'][number] & {
  route?: string;
  slideOut?: string;
  component?: string;
  preload?: (string | DeclaredPostRead)[];
  visitors?: boolean;
};

/** A read made by POST that a slide-out declares: its path, and its body's fields from the panel's props. */
type DeclaredPostRead = { post: string; body: Record<string, string> };

/** A remote's exposed module, where the shell shows it, and when (all the listed school flags on). */
export type ExposedPiece = {
  remote: RemoteName;
  expose: string;
  title: string;
  isPresent: (school: School) => boolean;
};

/** `modules.cart` reads school.modules.cart; an unknown flag fails here, at start-up, not silently. */
const flagReader = (flag: string): ((school: School) => boolean) => {
  const [group, name] = flag.split('.');
  if ((group !== 'modules' && group !== 'features') || !name) {
    throw new Error(`portal.remotes.json: "${flag}" is not a school flag (modules.* or features.*)`);
  }
  return (school) => (school[group] as Record<string, boolean | undefined>)[name] === true;
};

const pieceOf = (remote: RemoteName, entry: ExposedEntry): ExposedPiece => {
  const flags = entry.when.map(flagReader);
  return {
    remote,
    expose: entry.module,
    title: entry.title,
    isPresent: (school) => flags.every((isOn) => isOn(school)),
  };
};

const entries = definition.remotes.flatMap((remote) =>
  remote.exposes.map((entry) => ({ remote: remote.name, entry: entry as ExposedEntry })),
);

export const remoteNames: readonly RemoteName[] = definition.remotes.map((remote) => remote.name);

/** What the shell starts with a page's or a slide-out's code: the API reads it makes first. */
export type PagePreload = {
  /** GET paths relative to /api/, with the route's `:params` (a slide-out: its props). */
  paths: readonly string[];
  /**
   * Reads made by POST (a slide-out's only): the path, and the body's fields as `:prop` of the panel's
   * props (a prop it was not given is sent as null).
   */
  posts: readonly DeclaredPostRead[];
  /** The page or panel shows its content signed out too; else its reads wait for a session. */
  visitors: boolean;
};

const preloadOf = (entry: ExposedEntry): PagePreload => ({
  paths: (entry.preload ?? []).filter((read): read is string => typeof read === 'string'),
  posts: (entry.preload ?? []).filter((read): read is DeclaredPostRead => typeof read !== 'string'),
  visitors: entry.visitors === true,
});

/** Pages: each exposed module with a route. */
export const remotePages: readonly (ExposedPiece & { path: string; preload: PagePreload })[] =
  entries.flatMap(({ remote, entry }) =>
    entry.route ? [{ ...pieceOf(remote, entry), path: entry.route, preload: preloadOf(entry) }] : [],
  );

const piecesBy = (key: 'slideOut' | 'component'): Record<string, ExposedPiece & { preload: PagePreload }> =>
  Object.fromEntries(
    entries.flatMap(({ remote, entry }) => {
      const id = entry[key];
      return id ? [[id, { ...pieceOf(remote, entry), preload: preloadOf(entry) }]] : [];
    }),
  );

/** Slide-out panels by id (the host contract's SlideOutId; a test checks every id has one owner). */
export const slideOutOwners = piecesBy('slideOut') as Record<
  SlideOutId,
  ExposedPiece & { preload: PagePreload }
>;

/** Pieces one remote exposes for the others, rendered through the shell. */
export const remoteComponentOwners = piecesBy('component') as Record<RemoteComponentId, ExposedPiece>;
