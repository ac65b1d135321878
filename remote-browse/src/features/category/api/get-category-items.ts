import { callEndpoint } from '@portal/shared';
import {
  browseEndpoints,
  browseQueryKeys,
  type CategoryItemsResponse,
  categoryItemsResponseSchema,
} from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cachedQueryParts, sameData } from '../../../lib/cached-query';

/** A category's courses and pathways in one call (no per-student data in it). */
export const getCategoryItems = (id: number, signal?: AbortSignal): Promise<CategoryItemsResponse> =>
  callEndpoint(browseEndpoints.getCategoryItems, { params: { id } }, { signal });

export const getCategoryItemsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: browseQueryKeys.categoryItems(id),
    ...cachedQueryParts({
      queryKey: browseQueryKeys.categoryItems(id),
      schema: categoryItemsResponseSchema,
      fetch: (signal) => getCategoryItems(id, signal),
      toCache: sameData,
    }),
  });

export const useCategoryItems = (id: number) => useQuery(getCategoryItemsQueryOptions(id));
