import { callEndpoint } from '@portal/shared';
import { browseEndpoints, browseQueryKeys, type Instructor } from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { venueDetailLoading } from './venue-detail-query';

export const getInstructor = async (id: number, signal?: AbortSignal): Promise<Instructor> =>
  (await callEndpoint(browseEndpoints.getInstructor, { params: { id } }, { signal })).instructor;

export const getInstructorQueryOptions = (id: number, enabled = true) =>
  queryOptions({
    queryKey: browseQueryKeys.instructor(id),
    queryFn: ({ signal }) => getInstructor(id, signal),
    ...venueDetailLoading(enabled),
  });

/** Loaded only once the bio panel opens. */
export const useInstructor = (id: number, enabled: boolean) =>
  useQuery(getInstructorQueryOptions(id, enabled));
