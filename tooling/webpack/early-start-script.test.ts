import {
  EARLY_START_GLOBAL,
  earlyStartScript,
  earlyStartTable,
  startRouteFromHtml,
} from './early-start-script.mjs';

/**
 * The inline script of index.html, run against a window of its own: what it asks for on an address, for
 * a school, a session and a tab.
 */
const table = earlyStartTable({ build: '1.2.3-production', locales: ['en', 'es'] });
const manifestOf = (remote: string) => `http://localhost:4911/${remote}/mf-manifest.json`;
const MANIFEST_URL = manifestOf('browse');
/** A school with every flag of every route on, but `browseCourses` as asked. */
const schoolWith = (browseCourses: boolean) => {
  const data: Record<string, Record<string, boolean>> = { modules: {}, features: {} };
  for (const flag of table.routes.flatMap((route) => route.when)) {
    const [group, name] = flag.split('.') as [string, string];
    data[group]![name] = true;
  }
  data.modules!.browseCourses = browseCourses;
  return { result: 'ok', data };
};
/** Every remote, deployed. */
const DEPLOYMENT = Object.fromEntries(table.routes.map(({ remote }) => [remote, manifestOf(remote)]));

type Asked = { url: string; init?: RequestInit };
type Started = {
  school: Promise<Response>;
  manifest: Promise<{ url: string; reply: Promise<Response> } | null>;
  reads: Promise<Record<string, Promise<Response>>>;
  token: string | null;
};

const storage = (entries: Record<string, string>, refused = false) => ({
  getItem: (key: string) => {
    if (refused) throw new Error('SecurityError');
    return entries[key] ?? null;
  },
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const run = ({
  path,
  token = null as string | null,
  local = {} as Record<string, string>,
  session = {} as Record<string, string>,
  storageRefused = false,
  languages = ['en-US'],
  browseCourses = true,
  schoolStatus = 200,
  painted = true,
  school,
}: {
  path: string;
  token?: string | null;
  local?: Record<string, string>;
  session?: Record<string, string>;
  storageRefused?: boolean;
  languages?: string[];
  browseCourses?: boolean;
  schoolStatus?: number;
  painted?: boolean;
  school?: ReturnType<typeof schoolWith>;
}) => {
  const asked: Asked[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const url = new URL(`http://localhost:4910${path}`);
  const window: Record<string, unknown> = {
    location: { pathname: url.pathname, search: url.search },
    localStorage: storage(
      token ? { ...local, 'portal-session': JSON.stringify({ state: { token }, version: 0 }) } : local,
      storageRefused,
    ),
    sessionStorage: storage(session, storageRefused),
    navigator: { languages },
    AbortSignal,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
    fetch: async (input: string, init?: RequestInit) => {
      asked.push({ url: input, init });
      if (input === '/api/school') return json(school ?? schoolWith(browseCourses), schoolStatus);
      if (input === '/remotes.json') return json(DEPLOYMENT);
      return json({ result: 'ok', data: input });
    },
  };
  startRouteFromHtml(table, window as unknown as Window & typeof globalThis);
  const start = window[EARLY_START_GLOBAL] as (() => Started) | undefined;
  /** The browser's first paint: its animation frame, then the task queued from it. */
  const paint = () => {
    for (const run of frames.splice(0)) run();
    for (const run of tasks.splice(0)) run();
  };
  const askedBeforePaint = asked.length;
  if (!painted) return { asked, start, paint, askedBeforePaint };
  paint();
  const started = start?.();
  const settled = async () => {
    if (!started) return;
    await (
      await started.manifest
    )?.reply;
    await Promise.all(Object.values(await started.reads));
  };
  return { asked, started, settled, askedBeforePaint };
};

describe('the inline start of a route, as index.html is parsed', () => {
  it('asks for the school, the deployment, the remote’s manifest and the page’s reads, with its params', async () => {
    const { asked, started, settled } = run({ path: '/category/1/course/3', token: 'token-1' });
    await settled();
    expect(asked.map(({ url }) => url).sort()).toEqual([
      '/api/cart',
      '/api/course/3',
      '/api/course/3/classes',
      '/api/school',
      '/api/student/get',
      '/remotes.json',
      MANIFEST_URL,
    ]);
    const manifest = asked.find(({ url }) => url === MANIFEST_URL);
    expect(manifest?.init?.cache).toBe('no-cache');
    expect(manifest?.init?.signal).toBeInstanceOf(AbortSignal);
    const reads = await started!.reads;
    // The page's, then the shell header's own.
    expect(Object.keys(reads)).toEqual(['course/3', 'course/3/classes', 'student/get', 'cart']);
    expect(await (await reads['course/3'])!.json()).toEqual({ result: 'ok', data: '/api/course/3' });
    expect(started!.token).toBe('token-1');
    expect((await started!.manifest)?.url).toBe(MANIFEST_URL);
  });

  it('starts just after the first paint, once, or when main.js takes it first', async () => {
    const { asked, askedBeforePaint, start, paint } = run({ path: '/category/1', painted: false });
    expect(askedBeforePaint).toBe(0);
    paint!();
    expect(asked.map(({ url }) => url)).toEqual(['/api/school', '/remotes.json']);
    expect(start!()).toBe(start!());
    expect(asked).toHaveLength(2);

    // A hidden tab paints no frame: main.js's take starts it, and a later paint does not again.
    const hidden = run({ path: '/category/1', painted: false });
    const taken = hidden.start!();
    expect(hidden.asked).toHaveLength(2);
    hidden.paint!();
    expect(hidden.start!()).toBe(taken);
    expect(hidden.asked).toHaveLength(2);
  });

  it('sends the reads with the client’s headers and the session’s token', async () => {
    const { asked, settled } = run({ path: '/account', token: 'token-1' });
    await settled();
    const read = asked.find(({ url }) => url === '/api/student/account/charges');
    expect(read?.init?.headers).toEqual({
      Accept: 'application/json',
      'X-Endpoint-Version': '2',
      'X-Portal-Build': '1.2.3-production',
      'Accept-Language': 'en',
      Authorization: 'Bearer token-1',
    });
  });

  it('speaks the language the portal last showed, else the chosen one, else the browser’s', async () => {
    const language = async (options: Parameters<typeof run>[0]) => {
      const { asked, settled } = run(options);
      await settled();
      const headers = asked.find(({ url }) => url.startsWith('/api/course/'))?.init?.headers;
      return (headers as Record<string, string>)['Accept-Language'];
    };
    const path = '/category/1/course/3';
    expect(await language({ path, local: { 'portal.locale.shown': 'es', 'portal.locale': 'en' } })).toBe(
      'es',
    );
    expect(await language({ path, local: { 'portal.locale': 'es' } })).toBe('es');
    expect(await language({ path, languages: ['fr-FR', 'es-MX'] })).toBe('es');
    expect(await language({ path, languages: ['fr-FR'] })).toBe('en');
  });

  it('asks for the header’s cart only with the school’s cart on', async () => {
    const school = schoolWith(true);
    school.data.modules!.cart = false;
    const { started, settled } = run({ path: '/account', token: 'token-1', school });
    await settled();
    expect(Object.keys(await started!.reads)).toEqual([
      'student/account/charges',
      'student/account/payments',
      'student/get',
    ]);
  });

  it('reads a visitor’s page signed out, without a token', async () => {
    const { asked, started, settled } = run({ path: '/category/2' });
    await settled();
    const reads = asked.filter(({ url }) => url.startsWith('/api/course_category/'));
    expect(reads.map(({ url }) => url)).toEqual([
      '/api/course_category/2',
      '/api/course_category/2/courses_and_pathways',
    ]);
    expect((reads[0]!.init?.headers as Record<string, string>).Authorization).toBeUndefined();
    // A visitor has no header reads of the shell's.
    expect(asked.map(({ url }) => url)).not.toContain('/api/student/get');
    expect(started!.token).toBeNull();
  });

  it('sends no reads signed out on a page that shows nothing to visitors, but starts its code', async () => {
    const { asked, started, settled } = run({ path: '/checkout' });
    await settled();
    expect(asked.map(({ url }) => url)).toEqual(['/api/school', '/remotes.json', manifestOf('payments')]);
    expect(await started!.reads).toEqual({});
  });

  it('asks for nothing of a page the school’s flags leave out, or when the school fails', async () => {
    for (const options of [{ browseCourses: false }, { schoolStatus: 503 }]) {
      const { asked, started, settled } = run({ path: '/category/1', token: 'token-1', ...options });
      await settled();
      expect(asked.map(({ url }) => url)).toEqual(['/api/school', '/remotes.json']);
      expect(await started!.manifest).toBeNull();
      expect(await started!.reads).toEqual({});
    }
  });

  it('does nothing on a shell page, an unknown or a malformed address, or in a tab trying another build', () => {
    for (const options of [
      { path: '/login' },
      { path: '/category/1/course' },
      { path: '/category/%E0%A4%A' },
      { path: '/categories?remoteOverride=browse@http://localhost:5999/mf-manifest.json' },
      { path: '/categories', session: { 'portal-remote-overrides': '{}' } },
    ]) {
      const { asked, started } = run(options);
      expect(asked).toEqual([]);
      expect(started).toBeUndefined();
    }
  });

  it('treats a session it cannot read as signed out', async () => {
    for (const options of [
      { local: { 'portal-session': '{not json' } },
      { token: 'token-1', storageRefused: true },
    ]) {
      const { started, settled } = run({ path: '/account', ...options });
      await settled();
      expect(started!.token).toBeNull();
      expect(await started!.reads).toEqual({});
    }
  });
});

describe('the inline script’s text', () => {
  it('calls the start with its table and the window, and cannot be closed by a value', () => {
    const text = earlyStartScript({ ...table, build: '</script><script>alert(1)//' });
    expect(text.startsWith('(function startRouteFromHtml(table, window)')).toBe(true);
    expect(text.endsWith(', window);')).toBe(true);
    expect(text).not.toContain('</script>');
    expect(text).toContain('\\u003c/script>');
  });

  it('has every route of portal.remotes.json, with its remote, flags and reads', () => {
    const course = table.routes.find((route) => route.path === '/category/:categoryId/course/:id');
    expect(course).toEqual({
      path: '/category/:categoryId/course/:id',
      remote: 'browse',
      when: ['modules.browseCourses'],
      visitors: true,
      preload: ['course/:id', 'course/:id/classes'],
    });
    expect(table.routes.find((route) => route.path === '/checkout')?.visitors).toBe(false);
  });
});
