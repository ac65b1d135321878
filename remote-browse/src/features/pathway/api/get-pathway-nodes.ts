import { callEndpoint } from '@portal/shared';
import { browseEndpoints, type PathwayNodesResponse } from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cachedById } from '../../../lib/cached-query';

export const getPathwayNodes = (id: number, signal?: AbortSignal): Promise<PathwayNodesResponse> =>
  callEndpoint(browseEndpoints.getPathwayNodes, { params: { id } }, { signal });

export const getPathwayNodesQueryOptions = (id: number) =>
  queryOptions(cachedById('pathwayNodes', id, getPathwayNodes));

export const usePathwayNodes = (id: number) => useQuery(getPathwayNodesQueryOptions(id));
