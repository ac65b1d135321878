import { reportEndpoints } from '../../contracts';
import { areaRoutes, type ApiArea } from '../area';
import { clientReportRoutes } from './routes/client-reports';
import { operatorReportRoutes } from './routes/operator-reports';

/**
 * What the shell reports about the remotes it runs (load and render failures, failed calls, web
 * vitals), and the operator's summary of them (GET /api/operator/reports, not an endpoint of the
 * portal: `pnpm report:errors` reads it with the operator key).
 */
export const reportsArea: ApiArea = {
  name: 'reports',
  routes: areaRoutes(clientReportRoutes, operatorReportRoutes),
  endpoints: reportEndpoints,
};
