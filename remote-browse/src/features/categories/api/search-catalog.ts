import { callEndpoint } from '@portal/shared';
import { browseEndpoints, browseKeys, type SearchResponse } from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const searchCatalog = (query: string, signal?: AbortSignal): Promise<SearchResponse> =>
  callEndpoint(browseEndpoints.searchCatalog, { query: { q: query } }, { signal });

export const searchCatalogQueryOptions = (query: string) =>
  queryOptions({
    queryKey: browseKeys.search(query),
    queryFn: ({ signal }) => searchCatalog(query, signal),
    staleTime: 60_000,
  });

/** No call without a query (fewer than 3 characters never get here). */
export const useCatalogSearch = (query: string | null) =>
  useQuery({ ...searchCatalogQueryOptions(query ?? ''), enabled: query !== null });
