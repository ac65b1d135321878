import { apiRequest, classResponseSchema, queryKeys, venueSchema, type Venue } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogOnly } from '../../lib/browse-cache';
import { cachedQueryParts } from '../../lib/cached-query';

export const getClass = async (id: number, signal?: AbortSignal): Promise<Venue> =>
  (await apiRequest(`class/${id}`, { schema: classResponseSchema, signal })).class;

export const getClassQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.catalog.class(id),
    ...cachedQueryParts({
      queryKey: queryKeys.catalog.class(id),
      schema: venueSchema,
      fetch: (signal) => getClass(id, signal),
      toCache: catalogOnly,
    }),
  });

export const useClass = (id: number) => useQuery(getClassQueryOptions(id));
