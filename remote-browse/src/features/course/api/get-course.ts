import { callEndpoint } from '@portal/shared';
import { browseEndpoints, type Course } from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cachedById } from '../../../lib/cached-query';

export const getCourse = async (id: number, signal?: AbortSignal): Promise<Course> =>
  (await callEndpoint(browseEndpoints.getCourse, { params: { id } }, { signal })).course;

export const getCourseQueryOptions = (id: number) => queryOptions(cachedById('course', id, getCourse));

export const useCourse = (id: number) => useQuery(getCourseQueryOptions(id));
