// `pnpm measure:load [--seconds 10] [--connections 50] [--only pglite|postgres]`: a load benchmark of
// the compiled API (api/dist) with the large catalog, on PGlite and on a throwaway PostgreSQL. Four
// workloads, each for --seconds at --connections concurrent requests: the category list, a search
// with a new query on every request, sign-in, and a profile write. Prints requests per second,
// p50/p95/p99 latency and errors. A report, not a test: nothing here fails on a number.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { startApi } from './lib/api-process.mjs';
import { signInThroughApi } from './lib/demo-session.mjs';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    port: { type: 'string', default: '4970' },
  },
});
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);
const PORT = Number(options.port);
// Seeded test students (api/src/seed/test-students.ts): one per connection, so writes do not queue
// on one row and sign-ins are not one account's.
const studentEmail = (index) => `student${index}@e2e.test`;
const STUDENT_PASSWORD = 'Tester#2026';

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

const post = (origin, route, body, token) =>
  fetch(`${origin}/api/${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** Runs `request(connection, n)` on every connection for SECONDS; gives the figures. */
const measure = async (request) => {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, connection) => {
      for (let n = 0; performance.now() < deadline; n++) {
        const start = performance.now();
        try {
          const reply = await request(connection, n);
          const body = await reply.json();
          if (!reply.ok || body.result !== 'ok') errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(latencies.length / SECONDS),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
  };
};

/** Search words that match the large catalog: three to six letters cut from its course titles. */
const searchWords = async (origin) => {
  const categories = (await (await fetch(`${origin}/api/course_categories/`)).json()).data.categories;
  const words = new Set();
  for (const category of categories) {
    const listed = (await (await fetch(`${origin}/api/course_category/${category.id}/courses`)).json()).data;
    for (const { title } of listed.courses) {
      for (const word of title.toLowerCase().split(/[^a-z]+/)) {
        for (let length = 3; length <= Math.min(6, word.length); length++) {
          for (let start = 0; start + length <= word.length; start++)
            words.add(word.slice(start, start + length));
        }
      }
    }
  }
  return [...words];
};

const benchmark = async (name, env) => {
  const api = await startApi({
    port: PORT,
    quiet: true,
    env: { SEED_LARGE_CATALOG: '1', TEST_STUDENTS: String(CONNECTIONS), ...env },
  });
  try {
    const { origin } = api;
    const tokens = [];
    for (let index = 1; index <= CONNECTIONS; index++) {
      tokens.push((await signInThroughApi(origin, studentEmail(index), STUDENT_PASSWORD)).token);
    }
    const words = await searchWords(origin);
    // Each request a query not asked before in this run (word, then a second word), past any cache.
    const query = (connection, n) => {
      const i = connection * 100_003 + n;
      return `${words[i % words.length]} ${words[Math.floor(i / words.length) % words.length]}`;
    };
    const workloads = {
      'category list': () => fetch(`${origin}/api/course_categories/`),
      'search (new query each time)': (connection, n) =>
        fetch(`${origin}/api/search?q=${encodeURIComponent(query(connection, n))}`),
      'sign-in': (connection) =>
        post(origin, 'student/auth', { email: studentEmail(connection + 1), password: STUDENT_PASSWORD }),
      'profile write': (connection, n) =>
        post(
          origin,
          'student/update_profile',
          {
            profile: { firstName: 'Casey', lastName: `Tester${connection + 1}`, preferredName: `Load ${n}` },
          },
          tokens[connection],
        ),
    };
    const rows = [];
    for (const [workload, request] of Object.entries(workloads)) {
      const figures = await measure(request);
      rows.push({ database: name, workload, ...figures });
      console.log(
        `${name.padEnd(10)} ${workload.padEnd(30)} ${String(figures.rps).padStart(6)} req/s  p50 ${figures.p50.toFixed(1)} ms  p95 ${figures.p95.toFixed(1)} ms  p99 ${figures.p99.toFixed(1)} ms  errors ${figures.errors}`,
      );
    }
    return rows;
  } finally {
    await api.stop();
  }
};

console.log(`The compiled API, large catalog, ${CONNECTIONS} connections, ${SECONDS} s per workload:`);
if (options.only !== 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-load-'));
  try {
    await benchmark('PGlite', { DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (options.only !== 'pglite') {
  const { withThrowawayPostgres } = await import('./lib/postgres.mjs');
  await withThrowawayPostgres((url) => benchmark('PostgreSQL', { DATABASE_URL: url }));
}
