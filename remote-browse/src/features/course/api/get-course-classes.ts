import {
  apiRequest,
  courseClassesResponseSchema,
  queryKeys,
  type CourseClassesResponse,
} from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogOnly } from '../../../lib/browse-cache';
import { cachedQueryParts } from '../../../lib/cached-query';

export const getCourseClasses = (id: number, signal?: AbortSignal): Promise<CourseClassesResponse> =>
  apiRequest(`course/${id}/classes`, { schema: courseClassesResponseSchema, signal });

export const getCourseClassesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.catalog.courseClasses(id),
    ...cachedQueryParts({
      queryKey: queryKeys.catalog.courseClasses(id),
      schema: courseClassesResponseSchema,
      fetch: (signal) => getCourseClasses(id, signal),
      toCache: ({ classes }) => ({ classes: classes.map(catalogOnly) }),
    }),
  });

export const useCourseClasses = (id: number) => useQuery(getCourseClassesQueryOptions(id));
