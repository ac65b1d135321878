import { apiRequest, locationResponseSchema, queryKeys, type Location } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getLocation = async (id: number, signal?: AbortSignal): Promise<Location> =>
  (await apiRequest(`location/${id}`, { schema: locationResponseSchema, signal })).location;

export const getLocationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.catalog.location(id),
    queryFn: ({ signal }) => getLocation(id, signal),
    staleTime: 5 * 60_000,
  });

/** Loaded only once the map is asked for. */
export const useLocation = (id: number, enabled: boolean) =>
  useQuery({ ...getLocationQueryOptions(id), enabled });
