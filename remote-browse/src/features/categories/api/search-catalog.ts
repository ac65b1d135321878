import { apiRequest, queryKeys, searchResponseSchema, type SearchResponse } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const searchCatalog = (query: string, signal?: AbortSignal): Promise<SearchResponse> =>
  apiRequest(`search?q=${encodeURIComponent(query)}`, { schema: searchResponseSchema, signal });

export const searchCatalogQueryOptions = (query: string) =>
  queryOptions({
    queryKey: queryKeys.catalog.search(query),
    queryFn: ({ signal }) => searchCatalog(query, signal),
    staleTime: 60_000,
  });

/** No call without a query (fewer than 3 characters never get here). */
export const useCatalogSearch = (query: string | null) =>
  useQuery({ ...searchCatalogQueryOptions(query ?? ''), enabled: query !== null });
