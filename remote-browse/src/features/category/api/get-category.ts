import { callEndpoint } from '@portal/shared';
import { browseEndpoints, browseQueryKeys, type Category, categorySchema } from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cachedQueryParts, sameData } from '../../../lib/cached-query';

export const getCategory = async (id: number, signal?: AbortSignal): Promise<Category> =>
  (await callEndpoint(browseEndpoints.getCategory, { params: { id } }, { signal })).category;

export const getCategoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: browseQueryKeys.category(id),
    ...cachedQueryParts({
      queryKey: browseQueryKeys.category(id),
      schema: categorySchema,
      fetch: (signal) => getCategory(id, signal),
      toCache: sameData,
    }),
  });

export const useCategory = (id: number) => useQuery(getCategoryQueryOptions(id));
