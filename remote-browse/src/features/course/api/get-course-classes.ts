import { callEndpoint } from '@portal/shared';
import {
  browseEndpoints,
  browseQueryKeys,
  type CourseClassesResponse,
  courseClassesResponseSchema,
} from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogOnly } from '../../../lib/browse-cache';
import { cachedQueryParts } from '../../../lib/cached-query';

export const getCourseClasses = (id: number, signal?: AbortSignal): Promise<CourseClassesResponse> =>
  callEndpoint(browseEndpoints.getCourseClasses, { params: { id } }, { signal });

export const getCourseClassesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: browseQueryKeys.courseClasses(id),
    ...cachedQueryParts({
      queryKey: browseQueryKeys.courseClasses(id),
      schema: courseClassesResponseSchema,
      fetch: (signal) => getCourseClasses(id, signal),
      toCache: ({ classes }) => ({ classes: classes.map(catalogOnly) }),
    }),
  });

export const useCourseClasses = (id: number) => useQuery(getCourseClassesQueryOptions(id));
