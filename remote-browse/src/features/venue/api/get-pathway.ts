import { callEndpoint } from '@portal/shared';
import { browseEndpoints, type Pathway } from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cachedById } from '../../../lib/cached-query';

export const getPathway = async (id: number, signal?: AbortSignal): Promise<Pathway> =>
  (await callEndpoint(browseEndpoints.getPathway, { params: { id } }, { signal })).pathway;

export const getPathwayQueryOptions = (id: number) => queryOptions(cachedById('pathway', id, getPathway));

export const usePathway = (id: number) => useQuery(getPathwayQueryOptions(id));
