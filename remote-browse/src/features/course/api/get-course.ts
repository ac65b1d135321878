import { callEndpoint } from '@portal/shared';
import { browseEndpoints, browseKeys, type Course, courseSchema } from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cachedQueryParts, sameData } from '../../../lib/cached-query';

export const getCourse = async (id: number, signal?: AbortSignal): Promise<Course> =>
  (await callEndpoint(browseEndpoints.getCourse, { params: { id } }, { signal })).course;

export const getCourseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: browseKeys.course(id),
    ...cachedQueryParts({
      queryKey: browseKeys.course(id),
      schema: courseSchema,
      fetch: (signal) => getCourse(id, signal),
      toCache: sameData,
    }),
  });

export const useCourse = (id: number) => useQuery(getCourseQueryOptions(id));
