import * as z from '@portal/shared/zod';
import { defineEndpoint } from '@portal/shared/contracts';
import {
  addAddressInputSchema,
  addressIdInputSchema,
  addressListResponseSchema,
  addressTypesResponseSchema,
} from './address';
import {
  addPhoneContactInputSchema,
  contactIdInputSchema,
  contactListResponseSchema,
  contactRelationsResponseSchema,
} from './phone-contact';
import {
  contactFormInputSchema,
  signatureResponseSchema,
  studentReplySchema,
  updatePhotoInputSchema,
  updateProfileInputSchema,
  updateSignatureInputSchema,
} from './profile';

/**
 * Profile's calls: the acting student's own records (sign-in needed), the two reference lists and
 * the contact form (open to visitors). Photos are served as images at the URL the student carries
 * (`/api/student/photo/...`), not through an endpoint: an <img> sends no token.
 */
export const profileEndpoints = {
  updateProfile: defineEndpoint({
    method: 'POST',
    path: 'student/update_profile',
    body: updateProfileInputSchema,
    response: studentReplySchema,
  }),
  updatePhoto: defineEndpoint({
    method: 'POST',
    path: 'student/update_photo',
    body: updatePhotoInputSchema,
    response: studentReplySchema,
  }),
  getSignature: defineEndpoint({
    method: 'GET',
    path: 'student/signature',
    response: signatureResponseSchema,
  }),
  updateSignature: defineEndpoint({
    method: 'POST',
    path: 'student/update_signature',
    body: updateSignatureInputSchema,
    response: studentReplySchema,
  }),

  getContactRelations: defineEndpoint({
    method: 'GET',
    path: 'contact_relations',
    response: contactRelationsResponseSchema,
    auth: 'public',
  }),
  getContactList: defineEndpoint({
    method: 'GET',
    path: 'student/contact_list',
    response: contactListResponseSchema,
  }),
  addContact: defineEndpoint({
    method: 'POST',
    path: 'student/contact/add',
    body: addPhoneContactInputSchema,
    response: contactListResponseSchema,
    ids: { 'newContact.contactRelationId': 'shared' },
  }),
  removeContact: defineEndpoint({
    method: 'POST',
    path: 'student/contact/remove',
    body: contactIdInputSchema,
    response: contactListResponseSchema,
    ids: { contactId: 'owned' },
  }),
  makePrimaryContact: defineEndpoint({
    method: 'POST',
    path: 'student/contact/make_primary',
    body: contactIdInputSchema,
    response: contactListResponseSchema,
    ids: { contactId: 'owned' },
  }),

  getAddressTypes: defineEndpoint({
    method: 'GET',
    path: 'address_types',
    response: addressTypesResponseSchema,
    auth: 'public',
  }),
  getAddressList: defineEndpoint({
    method: 'GET',
    path: 'student/address_list',
    response: addressListResponseSchema,
  }),
  addAddress: defineEndpoint({
    method: 'POST',
    path: 'student/address/add',
    body: addAddressInputSchema,
    response: addressListResponseSchema,
    ids: { 'newAddress.addressTypeId': 'shared' },
  }),
  removeAddress: defineEndpoint({
    method: 'POST',
    path: 'student/address/remove',
    body: addressIdInputSchema,
    response: addressListResponseSchema,
    ids: { addressId: 'owned' },
  }),
  makePrimaryAddress: defineEndpoint({
    method: 'POST',
    path: 'student/address/make_primary',
    body: addressIdInputSchema,
    response: addressListResponseSchema,
    ids: { addressId: 'owned' },
  }),

  /** The contact page: visitors too; a signed-in sender's message is linked to their account. */
  sendContactMessage: defineEndpoint({
    method: 'POST',
    path: 'contact',
    body: contactFormInputSchema,
    response: z.object({}),
    auth: 'public',
  }),
} as const;
