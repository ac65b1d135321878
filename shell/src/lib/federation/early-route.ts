import type { School } from '@portal/shared';
import { remotePages, type PagePreload, type RemoteName } from '../modules/remote-definitions';
import { keepEarlyManifest } from './early-manifests';
import { findContractMismatch } from './host-contract';
import { MANIFEST_TIMEOUT_MS } from './runtime-plugins/bounded-manifest-fetch';
import type { InlineStart } from './inline-start';
import { overridesAsked } from './remote-overrides';

/**
 * The route's remote, started with `main.js`. Without this, a page's code waits for the shell's whole
 * start-up: every shared library evaluated one per task, React's first render, the school and the
 * deployment read, and only then the remote's manifest, then its entry and page chunks (on a phone's
 * CPU, the manifest used to be asked for about 1.8 s after `main.js` had arrived, ADR 014). Here, as
 * soon as `main.js` runs, the route is matched against the module registry, and once the school's flags
 * say the page is present, its entry and page chunks are preloaded, while the shell starts; the page's
 * first reads are handed to `@portal/shared` as soon as it has loaded (`continueEarlyStart`).
 *
 * The requests themselves are usually on their way already: index.html's inline script
 * (tooling/webpack/early-start-script.mjs, taken through inline-start.ts) asks for the school, the
 * deployment, the manifest and the page's reads just after the HTML's first paint, and this module
 * takes its replies instead of asking again. Where it did not run, this module asks itself, later.
 * What the script cannot decide is decided here: the page's scripts are preloaded only once the
 * manifest accepts the host contract this build provides (a remote built for another contract never
 * has its code fetched, remote-loader.ts), and its reads go to the page only if they were sent with
 * the session's token. The federation runtime then finds everything on its way or in: the manifest
 * through `takeEarlyManifest` (bounded-manifest-fetch.ts), the scripts in the browser's preload cache.
 *
 * Only a head start: nothing here decides anything. A route not present, a tab trying another build
 * (remote-overrides.ts) or a failure of any of it leaves the shell to load the page as it always did.
 */

type RemotePage = (typeof remotePages)[number];

/**
 * Where the deployment says each remote's manifest is: `remotes.json`, served beside the shell. Here,
 * not in deployment.ts, which loads zod: this module runs before any shared library.
 */
export const DEPLOYMENT_URL = '/remotes.json';
export const DEPLOYMENT_TIMEOUT_MS = 10_000;
/** The school's configuration, as `apiRequest` names it (and index.html preloads it: `/api/school`). */
const SCHOOL_PATH = 'school';

/** The route's params when `pattern` (`/category/:categoryId/course/:id`) matches `pathname`, else null. */
export const matchPath = (pattern: string, pathname: string): Record<string, string> | null => {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const value = given[index]!;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) return null;
  }
  return params;
};

/** The remote page at `pathname`, with its params. */
export const matchRemotePage = (
  pathname: string,
  pages: readonly RemotePage[] = remotePages,
): { page: RemotePage; params: Record<string, string> } | null => {
  for (const page of pages) {
    const params = matchPath(page.path, pathname);
    if (params) return { page, params };
  }
  return null;
};

/**
 * A route's declared reads with its params put in (`course/:id` on /category/1/course/3 is
 * `course/3`). A read naming a param the route lacks is a mistake in portal.remotes.json: it throws,
 * and the registry test finds it before any user does.
 */
export const preloadPaths = (
  preload: readonly string[],
  params: Readonly<Record<string, string | undefined>>,
): string[] =>
  preload.map((path) =>
    path.replace(/:(\w+)/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`preload "${path}": the route has no :${name}`);
      return encodeURIComponent(value);
    }),
  );

/** The scripts the runtime loads for `expose` (its entry, then the page's chunks), from its manifest. */
export const pageScripts = (manifestUrl: string, manifest: unknown, expose: string): string[] => {
  const { metaData, exposes } = (manifest ?? {}) as {
    metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
    exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
  };
  const entry = metaData?.remoteEntry;
  const page = Array.isArray(exposes) ? exposes.find((candidate) => candidate?.path === expose) : undefined;
  if (!entry?.name || !page) return [];
  // 'auto' (how the remotes build): beside the manifest.
  const base = new URL(
    metaData?.publicPath && metaData.publicPath !== 'auto' ? metaData.publicPath : './',
    manifestUrl,
  );
  const entryUrl = new URL(entry.path ? `${entry.path.replace(/\/?$/, '/')}${entry.name}` : entry.name, base);
  return [entryUrl.href, ...(page.assets?.js?.sync ?? []).map((file) => new URL(file, base).href)];
};

/**
 * `<link rel="preload" as="script">`, as the federation runtime preloads a remote's chunks itself (same
 * attributes, so the same request serves it); the link goes once the script is in.
 */
const preloadScript = (document: Document, href: string): void => {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'script');
  link.setAttribute('href', href);
  const remove = () => link.remove();
  link.addEventListener('load', remove);
  link.addEventListener('error', remove);
  document.head.appendChild(link);
};

/** The data of an API reply's envelope, or null. */
const replyData = async (reply: Promise<Response>): Promise<unknown> => {
  const response = (await reply).clone();
  if (!response.ok) return null;
  return ((await response.json()) as { data?: unknown } | null)?.data ?? null;
};

export type EarlyStart = {
  /** The route's remote page and params; null for a shell page or an unknown path. */
  match: ReturnType<typeof matchRemotePage>;
  /** The school's configuration as index.html's preload answered it, for the shell's own read. */
  school: Promise<Response> | null;
  /** Whether the school's flags make the page present (false when that cannot be known early). */
  present: Promise<boolean>;
  /** Told the host contract the shell provides (main.js knows it from its build), its scripts may load. */
  contractKnown: (version: string) => void;
  /** The scripts preloaded, once that is decided: none when anything stood in the way. */
  preloaded: Promise<string[]>;
  /** The page's reads index.html's inline script sent, by path, and the session they were sent with. */
  reads: InlineStart['reads'] | null;
  token?: string | null;
};

const NOTHING: EarlyStart = {
  match: null,
  school: null,
  present: Promise.resolve(false),
  contractKnown: () => undefined,
  preloaded: Promise.resolve([]),
  reads: null,
};

/** The deployment as the early start read it, for loadDeployment (deployment.ts), once. */
let earlyDeployment: Promise<Response> | null = null;

export const takeEarlyDeployment = (): Promise<Response> | null => {
  const taken = earlyDeployment;
  earlyDeployment = null;
  return taken;
};

type Environment = {
  location: Location;
  sessionStorage: Storage;
  document: Document;
  fetch: typeof fetch;
  /** What index.html's inline script has already asked for, if it ran (inline-start.ts). */
  inline?: InlineStart | null;
};

/**
 * Starts the route's remote (see above). The school and the deployment are index.html's preloads,
 * requested here as the shell requests them, so that the browser answers from the preloads; the
 * replies are then handed to the shell's own reads (`takeEarlyDeployment`, and the school through
 * `requestEarly` in `continueEarlyStart`), which would otherwise ask again.
 */
export const startRouteEarly = ({
  location,
  sessionStorage,
  document,
  fetch,
  inline = null,
}: Environment): EarlyStart => {
  const match = matchRemotePage(location.pathname);
  if (!match || overridesAsked(location, sessionStorage)) return NOTHING;
  // No time limit on the school, as the shell's own read has none: a slow API shows the start-up's spinner.
  const school = inline?.school ?? fetch(`/api/${SCHOOL_PATH}`);
  const deployment =
    inline?.deployment ?? fetch(DEPLOYMENT_URL, { signal: AbortSignal.timeout(DEPLOYMENT_TIMEOUT_MS) });
  // Unused, a failed request must not surface as an unhandled rejection; its taker still sees the failure.
  for (const reply of [school, deployment]) reply.catch(() => undefined);
  earlyDeployment = deployment;

  let contractKnown: (version: string) => void = () => undefined;
  const contract = new Promise<string>((resolve) => (contractKnown = resolve));
  const present = replyData(school)
    .then((data) => data !== null && match.page.isPresent(data as School))
    .catch(() => false);
  const preloaded = (async (): Promise<string[]> => {
    const reply = (await deployment).clone();
    if (!reply.ok) return [];
    const url = ((await reply.json()) as Partial<Record<RemoteName, unknown>> | null)?.[match.page.remote];
    if (typeof url !== 'string' || !(await present)) return [];
    const asked = await inline?.manifest;
    const manifest =
      asked?.url === url
        ? asked.reply
        : // As the runtime's own fetch (bounded-manifest-fetch.ts) would ask for it.
          fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    keepEarlyManifest(url, manifest);
    const answer = await manifest;
    if (!answer.ok) return [];
    const json: unknown = await answer.clone().json();
    if (findContractMismatch(match.page.remote, json, await contract)) return [];
    const scripts = pageScripts(url, json, match.page.expose);
    for (const href of scripts) preloadScript(document, href);
    return scripts;
  })().catch(() => []);
  return {
    match,
    school,
    present,
    contractKnown,
    preloaded,
    reads: inline?.reads ?? null,
    token: inline?.token,
  };
};

/** What the early start needs of `@portal/shared`, once it has loaded. */
type SharedClient = {
  requestEarly: (path: string, sent?: Promise<Response>) => void;
  /** The session's token, as `@portal/shared` has it. */
  token: string | null;
};

/**
 * Once `@portal/shared` has loaded: hands it the school's reply, and starts the page's declared reads (its `requestEarly` keeps the replies for the
 * page) for a present page, and for a visitor only where the page shows its content signed out.
 */
export const continueEarlyStart = async (
  { match, school, present, reads, token: sentWith }: EarlyStart,
  { requestEarly, token }: SharedClient,
): Promise<void> => {
  if (school) requestEarly(SCHOOL_PATH, school);
  if (!match) return;
  const preload: PagePreload = match.page.preload;
  if (!(token !== null || preload.visitors) || !(await present)) return;
  // The inline script's replies, when it sent them with this session's token (or none, signed out): the
  // page's, and the shell header's own for a student.
  const sent = reads && sentWith === token ? await reads : {};
  const paths = new Set([...preloadPaths(preload.paths, match.params), ...Object.keys(sent)]);
  for (const path of paths) requestEarly(path, sent[path]);
};
