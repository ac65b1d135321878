import { apiRequest, courseResponseSchema, courseSchema, queryKeys, type Course } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cachedQueryParts, sameData } from '../../../lib/cached-query';

export const getCourse = async (id: number, signal?: AbortSignal): Promise<Course> =>
  (await apiRequest(`course/${id}`, { schema: courseResponseSchema, signal })).course;

export const getCourseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.catalog.course(id),
    ...cachedQueryParts({
      queryKey: queryKeys.catalog.course(id),
      schema: courseSchema,
      fetch: (signal) => getCourse(id, signal),
      toCache: sameData,
    }),
  });

export const useCourse = (id: number) => useQuery(getCourseQueryOptions(id));
