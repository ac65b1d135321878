import { callEndpoint } from '@portal/shared';
import {
  browseEndpoints,
  browseQueryKeys,
  type PathwayNodesResponse,
  pathwayNodesResponseSchema,
} from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogOnly } from '../../../lib/browse-cache';
import { cachedQueryParts } from '../../../lib/cached-query';

export const getPathwayNodes = (id: number, signal?: AbortSignal): Promise<PathwayNodesResponse> =>
  callEndpoint(browseEndpoints.getPathwayNodes, { params: { id } }, { signal });

export const getPathwayNodesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: browseQueryKeys.pathwayNodes(id),
    ...cachedQueryParts({
      queryKey: browseQueryKeys.pathwayNodes(id),
      schema: pathwayNodesResponseSchema,
      fetch: (signal) => getPathwayNodes(id, signal),
      toCache: ({ nodes }) => ({ nodes: nodes.map((node) => ({ ...node, venue: catalogOnly(node.venue) })) }),
    }),
  });

export const usePathwayNodes = (id: number) => useQuery(getPathwayNodesQueryOptions(id));
