import { callEndpoint } from '@portal/shared';
import { browseEndpoints, browseQueryKeys, type Venue, venueSchema } from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogOnly } from '../../../lib/browse-cache';
import { cachedQueryParts } from '../../../lib/cached-query';

export const getClass = async (id: number, signal?: AbortSignal): Promise<Venue> =>
  (await callEndpoint(browseEndpoints.getClass, { params: { id } }, { signal })).class;

export const getClassQueryOptions = (id: number) =>
  queryOptions({
    queryKey: browseQueryKeys.class(id),
    ...cachedQueryParts({
      queryKey: browseQueryKeys.class(id),
      schema: venueSchema,
      fetch: (signal) => getClass(id, signal),
      toCache: catalogOnly,
    }),
  });

export const useClass = (id: number) => useQuery(getClassQueryOptions(id));
