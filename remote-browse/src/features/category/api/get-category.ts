import { callEndpoint } from '@portal/shared';
import { browseEndpoints, type Category } from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cachedById } from '../../../lib/cached-query';

export const getCategory = async (id: number, signal?: AbortSignal): Promise<Category> =>
  (await callEndpoint(browseEndpoints.getCategory, { params: { id } }, { signal })).category;

export const getCategoryQueryOptions = (id: number) => queryOptions(cachedById('category', id, getCategory));

export const useCategory = (id: number) => useQuery(getCategoryQueryOptions(id));
