import { queryKeys } from '@portal/shared';

/** The shared key factory, plus the one key only this remote uses (under 'catalog', so student-scoped). */
export const browseKeys = {
  ...queryKeys.catalog,
  refundPolicy: (id: number) => [...queryKeys.catalog.all(), 'refund-policy', id] as const,
} as const;
