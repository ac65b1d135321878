import fs from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { typeParsers, type Db, type Queryable } from './types';

export interface PgliteOptions {
  /** Data directory; created if missing. Omit for an in-memory database (tests). */
  dataDir?: string;
  /**
   * An in-memory database that starts as a copy of this one (a `snapshot()`): no initdb, migrations or
   * seed to run again, which is most of what opening a test database costs.
   */
  snapshot?: Blob;
}

export interface PgliteDb extends Db {
  /** The whole database as a tarball, for `PgliteOptions.snapshot`. */
  snapshot(): Promise<Blob>;
}

function wrap(q: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  };
}

export async function openPgliteDb(options: PgliteOptions = {}): Promise<PgliteDb> {
  const { dataDir, snapshot } = options;
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const pg = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    parsers: typeParsers,
  });
  await pg.waitReady;
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    snapshot: async () => (await pg.dumpDataDir('none')) as Blob,
  };
}
