import type { Address, AddressType, ContactRelation, PhoneContact } from '../contract';

/**
 * The data builders the profile remote's tests share: one `a<Thing>(extra)` per record of the
 * contract, filled with what a student would see, so that each test states only what it is about.
 */

let nextId = 100;

/** A home address in Springfield, IL, not primary. */
export const anAddress = (extra: Partial<Address> = {}): Address => ({
  addressId: nextId++,
  addressType: 'Home',
  addressTypeId: 1,
  name: null,
  street: '1 Main St',
  city: 'Springfield',
  county: null,
  stateCode: 'IL',
  zip: '62704',
  isPrimary: false,
  ...extra,
});

/**
 * A mobile number, neither primary nor emergency: the student's own (relation 'Self', textable), or
 * with `isOwnPhoneNumber: false` someone else's (Anna Parker, the student's mother, not textable).
 */
export const aPhoneContact = (extra: Partial<PhoneContact> = {}): PhoneContact => {
  const own = extra.isOwnPhoneNumber ?? true;
  return {
    contactId: nextId++,
    phoneNumber: '5550000000',
    name: own ? null : 'Anna Parker',
    relationType: own ? 'Self' : 'Mother',
    contactRelationId: own ? null : 1,
    contactType: 'Mobile',
    isPrimary: false,
    isEmergency: false,
    isTextable: own,
    isOwnPhoneNumber: own,
    ...extra,
  };
};

/** The school's address types (`GET address_types`). */
export const ADDRESS_TYPES: AddressType[] = [
  { itemId: 1, label: 'Home' },
  { itemId: 2, label: 'Work' },
];

/** The school's contact relations (`GET contact_relations`); 1, Mother, is `aPhoneContact`'s someone else. */
export const CONTACT_RELATIONS: ContactRelation[] = [
  { itemId: 1, label: 'Mother' },
  { itemId: 2, label: 'Friend' },
];
