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
import { listReplies } from './list-replies';

/** Phone contacts of the student a request acts on. Every change replies with the new list. */
export const profilePhoneContactRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  const e = profileEndpoints;
  const lists = listReplies(db, async (q, studentId): Promise<ContactListResponse> => ({
    contactList: await listPhoneContacts(q, studentId),
  }));

  registerEndpoint(app, db, e.getContactRelations, async () => ({
    contactRelationList: await listContactRelations(db),
  }));

  registerEndpoint(app, db, e.getContactList, async ({ student }) => lists.reply(student.studentId));

  registerEndpoint(app, db, e.addContact, async ({ student, input }) =>
    lists.afterChange(student.studentId, (tx) =>
      addPhoneContact(tx, student.studentId, input.body.newContact),
    ),
  );

  registerEndpoint(app, db, e.removeContact, async ({ student, input }) =>
    lists.afterChange(student.studentId, (tx) =>
      removePhoneContact(tx, student.studentId, input.body.contactId),
    ),
  );

  registerEndpoint(app, db, e.makePrimaryContact, async ({ student, input }) =>
    lists.afterChange(student.studentId, (tx) =>
      makePrimaryPhoneContact(tx, student.studentId, input.body.contactId),
    ),
  );
};
