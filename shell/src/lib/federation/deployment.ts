import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@portal/shared';
import * as z from '@portal/shared/zod';
import { remoteNames, type RemoteName } from '../modules/module-registry';
import { DEPLOYMENT_TIMEOUT_MS, DEPLOYMENT_URL, takeEarlyDeployment } from './early-route';
import { overriddenDeployment, type OverrideStatus } from './remote-overrides';

/** Where the deployment says each remote's manifest is: `remotes.json` (DEPLOYMENT_URL), served beside the shell. */
export type Deployment = Partial<Record<RemoteName, string>>;

/** The deployment file's own settings, beside the remotes: which origins a browser may try builds from. */
export const OVERRIDES_KEY = '$overrides';

const deploymentSchema = z.record(z.string(), z.unknown());
const manifestUrl = z.url();
const overridesSchema = z.object({ origins: z.array(z.url()) });

/** Reads remotes.json. Names the shell does not know are ignored: a newer deployment file is fine. */
export const parseDeployment = (json: unknown): Deployment => {
  const entries = deploymentSchema.parse(json);
  const deployment: Deployment = {};
  for (const name of remoteNames) {
    if (entries[name] !== undefined) deployment[name] = manifestUrl.parse(entries[name]);
  }
  return deployment;
};

/** The origins remotes.json lets a browser try other builds from; none when it says nothing, or nonsense. */
export const parseOverrideOrigins = (json: unknown): string[] => {
  const settings = overridesSchema.safeParse((json as Record<string, unknown> | null)?.[OVERRIDES_KEY]);
  return settings.success ? settings.data.origins.map((origin) => new URL(origin).origin) : [];
};

/** The deployment this tab runs: the live one, with the overrides it allows (remote-overrides.ts). */
export type LoadedDeployment = { remotes: Deployment; overrides: OverrideStatus };

export const deploymentQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.deployment(),
    queryFn: () => loadDeployment(),
    staleTime: Infinity,
    retry: 1,
  });

export const loadDeployment = async (): Promise<LoadedDeployment> => {
  // No cache option: the request must match index.html's preload to reuse it. The file is served
  // no-cache, so the browser revalidates it on every start anyway. The shell's first script may have
  // read it already (early-route.ts).
  const response = await (takeEarlyDeployment() ??
    fetch(DEPLOYMENT_URL, { signal: AbortSignal.timeout(DEPLOYMENT_TIMEOUT_MS) }));
  if (!response.ok) throw new Error(`${DEPLOYMENT_URL} answered ${response.status}`);
  const json: unknown = await response.json();
  const { remotes, status } = overriddenDeployment(parseDeployment(json), parseOverrideOrigins(json));
  return { remotes, overrides: status };
};
