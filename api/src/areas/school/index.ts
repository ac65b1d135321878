import { schoolEndpoints } from '../../contracts';
import type { ApiArea } from '../area';
import { schoolRoutes } from './routes/school';

/** The school's configuration. */
export const schoolArea: ApiArea = { name: 'school', routes: schoolRoutes, endpoints: schoolEndpoints };
