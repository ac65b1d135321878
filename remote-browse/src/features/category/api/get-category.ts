import { apiRequest, categoryResponseSchema, categorySchema, queryKeys, type Category } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cachedQueryParts, sameData } from '../../../lib/cached-query';

export const getCategory = async (id: number, signal?: AbortSignal): Promise<Category> =>
  (await apiRequest(`course_category/${id}`, { schema: categoryResponseSchema, signal })).category;

export const getCategoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.catalog.category(id),
    ...cachedQueryParts({
      queryKey: queryKeys.catalog.category(id),
      schema: categorySchema,
      fetch: (signal) => getCategory(id, signal),
      toCache: sameData,
    }),
  });

export const useCategory = (id: number) => useQuery(getCategoryQueryOptions(id));
