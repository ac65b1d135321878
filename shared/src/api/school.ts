import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { schoolEndpoints, type School } from '../contracts/school';
import { queryKeys } from '../query/query-keys';
import { callEndpoint } from './call-endpoint';

export const getSchool = (signal?: AbortSignal): Promise<School> =>
  callEndpoint(schoolEndpoints.getSchool, {}, { signal });

export const getSchoolQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.school(),
    queryFn: ({ signal }) => getSchool(signal),
    staleTime: Infinity,
  });

/** The school's configuration. The shell loads it before any remote mounts, so it never suspends there. */
export const useSchool = (): School => useSuspenseQuery(getSchoolQueryOptions()).data;
