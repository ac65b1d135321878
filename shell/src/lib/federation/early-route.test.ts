import { takeEarlyManifest } from './early-manifests';
import type { InlineStart } from './inline-start';
import {
  DEPLOYMENT_URL,
  matchPath,
  matchRemotePage,
  pageScripts,
  preloadPaths,
  continueEarlyStart,
  startRouteEarly,
  takeEarlyDeployment,
} from './early-route';
import { overridesAsked } from './remote-overrides';

describe('a route’s declared reads', () => {
  it('take the route’s params', () => {
    expect(preloadPaths(['course/:id', 'course/:id/classes'], { categoryId: '1', id: '3' })).toEqual([
      'course/3',
      'course/3/classes',
    ]);
  });

  it('keep a path without params as it is', () => {
    expect(preloadPaths(['enrollments'], {})).toEqual(['enrollments']);
  });

  it('encode a param, so that it stays one path segment', () => {
    expect(preloadPaths(['pathway/:id'], { id: '1/../../student' })).toEqual([
      'pathway/1%2F..%2F..%2Fstudent',
    ]);
  });

  it('refuse a param the route does not have', () => {
    expect(() => preloadPaths(['course/:courseId'], { id: '3' })).toThrow(
      'preload "course/:courseId": the route has no :courseId',
    );
  });
});

describe('matching a path to its remote page', () => {
  it('reads the params of a pattern', () => {
    expect(matchPath('/category/:categoryId/course/:id', '/category/1/course/3')).toEqual({
      categoryId: '1',
      id: '3',
    });
    expect(matchPath('/category/:id', '/category/7/')).toEqual({ id: '7' });
    expect(matchPath('/categories', '/categories')).toEqual({});
  });

  it('does not match another path, a longer or a shorter one, or a malformed escape', () => {
    expect(matchPath('/category/:id', '/categories')).toBeNull();
    expect(matchPath('/category/:id', '/category/1/course/3')).toBeNull();
    expect(matchPath('/category/:categoryId/course/:id', '/category/1')).toBeNull();
    expect(matchPath('/category/:id', '/category/%E0%A4%A')).toBeNull();
  });

  it('finds the page of portal.remotes.json a path shows, and none for the shell’s own paths', () => {
    expect(matchRemotePage('/category/1/course/3')).toMatchObject({
      page: { remote: 'browse', expose: './CoursePage' },
      params: { categoryId: '1', id: '3' },
    });
    expect(matchRemotePage('/checkout')?.page.remote).toBe('payments');
    expect(matchRemotePage('/login')).toBeNull();
    expect(matchRemotePage('/')).toBeNull();
  });
});

describe('the scripts of a page, from its remote’s manifest', () => {
  const manifest = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { path: './CoursePage', assets: { js: { sync: ['587.a.js', '__federation_expose_CoursePage.b.js'] } } },
      { path: './CategoryPage', assets: { js: { sync: ['587.a.js'] } } },
    ],
  };

  it('are the entry and the page’s chunks, beside the manifest', () => {
    expect(pageScripts('https://browse.example/v2/mf-manifest.json', manifest, './CoursePage')).toEqual([
      'https://browse.example/v2/remoteEntry.js',
      'https://browse.example/v2/587.a.js',
      'https://browse.example/v2/__federation_expose_CoursePage.b.js',
    ]);
  });

  it('follow a public path the manifest gives', () => {
    const elsewhere = {
      ...manifest,
      metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/b/' },
    };
    expect(pageScripts('https://browse.example/mf-manifest.json', elsewhere, './CategoryPage')).toEqual([
      'https://cdn.example/b/remoteEntry.js',
      'https://cdn.example/b/587.a.js',
    ]);
  });

  it('are none for a page the manifest does not expose, or a manifest that is not one', () => {
    expect(pageScripts('https://browse.example/mf-manifest.json', manifest, './Nothing')).toEqual([]);
    expect(pageScripts('https://browse.example/mf-manifest.json', null, './CoursePage')).toEqual([]);
    expect(pageScripts('https://browse.example/mf-manifest.json', { exposes: 3 }, './CoursePage')).toEqual(
      [],
    );
  });
});

describe('starting the route’s remote with main.js', () => {
  const MANIFEST_URL = 'http://localhost:4911/mf-manifest.json';
  const courseManifest = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ path: './CoursePage', assets: { js: { sync: ['__federation_expose_CoursePage.b.js'] } } }],
    shared: [{ name: '@portal/shared', requiredVersion: '^1.4.0' }],
  };
  const school = (browseCourses: boolean) => ({
    result: 'ok',
    data: { modules: { browseCourses }, features: {} },
  });
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  /** A fetch answering the school, the deployment and the manifest, recording what was asked. */
  const server = ({
    browseCourses = true,
    manifestStatus = 200,
    manifest = courseManifest as object,
  } = {}) => {
    const asked: { url: string; init?: RequestInit }[] = [];
    const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      asked.push({ url, init });
      if (url === '/api/school') return json(school(browseCourses));
      if (url === DEPLOYMENT_URL) return json({ browse: MANIFEST_URL });
      if (url === MANIFEST_URL) return json(manifest, manifestStatus);
      return json({}, 404);
    }) as unknown as typeof globalThis.fetch;
    return { asked, fetch };
  };
  const at = (path: string) => new URL(`http://localhost:4910${path}`) as unknown as Location;
  const settle = async () => {
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
      (link) => link.href,
    );

  beforeEach(() => {
    document.head.innerHTML = '';
    sessionStorage.clear();
  });
  afterEach(() => {
    takeEarlyManifest(MANIFEST_URL);
    takeEarlyDeployment();
  });

  it('fetches the manifest of a present page’s remote and preloads its entry and page chunk', async () => {
    const { asked, fetch } = server();
    const early = startRouteEarly({ location: at('/category/1/course/3'), sessionStorage, document, fetch });
    await expect(early.present).resolves.toBe(true);
    await settle();
    // Not before main.js has said which host contract it provides.
    expect(preloads()).toEqual([]);
    early.contractKnown('1.20.0');
    await expect(early.preloaded).resolves.toHaveLength(2);
    // The school and the deployment as the shell asks for them, so that index.html's preloads answer.
    expect(
      asked.filter(({ url }) => url !== MANIFEST_URL).map(({ url, init }) => [url, init?.credentials]),
    ).toEqual([
      ['/api/school', undefined],
      [DEPLOYMENT_URL, undefined],
    ]);
    expect(asked.find(({ url }) => url === MANIFEST_URL)?.init?.cache).toBe('no-cache');
    expect(preloads()).toEqual([
      'http://localhost:4911/remoteEntry.js',
      'http://localhost:4911/__federation_expose_CoursePage.b.js',
    ]);
    // The runtime's fetch takes the reply once.
    const taken = takeEarlyManifest(MANIFEST_URL);
    expect(await (await taken)?.json()).toEqual(courseManifest);
    expect(takeEarlyManifest(MANIFEST_URL)).toBeUndefined();
  });

  it('preloads no code of a remote built for a host contract this shell does not provide', async () => {
    const newer = { ...courseManifest, shared: [{ name: '@portal/shared', requiredVersion: '^2.0.0' }] };
    const { fetch } = server({ manifest: newer });
    const early = startRouteEarly({ location: at('/category/1/course/3'), sessionStorage, document, fetch });
    early.contractKnown('1.20.0');
    await expect(early.preloaded).resolves.toEqual([]);
    expect(preloads()).toEqual([]);
    // The runtime's load takes the manifest, and refuses the remote with its reason (remote-loader.ts).
    expect(await (await takeEarlyManifest(MANIFEST_URL))?.json()).toEqual(newer);
  });

  it('asks for nothing of a remote the school’s flags leave out', async () => {
    const { asked, fetch } = server({ browseCourses: false });
    const early = startRouteEarly({ location: at('/category/1/course/3'), sessionStorage, document, fetch });
    await expect(early.present).resolves.toBe(false);
    early.contractKnown('1.20.0');
    await expect(early.preloaded).resolves.toEqual([]);
    expect(asked.map(({ url }) => url)).not.toContain(MANIFEST_URL);
    expect(preloads()).toEqual([]);
    expect(takeEarlyManifest(MANIFEST_URL)).toBeUndefined();
  });

  it('preloads nothing when the manifest fails, and leaves the failure to the runtime’s load', async () => {
    const { fetch } = server({ manifestStatus: 503 });
    const early = startRouteEarly({ location: at('/category/1/course/3'), sessionStorage, document, fetch });
    early.contractKnown('1.20.0');
    await expect(early.preloaded).resolves.toEqual([]);
    expect(preloads()).toEqual([]);
    expect((await takeEarlyManifest(MANIFEST_URL))?.status).toBe(503);
  });

  it('does nothing on a shell page, or in a tab trying another build of a remote', async () => {
    const { asked, fetch } = server();
    expect(startRouteEarly({ location: at('/login'), sessionStorage, document, fetch }).match).toBeNull();
    expect(
      startRouteEarly({
        location: at('/categories?remoteOverride=browse@x'),
        sessionStorage,
        document,
        fetch,
      }).match,
    ).toBeNull();
    sessionStorage.setItem('portal-remote-overrides', '{"browse":"http://localhost:5999/mf-manifest.json"}');
    expect(
      startRouteEarly({ location: at('/categories'), sessionStorage, document, fetch }).match,
    ).toBeNull();
    await settle();
    expect(asked).toEqual([]);
  });

  it('survives a school or a deployment that does not answer', async () => {
    const fetch = jest.fn(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    ) as unknown as typeof globalThis.fetch;
    const early = startRouteEarly({ location: at('/categories'), sessionStorage, document, fetch });
    await expect(early.present).resolves.toBe(false);
    early.contractKnown('1.20.0');
    await expect(early.preloaded).resolves.toEqual([]);
    expect(preloads()).toEqual([]);
  });

  it('hands the school’s reply and the deployment to the shell’s own reads, once', async () => {
    const { fetch } = server();
    const early = startRouteEarly({ location: at('/categories'), sessionStorage, document, fetch });
    const requestEarly = jest.fn();
    await continueEarlyStart(early, { requestEarly, token: null });
    expect(requestEarly).toHaveBeenCalledWith('school', early.school);
    expect(await (await requestEarly.mock.calls[0]![1])?.json()).toEqual(school(true));
    expect(await (await takeEarlyDeployment())?.json()).toEqual({ browse: MANIFEST_URL });
    expect(takeEarlyDeployment()).toBeNull();
  });

  describe('the page’s reads, once @portal/shared can send them', () => {
    const started = async (path: string, signedIn: boolean, browseCourses = true) => {
      const { fetch } = server({ browseCourses });
      const early = startRouteEarly({ location: at(path), sessionStorage, document, fetch });
      const requestEarly = jest.fn();
      const token = signedIn ? 'token-1' : null;
      await continueEarlyStart(early, { requestEarly, token });
      return requestEarly.mock.calls.map(([read]) => read as string).filter((read) => read !== 'school');
    };

    it('start for a present page, with the route’s params', async () => {
      expect(await started('/category/1/course/3', false)).toEqual(['course/3', 'course/3/classes']);
    });
    it('wait for a session on a page that shows nothing signed out', async () => {
      expect(await started('/checkout', false)).toEqual([]);
    });
    it('are not sent for a page the school leaves out', async () => {
      expect(await started('/category/1/course/3', true, false)).toEqual([]);
    });
  });
});

describe('taking over what index.html’s inline script asked for', () => {
  const MANIFEST_URL = 'http://localhost:4911/mf-manifest.json';
  const at = (path: string) => new URL(`http://localhost:4910${path}`) as unknown as Location;
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  const inlineStart = (token: string | null): InlineStart => ({
    school: Promise.resolve(json({ data: { modules: { browseCourses: true }, features: {} } })),
    deployment: Promise.resolve(json({ browse: MANIFEST_URL })),
    manifest: Promise.resolve({ url: MANIFEST_URL, reply: Promise.resolve(json({ exposes: [] })) }),
    reads: Promise.resolve({
      'course/3': Promise.resolve(json({ data: 'course' })),
      'course/3/classes': Promise.resolve(json({ data: [] })),
      'student/get': Promise.resolve(json({ data: 'student' })),
    }),
    token,
  });
  const nothingFetched = () =>
    jest.fn(() => Promise.reject(new Error('asked again'))) as unknown as typeof globalThis.fetch;

  afterEach(() => {
    takeEarlyManifest(MANIFEST_URL);
    takeEarlyDeployment();
  });

  it('asks for neither the school, the deployment nor the manifest again', async () => {
    const fetch = nothingFetched();
    const inline = inlineStart('token-1');
    const early = startRouteEarly({
      location: at('/category/1/course/3'),
      sessionStorage,
      document,
      fetch,
      inline,
    });
    early.contractKnown('1.20.0');
    expect(early.school).toBe(inline.school);
    await expect(early.present).resolves.toBe(true);
    await expect(early.preloaded).resolves.toEqual([]);
    expect(await (await takeEarlyManifest(MANIFEST_URL))?.json()).toEqual({ exposes: [] });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('hands its reads to the client, sent with the same session', async () => {
    const inline = inlineStart('token-1');
    const early = startRouteEarly({
      location: at('/category/1/course/3'),
      sessionStorage,
      document,
      fetch: nothingFetched(),
      inline,
    });
    const requestEarly = jest.fn();
    await continueEarlyStart(early, { requestEarly, token: 'token-1' });
    const sent = await inline.reads;
    // The page's declared reads, and the shell header's own it sent for a student.
    expect(requestEarly.mock.calls.slice(1)).toEqual([
      ['course/3', sent['course/3']],
      ['course/3/classes', sent['course/3/classes']],
      ['student/get', sent['student/get']],
    ]);
  });

  it('sends the reads again when the session changed in between', async () => {
    const early = startRouteEarly({
      location: at('/category/1/course/3'),
      sessionStorage,
      document,
      fetch: nothingFetched(),
      inline: inlineStart('an-older-token'),
    });
    const requestEarly = jest.fn();
    await continueEarlyStart(early, { requestEarly, token: 'token-1' });
    expect(requestEarly.mock.calls.slice(1)).toEqual([
      ['course/3', undefined],
      ['course/3/classes', undefined],
    ]);
  });
});

describe('whether a tab asks for an override', () => {
  it('reads the address and the session', () => {
    sessionStorage.clear();
    const at = (href: string) => new URL(href) as unknown as Location;
    expect(overridesAsked(at('http://localhost/checkout'), sessionStorage)).toBe(false);
    expect(overridesAsked(at('http://localhost/checkout?remoteOverride=off'), sessionStorage)).toBe(true);
    sessionStorage.setItem('portal-remote-overrides', '{}');
    expect(overridesAsked(at('http://localhost/checkout'), sessionStorage)).toBe(true);
  });
});
