import * as z from '@portal/shared/zod';
import { idSchema, isStateCode, noControlChars, ZIP_PATTERN } from '@portal/shared/contracts';

/** Spec section 9: at most 10 addresses (the Add new control hides at 10; the API refuses an 11th). */
export const MAX_ADDRESSES = 10;

export const addressTypeSchema = z.object({ itemId: z.int(), label: z.string() });
export type AddressType = z.infer<typeof addressTypeSchema>;

export const addressSchema = z.object({
  addressId: z.int(),
  /** The address type's label. */
  addressType: z.string(),
  addressTypeId: z.int(),
  name: z.nullable(z.string()),
  street: z.string(),
  city: z.string(),
  county: z.nullable(z.string()),
  stateCode: z.string(),
  zip: z.string(),
  isPrimary: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

const trimmed = (max: number) => z.string().check(z.trim(), noControlChars(), z.maxLength(max));
const required = (max: number) =>
  z.string().check(z.trim(), noControlChars(), z.minLength(1), z.maxLength(max));

/** Spec section 3, the new-address payload (what the API accepts; the form adds the spec's messages). */
export const newAddressSchema = z.object({
  street: required(200),
  city: required(50),
  county: z.optional(z.nullable(trimmed(50))),
  stateCode: z.string().check(z.trim(), z.refine(isStateCode, 'Unknown state')),
  zip: z.string().check(z.trim(), z.regex(ZIP_PATTERN)),
  addressTypeId: idSchema,
  name: z.optional(z.nullable(trimmed(50))),
  isPrimary: z.boolean(),
});
export type NewAddress = z.input<typeof newAddressSchema>;

export const addAddressInputSchema = z.object({ newAddress: newAddressSchema });
export const addressIdInputSchema = z.object({ addressId: idSchema });

export const addressListResponseSchema = z.object({ addressList: z.array(addressSchema) });
export type AddressListResponse = z.infer<typeof addressListResponseSchema>;
export const addressTypesResponseSchema = z.object({ addressTypeList: z.array(addressTypeSchema) });
export type AddressTypesResponse = z.infer<typeof addressTypesResponseSchema>;
