/**
 * Profile's contract: its schemas, its endpoint table and its query keys. The remote imports it relatively; the API
 * imports it as `@portal/remote-profile/contract`. It loads zod and `@portal/shared/contracts` only
 * (no React): the API runs it in Node.
 */
export * from './address';
export * from './phone-contact';
export * from './profile';
export * from './profile-endpoints';
export * from './query-keys';
