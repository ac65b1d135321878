import { studentScopedRoots } from '@portal/shared';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Forgets every cached datum about the student (spec: on logout and on each account switch), so the
 * next account never sees the previous one's data, even for a moment. Queries on screen refetch at
 * once, which is how classes and nodes reload on a change of session.
 */
export const wipeStudentData = (queryClient: QueryClient): void => {
  for (const root of studentScopedRoots) void queryClient.resetQueries({ queryKey: [root] });
};
