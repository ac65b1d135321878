import { apiRequest, pathwayNodesResponseSchema, queryKeys, type PathwayNodesResponse } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogOnly } from '../../../lib/browse-cache';
import { cachedQueryParts } from '../../../lib/cached-query';

export const getPathwayNodes = (id: number, signal?: AbortSignal): Promise<PathwayNodesResponse> =>
  apiRequest(`pathway/${id}/nodes`, { schema: pathwayNodesResponseSchema, signal });

export const getPathwayNodesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.catalog.pathwayNodes(id),
    ...cachedQueryParts({
      queryKey: queryKeys.catalog.pathwayNodes(id),
      schema: pathwayNodesResponseSchema,
      fetch: (signal) => getPathwayNodes(id, signal),
      toCache: ({ nodes }) => ({ nodes: nodes.map((node) => ({ ...node, venue: catalogOnly(node.venue) })) }),
    }),
  });

export const usePathwayNodes = (id: number) => useQuery(getPathwayNodesQueryOptions(id));
