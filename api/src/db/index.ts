export type { Db, Queryable, Row } from './types';
export { queryOne } from './types';
export { openPgliteDb } from './pglite';
export { openPostgresDb } from './postgres';
export { migrate, readMigrations } from './migrate';
export { isDatabaseUnavailable } from './unavailable';
