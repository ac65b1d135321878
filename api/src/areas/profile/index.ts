import { profileEndpoints } from '../../contracts';
import { areaRoutes, type ApiArea } from '../area';
import { profileAddressRoutes } from './routes/profile-addresses';
import { profileContactFormRoutes } from './routes/profile-contact-form';
import { profilePhoneContactRoutes } from './routes/profile-phone-contacts';
import { profileStudentRoutes } from './routes/profile-student';

const profileRoutes = areaRoutes(
  profileStudentRoutes,
  profilePhoneContactRoutes,
  profileAddressRoutes,
  profileContactFormRoutes,
);

/** Everything remote-profile calls: profile, photo, signature, phone contacts, addresses, /contact. */
export const profileArea: ApiArea = { name: 'profile', routes: profileRoutes, endpoints: profileEndpoints };

// What other areas use of the profile (a module imports only this file of another area).
/** The student's addresses and phone numbers: a registration form's choosers and its primary checks. */
export { listAddresses } from './services/profile-addresses';
export { listPhoneContacts } from './services/profile-phone-contacts';
