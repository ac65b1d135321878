import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@portal/shared';
import * as z from '@portal/shared/zod';
import { remoteNames, type RemoteName } from '../modules/module-registry';

/** Where the deployment says each remote's manifest is: `remotes.json`, served beside the shell. */
export type Deployment = Partial<Record<RemoteName, string>>;

export const DEPLOYMENT_URL = '/remotes.json';
export const DEPLOYMENT_TIMEOUT_MS = 10_000;

const deploymentSchema = z.record(z.string(), z.url());

/** Reads remotes.json. Names the shell does not know are ignored: a newer deployment file is fine. */
export const parseDeployment = (json: unknown): Deployment => {
  const entries = deploymentSchema.parse(json);
  const deployment: Deployment = {};
  for (const name of remoteNames) {
    const url = entries[name];
    if (url) deployment[name] = url;
  }
  return deployment;
};

export const deploymentQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.deployment(),
    queryFn: () => loadDeployment(),
    staleTime: Infinity,
    retry: 1,
  });

export const loadDeployment = async (): Promise<Deployment> => {
  // No cache option: the request must match index.html's preload to reuse it. The file is served
  // no-cache, so the browser revalidates it on every start anyway.
  const response = await fetch(DEPLOYMENT_URL, { signal: AbortSignal.timeout(DEPLOYMENT_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${DEPLOYMENT_URL} answered ${response.status}`);
  return parseDeployment(await response.json());
};
