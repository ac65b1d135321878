import { apiRequest, pathwayResponseSchema, pathwaySchema, queryKeys, type Pathway } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogOnly } from '../../lib/browse-cache';
import { cachedQueryParts } from '../../lib/cached-query';

export const getPathway = async (id: number, signal?: AbortSignal): Promise<Pathway> =>
  (await apiRequest(`pathway/${id}`, { schema: pathwayResponseSchema, signal })).pathway;

export const getPathwayQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.catalog.pathway(id),
    ...cachedQueryParts({
      queryKey: queryKeys.catalog.pathway(id),
      schema: pathwaySchema,
      fetch: (signal) => getPathway(id, signal),
      toCache: (pathway) => ({ ...pathway, venue: catalogOnly(pathway.venue) }),
    }),
  });

export const usePathway = (id: number) => useQuery(getPathwayQueryOptions(id));
