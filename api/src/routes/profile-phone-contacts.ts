import {
  addPhoneContactInputSchema,
  contactIdInputSchema,
  type ContactListResponse,
  type ContactRelationsResponse,
} from '../contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireStudent } from '../auth/sessions';
import type { AppContext } from '../context';
import { ok, parseInput } from '../http/errors';
import {
  addPhoneContact,
  listContactRelations,
  listPhoneContacts,
  makePrimaryPhoneContact,
  removePhoneContact,
} from '../services/profile-phone-contacts';

/** Phone contacts of the student a request acts on. Every change replies with the new list. */
export const profilePhoneContactRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  const listReply = async (studentId: number) => {
    const data: ContactListResponse = { contactList: await listPhoneContacts(db, studentId) };
    return ok(data);
  };

  app.get('/contact_relations', async () => {
    const data: ContactRelationsResponse = { contactRelationList: await listContactRelations(db) };
    return ok(data);
  });

  app.get('/student/contact_list', async (request) => {
    const auth = await requireStudent(db, request);
    return listReply(auth.studentId);
  });

  app.post('/student/contact/add', async (request) => {
    const auth = await requireStudent(db, request);
    const { newContact } = parseInput(addPhoneContactInputSchema, request.body);
    await db.transaction((tx) => addPhoneContact(tx, auth.studentId, newContact));
    return listReply(auth.studentId);
  });

  app.post('/student/contact/remove', async (request) => {
    const auth = await requireStudent(db, request);
    const { contactId } = parseInput(contactIdInputSchema, request.body);
    await db.transaction((tx) => removePhoneContact(tx, auth.studentId, contactId));
    return listReply(auth.studentId);
  });

  app.post('/student/contact/make_primary', async (request) => {
    const auth = await requireStudent(db, request);
    const { contactId } = parseInput(contactIdInputSchema, request.body);
    await db.transaction((tx) => makePrimaryPhoneContact(tx, auth.studentId, contactId));
    return listReply(auth.studentId);
  });
};
