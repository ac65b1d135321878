import { profileEndpoints, type ContactListResponse } from '../../../contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';
import { registerEndpoint } from '../../../http/register-endpoint';
import {
  addPhoneContact,
  listContactRelations,
  listPhoneContacts,
  makePrimaryPhoneContact,
  removePhoneContact,
} from '../services/profile-phone-contacts';

/** Phone contacts of the student a request acts on. Every change replies with the new list. */
export const profilePhoneContactRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  const e = profileEndpoints;
  const listReply = async (studentId: number): Promise<ContactListResponse> => ({
    contactList: await listPhoneContacts(db, studentId),
  });

  registerEndpoint(app, db, e.getContactRelations, async () => ({
    contactRelationList: await listContactRelations(db),
  }));

  registerEndpoint(app, db, e.getContactList, async ({ student }) => listReply(student.studentId));

  registerEndpoint(app, db, e.addContact, async ({ student, input }) => {
    await db.transaction((tx) => addPhoneContact(tx, student.studentId, input.body.newContact));
    return listReply(student.studentId);
  });

  registerEndpoint(app, db, e.removeContact, async ({ student, input }) => {
    await db.transaction((tx) => removePhoneContact(tx, student.studentId, input.body.contactId));
    return listReply(student.studentId);
  });

  registerEndpoint(app, db, e.makePrimaryContact, async ({ student, input }) => {
    await db.transaction((tx) => makePrimaryPhoneContact(tx, student.studentId, input.body.contactId));
    return listReply(student.studentId);
  });
};
