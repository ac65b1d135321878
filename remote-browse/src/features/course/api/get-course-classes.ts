import { callEndpoint } from '@portal/shared';
import { browseEndpoints, type CourseClassesResponse } from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cachedById } from '../../../lib/cached-query';

export const getCourseClasses = (id: number, signal?: AbortSignal): Promise<CourseClassesResponse> =>
  callEndpoint(browseEndpoints.getCourseClasses, { params: { id } }, { signal });

export const getCourseClassesQueryOptions = (id: number) =>
  queryOptions(cachedById('courseClasses', id, getCourseClasses));

export const useCourseClasses = (id: number) => useQuery(getCourseClassesQueryOptions(id));
