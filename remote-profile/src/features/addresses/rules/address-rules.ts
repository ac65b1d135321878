import { addressFieldRules, FIELD_LIMITS, fieldMessages, optionalText } from '@portal/shared';
import * as z from '@portal/shared/zod';
import { MAX_ADDRESSES, type Address, type NewAddress } from '../../../contract';
import { addressesMessagesNow, type AddressesMessages } from '../messages/catalog';

/** What the new-address form holds. */
export type NewAddressValues = {
  addressTypeId: number | null;
  name: string;
  street: string;
  city: string;
  county: string;
  stateCode: string | null;
  zip: string;
  isPrimary: boolean;
};

/**
 * Spec section 5 (New address), and the zip mask of the sign-up form. Their Spanish is in the
 * catalog under `validation.*`, which the form's fields show them through.
 */
export const newAddressMessages = {
  typeRequired: 'Please select an address type',
  streetRequired: 'The address street field is required',
  cityRequired: 'The address city field is required',
  stateRequired: 'The address state field is required',
  zipRequired: 'The address zip field is required',
  zipInvalid: 'Type in your zip code',
} as const;

/** The longest text of each field (spec section 9; the optional name is a name, 50 like the others). */
export const NEW_ADDRESS_LIMITS = {
  name: FIELD_LIMITS.name,
  street: FIELD_LIMITS.street,
  city: FIELD_LIMITS.city,
  county: FIELD_LIMITS.county,
} as const;

export const newAddressDefaults = (forcePrimary = false): NewAddressValues => ({
  addressTypeId: null,
  name: '',
  street: '',
  city: '',
  county: '',
  stateCode: null,
  zip: '',
  isPrimary: forcePrimary,
});

/** The rules run after trimming. */
export const trimAddressValues = (values: NewAddressValues): NewAddressValues => ({
  ...values,
  name: values.name.trim(),
  street: values.street.trim(),
  city: values.city.trim(),
  county: values.county.trim(),
  zip: values.zip.trim(),
});

const addressRules = addressFieldRules({
  street: newAddressMessages.streetRequired,
  city: newAddressMessages.cityRequired,
  state: newAddressMessages.stateRequired,
  zip: newAddressMessages.zipRequired,
  zipInvalid: newAddressMessages.zipInvalid,
});

/**
 * The new-address form's schema: the portal's address rules (`addressFieldRules`) in this form's
 * words, the type (none chosen yet is null) and the optional name. Values are trimmed first.
 */
export const newAddressFormSchema = z.object({
  addressTypeId: z.pipe(z.nullable(z.number()), z.number(newAddressMessages.typeRequired)),
  name: optionalText(NEW_ADDRESS_LIMITS.name),
  street: addressRules.street,
  city: addressRules.city,
  county: addressRules.county,
  stateCode: z.pipe(z.nullable(z.string()), addressRules.state),
  zip: addressRules.zip,
  isPrimary: z.boolean(),
});

/** The spec's message of each field that fails, keyed by field name. */
export const newAddressErrors = (values: NewAddressValues): Partial<Record<keyof NewAddressValues, string>> =>
  fieldMessages(newAddressFormSchema, values);

/** The payload of POST /student/address/add; county and name are optional. */
export const toNewAddressPayload = (raw: NewAddressValues, forcePrimary = false): NewAddress => {
  const values = trimAddressValues(raw);
  return {
    street: values.street,
    city: values.city,
    county: values.county,
    stateCode: values.stateCode ?? '',
    zip: values.zip,
    addressTypeId: values.addressTypeId ?? 0,
    name: values.name,
    isPrimary: forcePrimary || values.isPrimary,
  };
};

/** Spec section 9: primary first, then type label, then name. */
export const sortAddresses = (addresses: readonly Address[]): Address[] => {
  const compareText = (a: string | null, b: string | null) =>
    (a ?? '').localeCompare(b ?? '', undefined, { sensitivity: 'base' });
  return [...addresses].sort(
    (a, b) =>
      Number(b.isPrimary) - Number(a.isPrimary) ||
      compareText(a.addressType, b.addressType) ||
      compareText(a.name, b.name) ||
      a.addressId - b.addressId,
  );
};

/** With forcePrimary only the primary address is shown (and new ones are primary). */
export const visibleAddresses = (addresses: readonly Address[], forcePrimary = false): Address[] =>
  sortAddresses(forcePrimary ? addresses.filter((address) => address.isPrimary) : addresses);

/** Only a non-primary address can be deleted. */
export const canDeleteAddress = (address: Address): boolean => !address.isPrimary;

/**
 * Change-primary is offered only if another address exists and the editor's forcePrimary setting
 * allows it (with forcePrimary the editor keeps to the primary address: the new one becomes it).
 */
export const canChangePrimaryAddress = (addresses: readonly Address[], forcePrimary = false): boolean =>
  !forcePrimary && addresses.some((address) => !address.isPrimary) && addresses.length > 1;

/** Spec section 9: the Add new control hides at 10. */
export const canAddAddress = (addresses: readonly Address[]): boolean => addresses.length < MAX_ADDRESSES;

/** '12 Elm Street, Springfield, IL 62704' (county when there is one), in `m`'s words. */
export const addressLine = (address: Address, m: AddressesMessages = addressesMessagesNow()): string => {
  const parts = { street: address.street, city: address.city, state: address.stateCode, zip: address.zip };
  return address.county
    ? m('addresses.lineWithCounty', { ...parts, county: address.county })
    : m('addresses.line', parts);
};
