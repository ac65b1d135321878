import { callEndpoint } from '@portal/shared';
import { browseEndpoints, browseQueryKeys, type Pathway, pathwaySchema } from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogOnly } from '../../../lib/browse-cache';
import { cachedQueryParts } from '../../../lib/cached-query';

export const getPathway = async (id: number, signal?: AbortSignal): Promise<Pathway> =>
  (await callEndpoint(browseEndpoints.getPathway, { params: { id } }, { signal })).pathway;

export const getPathwayQueryOptions = (id: number) =>
  queryOptions({
    queryKey: browseQueryKeys.pathway(id),
    ...cachedQueryParts({
      queryKey: browseQueryKeys.pathway(id),
      schema: pathwaySchema,
      fetch: (signal) => getPathway(id, signal),
      toCache: (pathway) => ({ ...pathway, venue: catalogOnly(pathway.venue) }),
    }),
  });

export const usePathway = (id: number) => useQuery(getPathwayQueryOptions(id));
