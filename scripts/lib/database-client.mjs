// A connection of its own to a PostgreSQL the API uses, with the API's own `pg` (scripts have no
// driver of their own): for checks that read what the API stored.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './run.mjs';

const apiRequire = createRequire(path.join(repoRoot, 'api/package.json'));

/**
 * Runs `fn(client)` on a connection of its own to `databaseUrl`, closed afterwards.
 * @template T
 * @param {string} databaseUrl
 * @param {(client: import('pg').Client) => Promise<T>} fn
 * @returns {Promise<T>}
 */
export const withDatabase = async (databaseUrl, fn) => {
  const pg = apiRequire('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
};
