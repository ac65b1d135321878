import * as z from 'zod/mini';

/**
 * Spec section 3: the state list, code and name of the 49 states a student may live in. It is the 48
 * contiguous states and the District of Columbia: Hawaii and Alaska are not served. Shared so that
 * profile and registration forms offer the same choice and the API accepts the same codes.
 */
export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;
export type UsState = (typeof US_STATES)[number];
export type StateCode = UsState['code'];

const stateCodes = new Set<string>(US_STATES.map((state) => state.code));
export const isStateCode = (code: string): code is StateCode => stateCodes.has(code);

/** Spec section 9: at most 10 addresses (the Add new control hides at 10; the API refuses an 11th). */
export const MAX_ADDRESSES = 10;

/** Zip: ##### or #####-####. */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

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

const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const required = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** Spec section 3, the new-address payload (what the API accepts; the form adds the spec's messages). */
export const newAddressSchema = z.object({
  street: required(200),
  city: required(50),
  county: z.optional(z.nullable(trimmed(50))),
  stateCode: z.string().check(z.trim(), z.refine(isStateCode, 'Unknown state')),
  zip: z.string().check(z.trim(), z.regex(ZIP_PATTERN)),
  addressTypeId: z.int().check(z.positive()),
  name: z.optional(z.nullable(trimmed(50))),
  isPrimary: z.boolean(),
});
export type NewAddress = z.input<typeof newAddressSchema>;

export const addAddressInputSchema = z.object({ newAddress: newAddressSchema });
export const addressIdInputSchema = z.object({ addressId: z.int().check(z.positive()) });

export const addressListResponseSchema = z.object({ addressList: z.array(addressSchema) });
export type AddressListResponse = z.infer<typeof addressListResponseSchema>;
export const addressTypesResponseSchema = z.object({ addressTypeList: z.array(addressTypeSchema) });
export type AddressTypesResponse = z.infer<typeof addressTypesResponseSchema>;
