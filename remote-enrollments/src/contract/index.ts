/**
 * The enrollments area's contracts: its schemas, its endpoint table, the rules its reports share with
 * the view, and its query keys. Compiled into this remote and the API
 * (`@portal/remote-enrollments/contract`); never a shared run-time module.
 */
export * from './enrollments';
export * from './enrollments-endpoints';
export * from './enrollment-rules';
export * from './query-keys';
