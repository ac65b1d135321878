/**
 * Browse's contract: its schemas, its endpoint table and its query keys. The remote imports it
 * relatively; the API imports it as `@portal/remote-browse/contract`. It loads zod and
 * `@portal/shared/contracts` only (no React): the API runs it in Node.
 */
export * from './catalog';
export * from './venue-actions';
export * from './browse-endpoints';
export * from './query-keys';
