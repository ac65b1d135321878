import { callEndpoint } from '@portal/shared';
import { browseEndpoints, type CategoryItemsResponse } from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cachedById } from '../../../lib/cached-query';

/** A category's courses and pathways in one call (no per-student data in it). */
export const getCategoryItems = (id: number, signal?: AbortSignal): Promise<CategoryItemsResponse> =>
  callEndpoint(browseEndpoints.getCategoryItems, { params: { id } }, { signal });

export const getCategoryItemsQueryOptions = (id: number) =>
  queryOptions(cachedById('categoryItems', id, getCategoryItems));

export const useCategoryItems = (id: number) => useQuery(getCategoryItemsQueryOptions(id));
