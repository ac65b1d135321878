import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { schoolSchema, type School } from '../contracts/school';
import { queryKeys } from '../query/query-keys';
import { apiRequest } from './api-client';

export const getSchool = (signal?: AbortSignal): Promise<School> =>
  apiRequest('school', { schema: schoolSchema, signal });

export const getSchoolQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.school(),
    queryFn: ({ signal }) => getSchool(signal),
    staleTime: Infinity,
  });

/** The school's configuration. The shell loads it before any remote mounts, so it never suspends there. */
export const useSchool = (): School => useSuspenseQuery(getSchoolQueryOptions()).data;
