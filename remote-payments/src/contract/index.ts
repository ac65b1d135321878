/**
 * The payments area's contracts: its schemas, its endpoint table, its rules and its query keys.
 * Compiled into this remote and the API (`@portal/remote-payments/contract`); never a shared run-time
 * module. It loads zod, card-validator and `@portal/shared/contracts` only (no React).
 */
export * from './charge-rules';
export * from './charges';
export * from './checkout';
export * from './payment-rules';
export * from './payments-endpoints';
export * from './query-keys';
