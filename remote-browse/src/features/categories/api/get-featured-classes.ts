import { callEndpoint } from '@portal/shared';
import {
  browseEndpoints,
  browseQueryKeys,
  type FeaturedClassesResponse,
  featuredClassesResponseSchema,
} from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogOnly } from '../../../lib/browse-cache';
import { cachedQueryParts } from '../../../lib/cached-query';

export const getFeaturedClasses = (signal?: AbortSignal): Promise<FeaturedClassesResponse> =>
  callEndpoint(browseEndpoints.getFeaturedClasses, {}, { signal });

export const getFeaturedClassesQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: browseQueryKeys.featuredClasses(),
    ...cachedQueryParts({
      queryKey: browseQueryKeys.featuredClasses(),
      schema: featuredClassesResponseSchema,
      fetch: getFeaturedClasses,
      toCache: ({ classes }) => ({ classes: classes.map(catalogOnly) }),
    }),
    enabled,
  });

export const useFeaturedClasses = (enabled: boolean) => useQuery(getFeaturedClassesQueryOptions(enabled));
