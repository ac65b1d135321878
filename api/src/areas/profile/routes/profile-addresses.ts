import { profileEndpoints, type AddressListResponse } from '../../../contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';
import { registerEndpoint } from '../../../http/register-endpoint';
import {
  addAddress,
  listAddresses,
  listAddressTypes,
  makePrimaryAddress,
  removeAddress,
} from '../services/profile-addresses';

/** Addresses of the student a request acts on. Every change replies with the new list. */
export const profileAddressRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  const e = profileEndpoints;
  const listReply = async (studentId: number): Promise<AddressListResponse> => ({
    addressList: await listAddresses(db, studentId),
  });

  registerEndpoint(app, db, e.getAddressTypes, async () => ({ addressTypeList: await listAddressTypes(db) }));

  registerEndpoint(app, db, e.getAddressList, async ({ student }) => listReply(student.studentId));

  registerEndpoint(app, db, e.addAddress, async ({ student, input }) => {
    await db.transaction((tx) => addAddress(tx, student.studentId, input.body.newAddress));
    return listReply(student.studentId);
  });

  registerEndpoint(app, db, e.removeAddress, async ({ student, input }) => {
    await db.transaction((tx) => removeAddress(tx, student.studentId, input.body.addressId));
    return listReply(student.studentId);
  });

  registerEndpoint(app, db, e.makePrimaryAddress, async ({ student, input }) => {
    await db.transaction((tx) => makePrimaryAddress(tx, student.studentId, input.body.addressId));
    return listReply(student.studentId);
  });
};
