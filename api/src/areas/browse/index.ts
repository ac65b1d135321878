import { browseEndpoints } from '../../contracts';
import { areaRoutes, type ApiArea } from '../area';
import { browseActionRoutes } from './routes/browse-actions';
import { browseCatalogRoutes } from './routes/browse-catalog';
import { catalogRoutes } from './routes/catalog';

const browseRoutes = areaRoutes(catalogRoutes, browseCatalogRoutes, browseActionRoutes);

/** Everything remote-browse calls: the catalog, search, the enroll and interest actions. */
export const browseArea: ApiArea = { name: 'browse', routes: browseRoutes, endpoints: browseEndpoints };

// What other areas use of browse (a module imports only this file of another area).
/** A venue (class or pathway) and its state for the student: a registration form is a venue's. */
export { getClassVenue, getVenue } from './services/browse-venues';
