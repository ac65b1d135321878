/**
 * The documents area's contracts: its schemas, its endpoint table and its query keys. Compiled into
 * this remote and the API (`@portal/remote-documents/contract`); never a shared run-time module.
 */
export * from './documents';
export * from './documents-endpoints';
export * from './upload-rules';
export * from './query-keys';
