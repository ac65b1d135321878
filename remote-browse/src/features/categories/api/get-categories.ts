import { apiRequest, categoriesResponseSchema, queryKeys, type CategoriesResponse } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cachedQueryParts } from '../../../lib/cached-query';

export const getCategories = (signal?: AbortSignal): Promise<CategoriesResponse> =>
  apiRequest('course_categories/', { schema: categoriesResponseSchema, signal });

export const getCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.catalog.categories(),
    ...cachedQueryParts({
      queryKey: queryKeys.catalog.categories(),
      schema: categoriesResponseSchema,
      fetch: getCategories,
      // The student's application forms are theirs alone: never cached.
      toCache: ({ categories }) => ({ categories, rapidappForms: [] }),
    }),
  });

export const useCategories = () => useQuery(getCategoriesQueryOptions());
