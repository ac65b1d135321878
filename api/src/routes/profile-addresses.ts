import {
  addAddressInputSchema,
  addressIdInputSchema,
  type AddressListResponse,
  type AddressTypesResponse,
} from '../contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireStudent } from '../auth/sessions';
import type { AppContext } from '../context';
import { ok, parseInput } from '../http/errors';
import {
  addAddress,
  listAddresses,
  listAddressTypes,
  makePrimaryAddress,
  removeAddress,
} from '../services/profile-addresses';

/** Addresses of the student a request acts on. Every change replies with the new list. */
export const profileAddressRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  const listReply = async (studentId: number) => {
    const data: AddressListResponse = { addressList: await listAddresses(db, studentId) };
    return ok(data);
  };

  app.get('/address_types', async () => {
    const data: AddressTypesResponse = { addressTypeList: await listAddressTypes(db) };
    return ok(data);
  });

  app.get('/student/address_list', async (request) => {
    const auth = await requireStudent(db, request);
    return listReply(auth.studentId);
  });

  app.post('/student/address/add', async (request) => {
    const auth = await requireStudent(db, request);
    const { newAddress } = parseInput(addAddressInputSchema, request.body);
    await db.transaction((tx) => addAddress(tx, auth.studentId, newAddress));
    return listReply(auth.studentId);
  });

  app.post('/student/address/remove', async (request) => {
    const auth = await requireStudent(db, request);
    const { addressId } = parseInput(addressIdInputSchema, request.body);
    await db.transaction((tx) => removeAddress(tx, auth.studentId, addressId));
    return listReply(auth.studentId);
  });

  app.post('/student/address/make_primary', async (request) => {
    const auth = await requireStudent(db, request);
    const { addressId } = parseInput(addressIdInputSchema, request.body);
    await db.transaction((tx) => makePrimaryAddress(tx, auth.studentId, addressId));
    return listReply(auth.studentId);
  });
};
