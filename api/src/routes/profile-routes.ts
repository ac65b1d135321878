import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { profileAddressRoutes } from './profile-addresses';
import { profileContactFormRoutes } from './profile-contact-form';
import { profilePhoneContactRoutes } from './profile-phone-contacts';
import { profileStudentRoutes } from './profile-student';

/** Everything remote-profile calls: profile, photo, signature, phone contacts, addresses, /contact. */
export const profileRoutes: FastifyPluginAsync<AppContext> = async (app, context) => {
  await app.register(profileStudentRoutes, context);
  await app.register(profilePhoneContactRoutes, context);
  await app.register(profileAddressRoutes, context);
  await app.register(profileContactFormRoutes, context);
};
