/** The only database surface the API uses; PGlite and node-postgres both implement it. */
export type Row = Record<string, unknown>;

export interface Queryable {
  /** Runs one parameterised statement ($1, $2, ...) and returns its rows. */
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` inside BEGIN/COMMIT; any throw rolls back. Use only `tx` inside `fn`. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Column types are parsed the same way on both drivers: numeric and bigint as JS numbers,
 * date and time as the text PostgreSQL prints ('2026-01-12', '18:00:00'), so no time-zone shift.
 * Timestamps stay Date objects.
 */
export const TYPE_OIDS = { int8: 20, numeric: 1700, date: 1082, time: 1083 } as const;

export const typeParsers: Record<number, (value: string) => unknown> = {
  [TYPE_OIDS.int8]: (v) => Number(v),
  [TYPE_OIDS.numeric]: (v) => Number(v),
  [TYPE_OIDS.date]: (v) => v,
  [TYPE_OIDS.time]: (v) => v,
};

export async function queryOne<T = Row>(
  db: Queryable,
  sql: string,
  params?: readonly unknown[],
): Promise<T | undefined> {
  const rows = await db.query<T>(sql, params);
  return rows[0];
}
