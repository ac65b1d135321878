import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { freePort } from './free-port.mjs';
import { BASE_HEADERS, shellPolicy } from './security-headers.mjs';

/*
 * The shell's origin as `npm start` serves it (docs/adr/008-content-security-policy.md): its own pages
 * framed by no one, and the API's replies through its /api proxy, which keep the framing rule the API
 * gave them (the application-form tool's pages may be framed by this origin; nothing else may).
 * static-origin.mjs runs in a child Node: @fastify/static needs an ES-module-only package that jest
 * on Node 20 cannot load.
 */

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

const BIG_SCRIPT = 'console.log("student self-service portal");\n'.repeat(100);
const BIG_SCRIPT_BROTLI = brotliCompressSync(BIG_SCRIPT, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });

const TOOL_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'";

/** Starts static-origin.mjs in a child process; resolves with its URL once it listens. */
function startShell(options: Record<string, unknown>): Promise<{ url: string; child: ChildProcess }> {
  const module = path.join(__dirname, 'static-origin.mjs');
  const script = `
    const { startStaticOrigin } = await import(${JSON.stringify(module)});
    const origin = await startStaticOrigin(${JSON.stringify(options)});
    console.log('listening ' + origin.url);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening (\S+)/.exec(out)?.[1];
      if (url) resolve({ url, child });
    });
    child.on('exit', (code) => reject(new Error(`static origin exited (${code}): ${out}`)));
  });
}

let api: FastifyInstance;
let shell: { url: string; child: ChildProcess };
let root: string;
let remotesFile: string;
beforeAll(async () => {
  // A stand-in for the API: a framed tool page, and a reply with the API's usual headers.
  api = Fastify();
  api.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );
  api.post<{ Body: URLSearchParams }>('/api/rapidapp/tool/start_application', (request, reply) =>
    reply
      .header('content-security-policy', TOOL_POLICY)
      .header('x-frame-options', 'SAMEORIGIN')
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><p>tool ${request.body.get('passport')}</p>`),
  );
  api.get('/api/school', (_request, reply) =>
    reply
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
      .header('x-frame-options', 'DENY')
      .send({ result: 'ok', data: {} }),
  );
  api.get('/api/plain', () => ({ result: 'ok', data: {} }));
  await api.listen({ port: 0, host: '127.0.0.1' });
  const { port: apiPort } = api.server.address() as net.AddressInfo;

  root = mkdtempSync(path.join(tmpdir(), 'static-origin-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(root, 'main.js'), BIG_SCRIPT);
  writeFileSync(path.join(root, 'app.5f09c0bb.js'), BIG_SCRIPT);
  // The build's compressed copy of one of them (tooling/webpack/precompress.mjs).
  writeFileSync(path.join(root, 'app.5f09c0bb.js.br'), BIG_SCRIPT_BROTLI);
  remotesFile = path.join(root, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify({ browse: 'http://localhost:4101/mf-manifest.json' }));
  shell = await startShell({
    name: 'shell',
    root,
    port: await freePort(),
    spa: true,
    remotesFile,
    apiOrigin: `http://127.0.0.1:${apiPort}`,
  });
});
afterAll(async () => {
  if (shell && shell.child.exitCode === null) {
    const exited = new Promise((resolve) => shell.child.once('exit', resolve));
    shell.child.kill();
    await exited;
  }
  await api?.close();
  rmSync(root, { recursive: true, force: true });
});

describe("the shell's policy", () => {
  it('lets the shell frame its own origin (the tool), and nothing frame the shell', () => {
    const policy = shellPolicy(['http://localhost:4101']);
    expect(directive(policy, 'frame-src').split(' ')).toContain("'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
    expect(BASE_HEADERS['X-Frame-Options']).toBe('DENY');
  });
});

describe("the shell's origin", () => {
  it('serves its pages with the base headers and its policy, framed by no one', async () => {
    const res = await fetch(`${shell.url}/categories`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe(shellPolicy(['http://localhost:4101']));
  });

  it("keeps the framing rule and the policy of the API's tool page through /api", async () => {
    const res = await fetch(`${shell.url}/api/rapidapp/tool/start_application`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'passport=x',
    });
    expect(res.status).toBe(200);
    // The form post reaches the API as it was sent.
    expect(await res.text()).toBe('<!doctype html><p>tool x</p>');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toBe(TOOL_POLICY);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps DENY for every other API reply, and adds it where the API set none', async () => {
    const school = await fetch(`${shell.url}/api/school`);
    expect(school.headers.get('x-frame-options')).toBe('DENY');
    expect(school.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    const plain = await fetch(`${shell.url}/api/plain`);
    expect(plain.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe("the build's files", () => {
  const get = (file: string, encoding: string) =>
    fetch(`${shell.url}/${file}`, { headers: { 'accept-encoding': encoding } });

  it("sends the build's brotli copy as it is, cached as its file is", async () => {
    const res = await get('app.5f09c0bb.js', 'br, gzip');
    expect(res.headers.get('content-encoding')).toBe('br');
    // The copy's own bytes, not a compression made for this reply.
    expect(res.headers.get('content-length')).toBe(String(BIG_SCRIPT_BROTLI.length));
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/^application\/javascript|^text\/javascript/);
    expect(await res.text()).toBe(BIG_SCRIPT);
  });

  it('compresses a file without a copy as it sends it, and sends a client that takes none the file', async () => {
    const compressed = await get('main.js', 'br');
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('cache-control')).toBe('no-cache');
    expect(await compressed.text()).toBe(BIG_SCRIPT);
    const plain = await get('app.5f09c0bb.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG_SCRIPT);
  });
});
