import type { FastifyPluginAsync } from 'fastify';
import type { AccountContext } from '../../account-context';
import { profileEndpoints } from '../../contracts';
import type { ApiArea } from '../area';
import { profileAddressRoutes } from './routes/profile-addresses';
import { profileContactFormRoutes } from './routes/profile-contact-form';
import { profilePhoneContactRoutes } from './routes/profile-phone-contacts';
import { profileStudentRoutes } from './routes/profile-student';

const profileRoutes: FastifyPluginAsync<AccountContext> = async (app, context) => {
  await app.register(profileStudentRoutes, context);
  await app.register(profilePhoneContactRoutes, context);
  await app.register(profileAddressRoutes, context);
  await app.register(profileContactFormRoutes, context);
};

/** Everything remote-profile calls: profile, photo, signature, phone contacts, addresses, /contact. */
export const profileArea: ApiArea = { name: 'profile', routes: profileRoutes, endpoints: profileEndpoints };
