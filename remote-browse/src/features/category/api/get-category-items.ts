import {
  apiRequest,
  categoryItemsResponseSchema,
  queryKeys,
  type CategoryItemsResponse,
} from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cachedQueryParts, sameData } from '../../../lib/cached-query';

/** A category's courses and pathways in one call (no per-student data in it). */
export const getCategoryItems = (id: number, signal?: AbortSignal): Promise<CategoryItemsResponse> =>
  apiRequest(`course_category/${id}/courses_and_pathways`, { schema: categoryItemsResponseSchema, signal });

export const getCategoryItemsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.catalog.categoryItems(id),
    ...cachedQueryParts({
      queryKey: queryKeys.catalog.categoryItems(id),
      schema: categoryItemsResponseSchema,
      fetch: (signal) => getCategoryItems(id, signal),
      toCache: sameData,
    }),
  });

export const useCategoryItems = (id: number) => useQuery(getCategoryItemsQueryOptions(id));
