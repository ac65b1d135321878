import { accountEndpoints } from '../../contracts';
import { areaRoutes, type ApiArea } from '../area';
import { impersonationRoutes } from './routes/impersonation';
import { passportRoutes } from './routes/passport';
import { studentAccountRoutes } from './routes/student-account';
import { studentActivityRoutes } from './routes/student-activity';
import { studentAuthRoutes } from './routes/student-auth';

const accountRoutes = areaRoutes(
  studentAuthRoutes,
  studentAccountRoutes,
  passportRoutes,
  impersonationRoutes,
  studentActivityRoutes,
);

/** Sign-in, registration, passwords and recovery, passports, impersonation, the navigation log. */
export const accountArea: ApiArea = { name: 'account', routes: accountRoutes, endpoints: accountEndpoints };

// What other areas use of the account area (a module imports only this file of another area).
/** The session's student, as GET /student (profile) answers it too: one student JSON for both. */
export { getStudentForAuth } from './services/students';
/** The account of an e-mail: the dev routes' sign-in links for the demo mailbox. */
export { findAccountByEmail } from './services/accounts';
