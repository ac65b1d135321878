/** The shared zod contracts: the only part of @portal/shared the API may use. */
export * from '@portal/shared/contracts';
