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
import { listReplies } from './list-replies';

/** Addresses of the student a request acts on. Every change replies with the new list. */
export const profileAddressRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  const e = profileEndpoints;
  const lists = listReplies(db, async (q, studentId): Promise<AddressListResponse> => ({
    addressList: await listAddresses(q, studentId),
  }));

  registerEndpoint(app, db, e.getAddressTypes, async () => ({ addressTypeList: await listAddressTypes(db) }));

  registerEndpoint(app, db, e.getAddressList, async ({ student }) => lists.reply(student.studentId));

  registerEndpoint(app, db, e.addAddress, async ({ student, input }) =>
    lists.afterChange(student.studentId, (tx) => addAddress(tx, student.studentId, input.body.newAddress)),
  );

  registerEndpoint(app, db, e.removeAddress, async ({ student, input }) =>
    lists.afterChange(student.studentId, (tx) => removeAddress(tx, student.studentId, input.body.addressId)),
  );

  registerEndpoint(app, db, e.makePrimaryAddress, async ({ student, input }) =>
    lists.afterChange(student.studentId, (tx) =>
      makePrimaryAddress(tx, student.studentId, input.body.addressId),
    ),
  );
};
