import {
  contactListResponseSchema,
  contactRelationsResponseSchema,
  type NewPhoneContact,
} from '../../contracts';
import { actFor, expectError, expectNotFound } from '../../../test/support/accounts';
import { login } from '../../../test/support/context';
import { useProfileListTest } from '../../../test/support/profile-lists';

const contacts = useProfileListTest('liam.parker@demo.school', {
  table: 'student_phones',
  listPath: '/student/contact_list',
  items: (data) => contactListResponseSchema.parse(data).contactList,
  kindsPath: '/contact_relations',
  kinds: (data) => contactRelationsResponseSchema.parse(data).contactRelationList,
});
const { signedIn, list, kindId: relationId } = contacts;
const { post } = signedIn;
const own = (phoneNumber: string, extra: Partial<NewPhoneContact> = {}): NewPhoneContact => ({
  phoneNumber,
  isOwnPhoneNumber: true,
  contactRelationId: null,
  name: null,
  isEmergency: false,
  isPrimary: false,
  ...extra,
});
const other = (phoneNumber: string, extra: Partial<NewPhoneContact> = {}): NewPhoneContact => ({
  phoneNumber,
  isOwnPhoneNumber: false,
  contactRelationId: relationId('Mother'),
  name: 'Anna Parker',
  isEmergency: true,
  isPrimary: false,
  ...extra,
});
const add = (contact: NewPhoneContact, t?: string) =>
  post('/student/contact/add', { newContact: contact }, t);

describe('GET /api/contact_relations', () => {
  it('lists the relations for numbers that are not the student’s own, without Self', () => {
    expect(contacts.kinds.map((r) => r.label)).toEqual(
      expect.arrayContaining(['Mother', 'Father', 'Guardian', 'Friend', 'Other']),
    );
    expect(contacts.kinds.some((r) => r.label.toLowerCase() === 'self')).toBe(false);
  });
});

describe('GET /api/student/contact_list', () => {
  it('needs a signed-in student', async () => {
    const res = await signedIn.ctx.inject({ url: '/api/student/contact_list' });
    expect(res.statusCode).toBe(401);
  });

  it('is empty for a student with no numbers', async () => {
    expect(await list()).toEqual([]);
  });
});

describe('POST /api/student/contact/add', () => {
  it('adds an own number as Self, textable, with no relation or name, and replies with the list', async () => {
    const res = await add(own('  5551234567 ', { name: 'ignored', isEmergency: true }));
    expect(res.statusCode).toBe(200);
    const { contactList } = contactListResponseSchema.parse(res.json().data);
    expect(contactList).toEqual([
      expect.objectContaining({
        phoneNumber: '5551234567',
        relationType: 'Self',
        name: null,
        contactRelationId: null,
        isOwnPhoneNumber: true,
        isEmergency: false,
        isPrimary: false,
        isTextable: true,
      }),
    ]);
  });

  it("adds someone else's number with its relation and name, never as primary", async () => {
    await add(other('5559876543', { isPrimary: true, name: '  Anna Parker  ' }));
    expect(await list()).toEqual([
      expect.objectContaining({
        phoneNumber: '5559876543',
        relationType: 'Mother',
        contactRelationId: relationId('Mother'),
        name: 'Anna Parker',
        isOwnPhoneNumber: false,
        isEmergency: true,
        isPrimary: false,
        isTextable: false,
      }),
    ]);
  });

  it.each([
    ['a relation', { contactRelationId: null }, 'newContact.contactRelationId'],
    ['a name', { name: '   ' }, 'newContact.name'],
  ])("refuses someone else's number without %s", async (_what, change, field) => {
    const res = await add(other('5559876543', change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('invalid_input');
    expect(Object.keys(res.json().data.fields)).toContain(field);
  });

  it.each(['555123456', '55512345678', '(555) 123-4567', 'abcdefghij'])(
    'refuses the number %p',
    async (number) => {
      const res = await add(own(number));
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fields['newContact.phoneNumber']).toBeDefined();
    },
  );

  it('refuses an unknown relation', async () => {
    const res = await add(other('5559876543', { contactRelationId: 99_999 }));
    expect(res.statusCode).toBe(400);
  });

  it('refuses a number already in the list', async () => {
    await add(own('5551234567'));
    const res = await add(other('5551234567'));
    expectError(res, 409, 'duplicate', 'This phone number is already in your list');
  });

  it('makes a new primary own number the only primary one', async () => {
    await add(own('5550000001', { isPrimary: true }));
    await add(own('5550000002', { isPrimary: true }));
    const contacts = await list();
    expect(contacts.filter((c) => c.isPrimary).map((c) => c.phoneNumber)).toEqual(['5550000002']);
  });

  it('refuses an 11th number', async () => {
    for (let i = 0; i < 10; i++) expect((await add(own(`555000010${i}`))).statusCode).toBe(200);
    const res = await add(own('5550000200'));
    expectError(res, 409, 'limit_reached', 'You can have at most 10 phone numbers');
    expect(await list()).toHaveLength(10);
  });
});

describe('the order of the list', () => {
  it('is primary, emergency, own, relation, then number', async () => {
    await add(other('5550000009', { contactRelationId: relationId('Sibling'), isEmergency: false }));
    await add(other('5550000008', { contactRelationId: relationId('Friend'), isEmergency: false }));
    await add(own('5550000007'));
    await add(other('5550000006', { contactRelationId: relationId('Father'), isEmergency: true }));
    await add(own('5550000005', { isPrimary: true }));
    await add(own('5550000004'));
    expect((await list()).map((c) => c.phoneNumber)).toEqual([
      '5550000005',
      '5550000006',
      '5550000004',
      '5550000007',
      '5550000008',
      '5550000009',
    ]);
  });
});

describe('POST /api/student/contact/make_primary and /remove', () => {
  const idOf = async (number: string) => (await list()).find((c) => c.phoneNumber === number)!.contactId;

  it('makes an own number primary, in place of the previous one', async () => {
    await add(own('5550000001', { isPrimary: true }));
    await add(own('5550000002'));
    const res = await post('/student/contact/make_primary', { contactId: await idOf('5550000002') });
    expect(res.statusCode).toBe(200);
    expect((await list()).filter((c) => c.isPrimary).map((c) => c.phoneNumber)).toEqual(['5550000002']);
  });

  it("refuses to make someone else's number primary", async () => {
    await add(other('5550000003'));
    const res = await post('/student/contact/make_primary', { contactId: await idOf('5550000003') });
    expectError(res, 409, 'not_own_number', 'Only your own phone numbers can be primary');
  });

  it('removes a number that is not primary', async () => {
    await add(own('5550000001', { isPrimary: true }));
    await add(own('5550000002'));
    const res = await post('/student/contact/remove', { contactId: await idOf('5550000002') });
    expect(res.statusCode).toBe(200);
    expect((await list()).map((c) => c.phoneNumber)).toEqual(['5550000001']);
  });

  it('refuses to remove the primary number', async () => {
    await add(own('5550000001', { isPrimary: true }));
    const res = await post('/student/contact/remove', { contactId: await idOf('5550000001') });
    expectError(res, 409, 'primary_locked', 'A primary phone number cannot be removed');
    expect(await list()).toHaveLength(1);
  });

  it("answers 'not found' for another student's number, and leaves it alone", async () => {
    const otherToken = await login(signedIn.ctx, 'student@demo.school');
    await add(own('5550000001'), otherToken);
    const theirs = (await list(otherToken))[0]!.contactId;
    for (const url of ['/student/contact/remove', '/student/contact/make_primary']) {
      expectNotFound(await post(url, { contactId: theirs }), 'Phone contact not found');
    }
    expect(await list(otherToken)).toHaveLength(1);
  });
});

describe('acting for a related student', () => {
  it("reads and changes the related student's numbers while the session acts for them", async () => {
    const guardianToken = await login(signedIn.ctx, 'guardian@demo.school');
    await actFor(signedIn.ctx, guardianToken, 'liam.parker@demo.school');
    await add(own('5550000042'), guardianToken);
    expect((await list()).map((c) => c.phoneNumber)).toEqual(['5550000042']);
    await actFor(signedIn.ctx, guardianToken, null);
    expect(await list(guardianToken)).toEqual([]);
  });
});
