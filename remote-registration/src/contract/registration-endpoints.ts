import * as z from '@portal/shared/zod';
import { defineEndpoint, idParamSchema, type EndpointIds } from '@portal/shared/contracts';
import {
  addressListReplySchema,
  contactListReplySchema,
  getRegistrationInputSchema,
  noCostFormResponseSchema,
  noCostSubmitReplySchema,
  payRegistrationInputSchema,
  payReplySchema,
  refundPolicyReplySchema,
  registrationResponseSchema,
  saveRegistrationInputSchema,
  signatureReplySchema,
  signRegistrationInputSchema,
  studentRegistrationInputSchema,
  submitRegistrationInputSchema,
  submitReplySchema,
} from './registration';

const classParamsSchema = z.object({ id: idParamSchema('Invalid class id') });

const okReplySchema = z.object({});

/** A call on the student's own started registration that answers only an ok (discard, save). */
const registrationOkCall = <B extends z.ZodMiniType<{ studentRegistrationId: number }>>(
  path: string,
  body: B,
) =>
  defineEndpoint<'POST', typeof okReplySchema, undefined, undefined, B>({
    method: 'POST',
    path,
    body,
    response: okReplySchema,
    // B's input has the field: the constraint says so, though TS cannot list a generic's fields.
    ids: { studentRegistrationId: 'owned' } as EndpointIds<undefined, undefined, B>,
  });

/**
 * Spec 7.1: the registration form of a class or pathway and the no-cost form of a class. Every call
 * acts for the signed-in student; a registration not theirs answers 404.
 */
export const registrationEndpoints = {
  getRegistration: defineEndpoint({
    method: 'POST',
    path: 'registration',
    body: getRegistrationInputSchema,
    keepsReplies: true,
    response: registrationResponseSchema,
    ids: { venueId: 'shared', registrationId: 'shared', studentRegistrationId: 'owned' },
  }),
  discardRegistration: registrationOkCall('registration/discard', studentRegistrationInputSchema),
  saveRegistration: registrationOkCall('registration/save', saveRegistrationInputSchema),
  signRegistration: defineEndpoint({
    method: 'POST',
    path: 'registration/sign',
    body: signRegistrationInputSchema,
    response: signatureReplySchema,
    ids: { studentRegistrationId: 'owned' },
    extension: {
      why: 'The server records which values were signed, so that a submit of changed values is refused there too.',
      whenMissing:
        "Spec 4.1's own rule: Sign flags the form as signed in the wizard, and any change of a value clears the flag.",
    },
  }),
  submitRegistration: defineEndpoint({
    method: 'POST',
    path: 'registration/submit',
    body: submitRegistrationInputSchema,
    response: submitReplySchema,
    ids: { studentRegistrationId: 'owned' },
  }),
  payRegistration: defineEndpoint({
    method: 'POST',
    path: 'registration/pay',
    body: payRegistrationInputSchema,
    response: payReplySchema,
    ids: { studentRegistrationId: 'owned' },
    extraFields: {
      refundPolicyAgreed:
        'The server refuses a payment whose refund policy was not agreed, as the page does (5.1).',
      idempotencyKey:
        'A retried payment is charged once (docs/adr/009-payments-idempotency-and-card-data.md).',
    },
  }),
  getNoCostForm: defineEndpoint({
    method: 'GET',
    path: 'class/:id/no_cost_form',
    params: classParamsSchema,
    response: noCostFormResponseSchema,
    ids: { id: 'shared' },
  }),
  submitNoCostForm: defineEndpoint({
    method: 'GET',
    path: 'class/:id/no_cost_form/submit',
    params: classParamsSchema,
    response: noCostSubmitReplySchema,
    ids: { id: 'shared' },
  }),
} as const;

/**
 * Calls the wizard makes to routes other areas serve and define (their tables are the ones the API
 * registers; api/src/endpoints.test.ts checks these still match). Only the parts shown here are read.
 */
export const registrationBorrowedCalls = {
  getRefundPolicy: defineEndpoint({
    method: 'GET',
    path: 'refund_policy/:id',
    params: z.object({ id: idParamSchema() }),
    response: refundPolicyReplySchema,
    auth: 'public',
    ids: { id: 'shared' },
  }),
  getContactList: defineEndpoint({
    method: 'GET',
    path: 'student/contact_list',
    response: contactListReplySchema,
  }),
  getAddressList: defineEndpoint({
    method: 'GET',
    path: 'student/address_list',
    response: addressListReplySchema,
  }),
} as const;
