import { apiRequest, categoriesResponseSchema, queryKeys, type CategoriesResponse } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getCategories = (signal?: AbortSignal): Promise<CategoriesResponse> =>
  apiRequest('course_categories/', { schema: categoriesResponseSchema, signal });

export const getCategoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.catalog.categories(), queryFn: ({ signal }) => getCategories(signal) });

export const useCategories = () => useQuery(getCategoriesQueryOptions());
