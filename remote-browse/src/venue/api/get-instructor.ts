import { apiRequest, instructorResponseSchema, queryKeys, type Instructor } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getInstructor = async (id: number, signal?: AbortSignal): Promise<Instructor> =>
  (await apiRequest(`instructor/${id}`, { schema: instructorResponseSchema, signal })).instructor;

export const getInstructorQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.catalog.instructor(id),
    queryFn: ({ signal }) => getInstructor(id, signal),
    staleTime: 5 * 60_000,
  });

/** Loaded only once the bio panel opens. */
export const useInstructor = (id: number, enabled: boolean) =>
  useQuery({ ...getInstructorQueryOptions(id), enabled });
