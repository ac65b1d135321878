import { callEndpoint } from '@portal/shared';
import { browseEndpoints, browseQueryKeys, type SearchResponse } from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getCatalogSearch = (query: string, signal?: AbortSignal): Promise<SearchResponse> =>
  callEndpoint(browseEndpoints.searchCatalog, { query: { q: query } }, { signal });

export const getCatalogSearchQueryOptions = (query: string, enabled = true) =>
  queryOptions({
    queryKey: browseQueryKeys.search(query),
    queryFn: ({ signal }) => getCatalogSearch(query, signal),
    staleTime: 60_000,
    enabled,
  });

/** No call without a query (fewer than 3 characters never get here). */
export const useCatalogSearch = (query: string | null) =>
  useQuery(getCatalogSearchQueryOptions(query ?? '', query !== null));
