import type { FastifyPluginAsync } from 'fastify';
import type { AccountContext } from '../account-context';
import type { AnyEndpoint } from '../contracts';
import type { FileServers } from '../files';

/** An area's routes: its route plugins, registered in this order, each with the app's context. */
export const areaRoutes =
  (...plugins: FastifyPluginAsync<AccountContext>[]): FastifyPluginAsync<AccountContext> =>
  async (app, context) => {
    for (const plugin of plugins) await app.register(plugin, context);
  };

/** One feature area of the API: its routes (under /api) and the endpoint tables it owns. */
export interface ApiArea {
  name: string;
  routes: FastifyPluginAsync<AccountContext>;
  /** Every endpoint the area defines; `allEndpoints` (src/endpoints.ts) is built from these. */
  endpoints: Readonly<Record<string, AnyEndpoint>>;
  /** The kinds of file link (/api/files/:token, src/files/) whose files this area serves. */
  files?: FileServers;
}
