/**
 * The registration area's contracts: its schemas, its endpoint table, the rules the wizard and the
 * API both apply (spec 4.1 and 5.1) and its query keys. Compiled into this remote and the API
 * (`@portal/remote-registration/contract`); never a shared run-time module.
 */

export * from './registration';
export * from './registration-endpoints';
export * from './registration-rules';
export * from './query-keys';
