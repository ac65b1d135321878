/**
 * Starts the reference API: `tsx src/main.ts [--seed-only] [--large-catalog]`.
 * SEED_LARGE_CATALOG=1 (or --large-catalog) adds the large measuring catalog (seed/large-catalog.ts).
 * Env: PORT (4000), HOST (127.0.0.1), SCHOOL_CONFIG (config/demo-school.json), DATA_DIR
 * (.data/pglite), DATABASE_URL (use PostgreSQL instead of PGlite), LOG_LEVEL (warn), TEST_STUDENTS
 * (a number: adds that many students for browser tests, seed/test-students.ts), PORTAL_TEST_ROUTES
 * (1: the routes browser tests drive, /api/dev/*; only on a loopback HOST), TRUSTED_PROXIES (whose
 * X-Forwarded-For is believed: 127.0.0.1,::1, the shell's /api proxy).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadSchoolFile, type SchoolFile } from './config/load-school-config';
import { migrate, openPgliteDb, openPostgresDb, type Db } from './db';
import { largeCatalogRequested, seedLargeCatalog } from './areas/browse/seed/large-catalog';
import { seed } from './seed/seed';
import { requestedTestStudents, seedTestStudents } from './seed/test-students';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Hosts that only this machine reaches: the only ones the test routes may listen on. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

function fatal(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  const seedOnly = process.argv.includes('--seed-only');
  const port = Number(process.env.PORT ?? 4000);
  const host = process.env.HOST ?? '127.0.0.1';
  if (!Number.isInteger(port) || port < 0 || port > 65535) fatal(`Invalid PORT: ${process.env.PORT}`);
  // The test routes mint sign-in passports and read every e-mail: off unless a test stack asks for
  // them by name, and never where another machine can reach them.
  const testRoutes = process.env.PORTAL_TEST_ROUTES === '1';
  if (testRoutes && !LOOPBACK_HOSTS.has(host)) {
    fatal(`PORTAL_TEST_ROUTES=1 needs a loopback HOST (127.0.0.1, ::1 or localhost), not ${host}`);
  }

  let schoolFile: SchoolFile;
  try {
    schoolFile = loadSchoolFile(process.env.SCHOOL_CONFIG ?? path.join(apiDir, 'config', 'demo-school.json'));
  } catch (err) {
    fatal((err as Error).message);
  }

  let db: Db;
  const databaseUrl = process.env.DATABASE_URL;
  try {
    db = databaseUrl
      ? await openPostgresDb(databaseUrl)
      : await openPgliteDb({
          dataDir: path.resolve(process.env.DATA_DIR ?? path.join(apiDir, '.data', 'pglite')),
        });
    await migrate(db, path.join(apiDir, 'migrations'));
    await seed(db);
    if (largeCatalogRequested(process.argv, process.env)) await seedLargeCatalog(db);
    await seedTestStudents(db, requestedTestStudents(process.env.TEST_STUDENTS));
  } catch (err) {
    fatal(`Could not prepare the database: ${(err as Error).message}`);
  }
  if (seedOnly) {
    await db.close();
    console.log('Database migrated and seeded.');
    return;
  }

  const app = buildApp({
    db,
    school: schoolFile.school,
    sessionIdleTimeoutMinutes: schoolFile.sessions.idleTimeoutMinutes,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    nodeEnv: testRoutes ? 'development' : 'production',
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received, closing`);
    await app.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port, host });
  } catch (err) {
    await db.close().catch(() => undefined);
    fatal(`Could not listen on ${host}:${port}: ${(err as Error).message}`);
  }
  console.log(`API listening on http://${host}:${port}`);
  if (testRoutes) {
    console.warn(
      'WARNING: the test routes are on (/api/dev/*: passports, every e-mail, the site lock). Never deploy with PORTAL_TEST_ROUTES=1.',
    );
  }
}

main().catch((err: unknown) => fatal(`API failed to start: ${(err as Error).message}`));
