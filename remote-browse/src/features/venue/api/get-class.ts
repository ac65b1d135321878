import { callEndpoint } from '@portal/shared';
import { browseEndpoints, type Venue } from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cachedById } from '../../../lib/cached-query';

export const getClass = async (id: number, signal?: AbortSignal): Promise<Venue> =>
  (await callEndpoint(browseEndpoints.getClass, { params: { id } }, { signal })).class;

export const getClassQueryOptions = (id: number) => queryOptions(cachedById('class', id, getClass));

export const useClass = (id: number) => useQuery(getClassQueryOptions(id));
