import type { School } from './contracts';
import type { Db } from './db';

/** What every route plugin receives. */
export interface AppContext {
  db: Db;
  school: School;
  /** The spec's calls only: every extension answers 404 (app.ts). False when left out. */
  specOnly?: boolean;
}
