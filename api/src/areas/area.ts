import type { FastifyPluginAsync } from 'fastify';
import type { AccountContext } from '../account-context';
import type { AnyEndpoint } from '../contracts';
import type { FileServers } from '../files';

/** One feature area of the API: its routes (under /api) and the endpoint tables it owns. */
export interface ApiArea {
  name: string;
  routes: FastifyPluginAsync<AccountContext>;
  /** Every endpoint the area defines; `allEndpoints` (src/endpoints.ts) is built from these. */
  endpoints: Readonly<Record<string, AnyEndpoint>>;
  /** The kinds of file link (/api/files/:token, src/files/) whose files this area serves. */
  files?: FileServers;
}
