import { aPhoneContact } from '../../../testing/profile-fixtures';
import {
  applyContactRules,
  canAddContact,
  canDeleteContact,
  canMakePrimary,
  contactOwnerText,
  filterContacts,
  lockedContactInputs,
  newContactDefaults,
  newContactErrors,
  primaryCandidates,
  sortContacts,
  toNewContactPayload,
  trimContactValues,
  visibleContacts,
  type NewContactValues,
} from './phone-contact-rules';

const values = (extra: Partial<NewContactValues> = {}): NewContactValues => ({
  phoneNumber: '(555) 123-4567',
  isOwnPhoneNumber: true,
  contactRelationId: null,
  name: '',
  isEmergency: false,
  isPrimary: false,
  ...extra,
});
const someoneElse = (extra: Partial<NewContactValues> = {}) =>
  values({ isOwnPhoneNumber: false, contactRelationId: 3, name: 'Anna Parker', ...extra });

describe('trimming', () => {
  it('trims the phone number and the name', () => {
    expect(
      trimContactValues(someoneElse({ phoneNumber: '  (555) 123-4567 ', name: '  Anna  ' })),
    ).toMatchObject({
      phoneNumber: '(555) 123-4567',
      name: 'Anna',
    });
  });

  it('sends the trimmed name and the digits only', () => {
    expect(
      toNewContactPayload(someoneElse({ phoneNumber: ' (555) 987-6543 ', name: ' Anna Parker ' })),
    ).toEqual({
      phoneNumber: '5559876543',
      isOwnPhoneNumber: false,
      contactRelationId: 3,
      name: 'Anna Parker',
      isEmergency: false,
      isPrimary: false,
    });
  });

  it('counts a name of spaces as no name', () => {
    expect(newContactErrors(someoneElse({ name: '    ' })).name).toBe('The owner name field is required');
  });

  it('counts a number of spaces as no number', () => {
    expect(newContactErrors(values({ phoneNumber: '   ' })).phoneNumber).toBe(
      'The phone number field is required',
    );
  });
});

describe('own number and someone else’s', () => {
  it('own number: emergency off, relation and name cleared', () => {
    expect(
      applyContactRules(values({ isEmergency: true, contactRelationId: 3, name: 'Anna', isPrimary: true })),
    ).toEqual(values({ isEmergency: false, contactRelationId: null, name: '', isPrimary: true }));
  });

  it("someone else's number: primary off, relation and name kept", () => {
    expect(applyContactRules(someoneElse({ isPrimary: true, isEmergency: true }))).toEqual(
      someoneElse({ isPrimary: false, isEmergency: true }),
    );
  });

  it('sends no relation or name for an own number even if the form held some', () => {
    expect(toNewContactPayload(values({ contactRelationId: 3, name: 'Anna', isEmergency: true }))).toEqual({
      phoneNumber: '5551234567',
      isOwnPhoneNumber: true,
      contactRelationId: null,
      name: null,
      isEmergency: false,
      isPrimary: false,
    });
  });

  it("needs a relation and a name for someone else's number", () => {
    expect(newContactErrors(someoneElse({ contactRelationId: null, name: '' }))).toEqual({
      contactRelationId: 'The owner relation field is required',
      name: 'The owner name field is required',
    });
  });

  it("takes an owner's name of up to 50 characters and names the limit past it", () => {
    expect(newContactErrors(someoneElse({ name: 'x'.repeat(50) }))).toEqual({});
    expect(newContactErrors(someoneElse({ name: 'x'.repeat(51) }))).toEqual({
      name: 'Use at most 50 characters',
    });
  });

  it('needs neither for an own number', () => {
    expect(newContactErrors(values())).toEqual({});
  });

  it('locks emergency for an own number and primary for someone else’s', () => {
    expect(lockedContactInputs(values())).toEqual({
      isOwnPhoneNumber: false,
      isEmergency: true,
      isPrimary: false,
    });
    expect(lockedContactInputs(someoneElse())).toEqual({
      isOwnPhoneNumber: false,
      isEmergency: false,
      isPrimary: true,
    });
  });
});

describe('the phone number', () => {
  it.each([
    ['', 'The phone number field is required'],
    ['(555) 123-456', 'Please type in a valid 10 digits phone number'],
    ['(555', 'Please type in a valid 10 digits phone number'],
    ['555123456789', 'Please type in a valid 10 digits phone number'],
    ['555abc4567', 'Please type in a valid 10 digits phone number'],
  ])('%p -> %p', (phoneNumber, message) => {
    expect(newContactErrors(values({ phoneNumber })).phoneNumber).toBe(message);
  });

  it.each(['(555) 123-4567', '5551234567', ' 555-123-4567 '])('accepts %p', (phoneNumber) => {
    expect(newContactErrors(values({ phoneNumber })).phoneNumber).toBeUndefined();
  });
});

describe('force flags', () => {
  it('own: the form starts and stays on an own number, ownership locked', () => {
    expect(newContactDefaults({ own: true }).isOwnPhoneNumber).toBe(true);
    expect(applyContactRules(someoneElse(), { own: true })).toMatchObject({
      isOwnPhoneNumber: true,
      name: '',
    });
    expect(lockedContactInputs(values(), { own: true }).isOwnPhoneNumber).toBe(true);
  });

  it("emergency: someone else's number, emergency on and locked", () => {
    const defaults = newContactDefaults({ emergency: true });
    expect(defaults).toMatchObject({ isOwnPhoneNumber: false, isEmergency: true, isPrimary: false });
    expect(applyContactRules(values({ isEmergency: false }), { emergency: true })).toMatchObject({
      isOwnPhoneNumber: false,
      isEmergency: true,
    });
    expect(lockedContactInputs(defaults, { emergency: true })).toEqual({
      isOwnPhoneNumber: true,
      isEmergency: true,
      isPrimary: true,
    });
  });

  it('emergency: the payload is an emergency contact even if the form said otherwise', () => {
    expect(toNewContactPayload(someoneElse({ isEmergency: false }), { emergency: true }).isEmergency).toBe(
      true,
    );
  });

  it('primary: an own number, primary on and locked', () => {
    const defaults = newContactDefaults({ primary: true });
    expect(defaults).toMatchObject({ isOwnPhoneNumber: true, isPrimary: true, isEmergency: false });
    expect(toNewContactPayload(someoneElse(), { primary: true })).toMatchObject({
      isOwnPhoneNumber: true,
      isPrimary: true,
      name: null,
      contactRelationId: null,
    });
    expect(lockedContactInputs(defaults, { primary: true })).toEqual({
      isOwnPhoneNumber: true,
      isEmergency: true,
      isPrimary: true,
    });
  });

  it('no flags: an own, non-primary number by default, nothing locked but emergency', () => {
    expect(newContactDefaults()).toEqual(values({ phoneNumber: '' }));
  });

  it('filter the list', () => {
    const ownPrimary = aPhoneContact({ isPrimary: true });
    const ownOther = aPhoneContact();
    const emergency = aPhoneContact({ isOwnPhoneNumber: false, isEmergency: true });
    const mother = aPhoneContact({ isOwnPhoneNumber: false });
    const all = [ownPrimary, ownOther, emergency, mother];
    expect(filterContacts(all)).toEqual(all);
    expect(filterContacts(all, { own: true })).toEqual([ownPrimary, ownOther]);
    expect(filterContacts(all, { emergency: true })).toEqual([emergency]);
    expect(filterContacts(all, { primary: true })).toEqual([ownPrimary]);
    expect(filterContacts(all, { own: true, primary: true })).toEqual([ownPrimary]);
  });
});

describe('sort order: primary, emergency, own, relation, number', () => {
  it('puts each group in the spec order', () => {
    const friend = aPhoneContact({
      isOwnPhoneNumber: false,
      relationType: 'Friend',
      phoneNumber: '5550000001',
    });
    const aunt = aPhoneContact({ isOwnPhoneNumber: false, relationType: 'aunt', phoneNumber: '5550000009' });
    const ownB = aPhoneContact({ phoneNumber: '5550000008' });
    const ownA = aPhoneContact({ phoneNumber: '5550000002' });
    const emergency = aPhoneContact({
      isOwnPhoneNumber: false,
      isEmergency: true,
      relationType: 'Mother',
      phoneNumber: '5550000007',
    });
    const primary = aPhoneContact({ isPrimary: true, phoneNumber: '5550000099' });
    expect(sortContacts([friend, aunt, ownB, ownA, emergency, primary])).toEqual([
      primary,
      emergency,
      ownA,
      ownB,
      aunt,
      friend,
    ]);
  });

  it('orders emergency contacts by relation, then number', () => {
    const mother2 = aPhoneContact({
      isOwnPhoneNumber: false,
      isEmergency: true,
      relationType: 'Mother',
      phoneNumber: '5550000002',
    });
    const mother1 = aPhoneContact({
      isOwnPhoneNumber: false,
      isEmergency: true,
      relationType: 'Mother',
      phoneNumber: '5550000001',
    });
    const father = aPhoneContact({
      isOwnPhoneNumber: false,
      isEmergency: true,
      relationType: 'Father',
      phoneNumber: '5550000009',
    });
    expect(sortContacts([mother2, mother1, father])).toEqual([father, mother1, mother2]);
  });

  it('treats relation case-insensitively, does not change the input and sorts a filtered list', () => {
    const upper = aPhoneContact({
      isOwnPhoneNumber: false,
      relationType: 'FRIEND',
      phoneNumber: '5550000002',
    });
    const lower = aPhoneContact({
      isOwnPhoneNumber: false,
      relationType: 'friend',
      phoneNumber: '5550000001',
    });
    const input = [upper, lower];
    expect(sortContacts(input)).toEqual([lower, upper]);
    expect(input).toEqual([upper, lower]);
    expect(visibleContacts([upper, lower, aPhoneContact({ isPrimary: true })], { own: true })).toHaveLength(
      1,
    );
  });
});

describe('primary and delete rules', () => {
  it.each([
    ['own, not primary, not emergency', { isOwnPhoneNumber: true }, true],
    ['own and already primary', { isOwnPhoneNumber: true, isPrimary: true }, false],
    ["someone else's", { isOwnPhoneNumber: false }, false],
    ["someone else's emergency", { isOwnPhoneNumber: false, isEmergency: true }, false],
    ['own but emergency (old data)', { isOwnPhoneNumber: true, isEmergency: true }, false],
  ])('make primary is offered for a number that is %s: %p', (_what, extra, expected) => {
    expect(canMakePrimary(aPhoneContact(extra))).toBe(expected);
  });

  it('change primary is offered only when an own, non-primary, non-emergency number exists', () => {
    const primary = aPhoneContact({ isPrimary: true });
    const mother = aPhoneContact({ isOwnPhoneNumber: false });
    expect(primaryCandidates([primary, mother])).toEqual([]);
    const second = aPhoneContact();
    expect(primaryCandidates([primary, mother, second])).toEqual([second]);
  });

  it('a primary number cannot be deleted; any other can', () => {
    expect(canDeleteContact(aPhoneContact({ isPrimary: true }))).toBe(false);
    expect(canDeleteContact(aPhoneContact())).toBe(true);
    expect(canDeleteContact(aPhoneContact({ isOwnPhoneNumber: false, isEmergency: true }))).toBe(true);
  });
});

describe('the limit of 10', () => {
  it.each([
    [0, true],
    [9, true],
    [10, false],
    [11, false],
  ])('with %i numbers, Add new shows: %p', (count, expected) => {
    expect(canAddContact(Array.from({ length: count }, () => aPhoneContact()))).toBe(expected);
  });
});

describe('owner text', () => {
  it("says 'My number' for an own number and relation and name for others", () => {
    expect(contactOwnerText(aPhoneContact())).toBe('My number');
    expect(
      contactOwnerText(aPhoneContact({ isOwnPhoneNumber: false, relationType: 'Mother', name: 'Anna' })),
    ).toBe('Mother · Anna');
  });
});
