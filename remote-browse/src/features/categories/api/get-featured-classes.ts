import { callEndpoint } from '@portal/shared';
import {
  browseEndpoints,
  browseKeys,
  type FeaturedClassesResponse,
  featuredClassesResponseSchema,
} from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogOnly } from '../../../lib/browse-cache';
import { cachedQueryParts } from '../../../lib/cached-query';

export const getFeaturedClasses = (signal?: AbortSignal): Promise<FeaturedClassesResponse> =>
  callEndpoint(browseEndpoints.getFeaturedClasses, {}, { signal });

export const getFeaturedClassesQueryOptions = () =>
  queryOptions({
    queryKey: browseKeys.featuredClasses(),
    ...cachedQueryParts({
      queryKey: browseKeys.featuredClasses(),
      schema: featuredClassesResponseSchema,
      fetch: getFeaturedClasses,
      toCache: ({ classes }) => ({ classes: classes.map(catalogOnly) }),
    }),
  });

export const useFeaturedClasses = (enabled: boolean) =>
  useQuery({ ...getFeaturedClassesQueryOptions(), enabled });
