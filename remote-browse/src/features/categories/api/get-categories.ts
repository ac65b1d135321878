import { callEndpoint } from '@portal/shared';
import {
  browseEndpoints,
  browseQueryKeys,
  type CategoriesResponse,
  categoriesResponseSchema,
} from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cachedQueryParts } from '../../../lib/cached-query';

export const getCategories = (signal?: AbortSignal): Promise<CategoriesResponse> =>
  callEndpoint(browseEndpoints.getCategories, {}, { signal });

export const getCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: browseQueryKeys.categories(),
    ...cachedQueryParts({
      queryKey: browseQueryKeys.categories(),
      schema: categoriesResponseSchema,
      fetch: getCategories,
      // The student's application forms are theirs alone: never cached.
      toCache: ({ categories }) => ({ categories, rapidappForms: [] }),
    }),
  });

export const useCategories = () => useQuery(getCategoriesQueryOptions());
