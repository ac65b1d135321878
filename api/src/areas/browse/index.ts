import type { FastifyPluginAsync } from 'fastify';
import type { AccountContext } from '../../account-context';
import { browseEndpoints } from '../../contracts';
import type { ApiArea } from '../area';
import { browseActionRoutes } from './routes/browse-actions';
import { browseCatalogRoutes } from './routes/browse-catalog';
import { catalogRoutes } from './routes/catalog';

const browseRoutes: FastifyPluginAsync<AccountContext> = async (app, context) => {
  await app.register(catalogRoutes, context);
  await app.register(browseCatalogRoutes, context);
  await app.register(browseActionRoutes, context);
};

/** Everything remote-browse calls: the catalog, search, the enroll and interest actions. */
export const browseArea: ApiArea = { name: 'browse', routes: browseRoutes, endpoints: browseEndpoints };
