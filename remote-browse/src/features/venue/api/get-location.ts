import { callEndpoint } from '@portal/shared';
import { browseEndpoints, browseQueryKeys, type Location } from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { venueDetailLoading } from './venue-detail-query';

export const getLocation = async (id: number, signal?: AbortSignal): Promise<Location> =>
  (await callEndpoint(browseEndpoints.getLocation, { params: { id } }, { signal })).location;

export const getLocationQueryOptions = (id: number, enabled = true) =>
  queryOptions({
    queryKey: browseQueryKeys.location(id),
    queryFn: ({ signal }) => getLocation(id, signal),
    ...venueDetailLoading(enabled),
  });

/** Loaded only once the map is asked for. */
export const useLocation = (id: number, enabled: boolean) => useQuery(getLocationQueryOptions(id, enabled));
