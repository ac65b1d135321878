import type { School } from './contracts';
import type { Db } from './db';

/** What every route plugin receives. */
export interface AppContext {
  db: Db;
  school: School;
}
