import Fastify, { type FastifyInstance } from 'fastify';
import { checkFiles, PreflightFailed, reasonOf } from './preflight-files.mjs';

const REMOTE = { name: 'payments', exposes: [{ module: './AccountPage' }, { module: './CheckoutPage' }] };

const goodManifest = () => ({
  metaData: {
    name: 'payments',
    remoteEntry: { path: '', name: 'remoteEntry.js' },
    buildInfo: { buildVersion: '0.1.0+abc' },
  },
  exposes: [
    { path: './AccountPage', assets: { js: { sync: ['account.js'] }, css: { sync: [] } } },
    { path: './CheckoutPage', assets: { js: { sync: ['checkout.js'] }, css: { sync: ['checkout.css'] } } },
  ],
});

/** A staged release: its files under /releases/r1/, each replaceable by a test. */
const serve = async (files: Record<string, string | null>) => {
  const app: FastifyInstance = Fastify();
  app.get('/releases/r1/:file', async (request, reply) => {
    const body = files[(request.params as { file: string }).file];
    if (body == null) return reply.code(404).send('Not found');
    return reply.type('text/plain').send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, manifestUrl: `http://127.0.0.1:${port}/releases/r1/mf-manifest.json` };
};

const files = (overrides: Record<string, string | null> = {}) => ({
  'mf-manifest.json': JSON.stringify(goodManifest()),
  'remoteEntry.js': 'entry',
  'account.js': 'a',
  'checkout.js': 'c',
  'checkout.css': 'css',
  ...overrides,
});

const failureOf = async (served: Record<string, string | null>) => {
  const { app, manifestUrl } = await serve(served);
  try {
    await checkFiles(REMOTE, manifestUrl);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(PreflightFailed);
    return (error as Error).message;
  } finally {
    await app.close();
  }
};

describe("a release's files, as the preflight checks them before anything names it", () => {
  it('passes a whole release, and tells its build version', async () => {
    const { app, manifestUrl } = await serve(files());
    await expect(checkFiles(REMOTE, manifestUrl)).resolves.toEqual({ version: '0.1.0+abc' });
    await app.close();
  });

  it.each<[string, Record<string, string | null>, RegExp]>([
    ['no manifest', { 'mf-manifest.json': null }, /mf-manifest\.json answered 404/],
    ['a manifest that is not JSON', { 'mf-manifest.json': '{"metaData": ' }, /is not JSON/],
    [
      "another remote's manifest",
      {
        'mf-manifest.json': JSON.stringify({
          ...goodManifest(),
          metaData: { ...goodManifest().metaData, name: 'browse' },
        }),
      },
      /is not a manifest of payments/,
    ],
    ['no entry', { 'remoteEntry.js': null }, /remoteEntry\.js answered 404/],
    [
      'an exposed module missing',
      {
        'mf-manifest.json': JSON.stringify({
          ...goodManifest(),
          exposes: goodManifest().exposes.slice(0, 1),
        }),
      },
      /does not expose \.\/CheckoutPage/,
    ],
    ["a module's chunk missing", { 'checkout.js': null }, /checkout\.js answered 404/],
    ["a module's styles missing", { 'checkout.css': null }, /checkout\.css answered 404/],
  ])('refuses %s', async (_name, overrides, reason) => {
    expect(await failureOf(files(overrides))).toMatch(reason);
  });

  it('refuses a release nobody serves, saying it could not be fetched', async () => {
    await expect(checkFiles(REMOTE, 'http://127.0.0.1:9/releases/r1/mf-manifest.json')).rejects.toThrow(
      /could not be fetched/,
    );
  });
});

describe('reasonOf: the line that says what went wrong', () => {
  it.each([
    ['Error: boom\n    at x (a.js:1:1)', 'Error: boom'],
    [
      '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003\nargs: {}\nOriginal Error Message:\n HostContractMismatch: payments was built for ^1.2.0\nmore',
      'HostContractMismatch: payments was built for ^1.2.0',
    ],
    ['', ''],
  ])('%j', (text, reason) => {
    expect(reasonOf(text)).toBe(reason);
  });
});
