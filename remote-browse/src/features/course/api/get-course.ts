import { callEndpoint } from '@portal/shared';
import { browseEndpoints, browseQueryKeys, type Course, courseSchema } from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cachedQueryParts, sameData } from '../../../lib/cached-query';

export const getCourse = async (id: number, signal?: AbortSignal): Promise<Course> =>
  (await callEndpoint(browseEndpoints.getCourse, { params: { id } }, { signal })).course;

export const getCourseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: browseQueryKeys.course(id),
    ...cachedQueryParts({
      queryKey: browseQueryKeys.course(id),
      schema: courseSchema,
      fetch: (signal) => getCourse(id, signal),
      toCache: sameData,
    }),
  });

export const useCourse = (id: number) => useQuery(getCourseQueryOptions(id));
