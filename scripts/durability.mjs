// `pnpm measure:durability [--rounds N] [--postgres]`: writes to the API without pause, kills it with
// SIGKILL in the middle, restarts it, N times, then checks that every write the API acknowledged is
// in the database. On PGlite (the embedded default) or, with --postgres, on a throwaway PostgreSQL.
// Exit code 1 when an acknowledged write is missing. `npm test` runs a short version on both.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startApi } from './lib/api-process.mjs';
import { withDatabase } from './lib/database-client.mjs';
import { signInThroughApi } from './lib/demo-session.mjs';
import { repoRoot } from './lib/run.mjs';

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '10' },
    writers: { type: 'string', default: '4' },
    postgres: { type: 'boolean', default: false },
    port: { type: 'string', default: '4960' },
  },
});
const ROUNDS = Number(options.rounds);
const WRITERS = Number(options.writers);
const PORT = Number(options.port);
// The seeded test student (api/src/seed/test-students.ts, TEST_STUDENTS=1).
const STUDENT = { email: 'student1@e2e.test', password: 'Tester#2026' };

const apiRequire = createRequire(path.join(repoRoot, 'api/package.json'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One writer: appends navigation records until the API stops answering; gives the acknowledged ones. */
const writeUntilDown = async (origin, token, prefix) => {
  const acknowledged = [];
  for (let n = 0; ; n++) {
    const target = `${prefix}-${n}`;
    try {
      const reply = await fetch(`${origin}/api/student/action`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          type: 'durability',
          action: 'visit',
          target,
          targetId: null,
          targetPath: '/durability',
          targetType: 'check',
        }),
      });
      if (reply.ok && (await reply.json()).result === 'ok') acknowledged.push(target);
    } catch {
      return acknowledged;
    }
  }
};

/** The targets stored, read from the database itself once the API is stopped. */
const storedTargets = async ({ dataDir, databaseUrl }) => {
  const sql = "SELECT target FROM navigation_actions WHERE type = 'durability'";
  if (databaseUrl) {
    return withDatabase(
      databaseUrl,
      async (client) => new Set((await client.query(sql)).rows.map((row) => row.target)),
    );
  }
  const { PGlite } = await import(apiRequire.resolve('@electric-sql/pglite'));
  const db = new PGlite(dataDir);
  try {
    return new Set((await db.query(sql)).rows.map((row) => row.target));
  } finally {
    await db.close();
  }
};

const run = async (database) => {
  const env = {
    TEST_STUDENTS: '1',
    LOG_LEVEL: 'error',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  };
  const acknowledged = [];
  const started = Date.now();
  for (let round = 1; round <= ROUNDS; round++) {
    const api = await startApi({ port: PORT, dataDir: database.dataDir, quiet: true, env });
    const { token } = await signInThroughApi(api.origin, STUDENT.email, STUDENT.password);
    const writers = Array.from({ length: WRITERS }, (_, index) =>
      writeUntilDown(api.origin, token, `r${round}-w${index}`),
    );
    // Mid-stream: somewhere between 0.3 and 1.5 s of writing.
    await sleep(300 + Math.random() * 1200);
    process.kill(api.pid, 'SIGKILL');
    const written = (await Promise.all(writers)).flat();
    acknowledged.push(...written);
    await api.stop();
    console.log(`round ${round}: ${written.length} writes acknowledged, then SIGKILL`);
  }
  // One clean start: the database recovers from the last kill, then the API stops normally.
  const last = await startApi({ port: PORT, dataDir: database.dataDir, quiet: true, env });
  await last.stop();
  const stored = await storedTargets(database);
  const lost = acknowledged.filter((target) => !stored.has(target));
  console.log(
    `${database.name}: ${ROUNDS} rounds, ${acknowledged.length} acknowledged writes, ${lost.length} lost` +
      ` (${stored.size} stored), in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (lost.length > 0) console.log(`lost: ${lost.slice(0, 10).join(', ')}`);
  return lost.length;
};

let lost;
if (options.postgres) {
  const { withThrowawayPostgres } = await import('./lib/postgres.mjs');
  lost = await withThrowawayPostgres((url) => run({ name: 'PostgreSQL', databaseUrl: url }));
} else {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-durability-'));
  try {
    lost = await run({ name: 'PGlite', dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
process.exit(lost === 0 ? 0 : 1);
