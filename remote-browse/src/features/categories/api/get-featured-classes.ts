import {
  apiRequest,
  featuredClassesResponseSchema,
  queryKeys,
  type FeaturedClassesResponse,
} from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogOnly } from '../../../lib/browse-cache';
import { cachedQueryParts } from '../../../lib/cached-query';

export const getFeaturedClasses = (signal?: AbortSignal): Promise<FeaturedClassesResponse> =>
  apiRequest('featured_classes/', { schema: featuredClassesResponseSchema, signal });

export const getFeaturedClassesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.catalog.featuredClasses(),
    ...cachedQueryParts({
      queryKey: queryKeys.catalog.featuredClasses(),
      schema: featuredClassesResponseSchema,
      fetch: getFeaturedClasses,
      toCache: ({ classes }) => ({ classes: classes.map(catalogOnly) }),
    }),
  });

export const useFeaturedClasses = (enabled: boolean) =>
  useQuery({ ...getFeaturedClassesQueryOptions(), enabled });
