import {
  addressListResponseSchema,
  addressTypesResponseSchema,
  US_STATES,
  type NewAddress,
} from '../../contracts';
import { expectError, expectNotFound } from '../../../test/support/accounts';
import { login } from '../../../test/support/context';
import { useProfileListTest } from '../../../test/support/profile-lists';

const addresses = useProfileListTest('emma.parker@demo.school', {
  table: 'student_addresses',
  listPath: '/student/address_list',
  items: (data) => addressListResponseSchema.parse(data).addressList,
  kindsPath: '/address_types',
  kinds: (data) => addressTypesResponseSchema.parse(data).addressTypeList,
});
const { signedIn, list, kindId: typeId } = addresses;
const { post } = signedIn;
const address = (street: string, extra: Partial<NewAddress> = {}): NewAddress => ({
  street,
  city: 'Springfield',
  county: '',
  stateCode: 'IL',
  zip: '62704',
  addressTypeId: typeId('Home'),
  name: '',
  isPrimary: false,
  ...extra,
});
const add = (a: NewAddress, t?: string) => post('/student/address/add', { newAddress: a }, t);
const idOf = async (street: string) => (await list()).find((a) => a.street === street)!.addressId;

describe('GET /api/address_types', () => {
  it('lists the address types', () => {
    expect(addresses.kinds.map((t) => t.label)).toEqual(['Home', 'Mailing', 'Work', 'Billing', 'Other']);
  });
});

describe('POST /api/student/address/add', () => {
  it('needs a signed-in student', async () => {
    const res = await signedIn.ctx.inject({ method: 'POST', url: '/api/student/address/add', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('trims the fields, keeps empty optional ones as null and makes the first address primary', async () => {
    const res = await add(
      address('  12 Elm Street ', { city: ' Springfield ', county: '  ', name: ' ', zip: ' 62704-1234 ' }),
    );
    expect(res.statusCode).toBe(200);
    expect(addressListResponseSchema.parse(res.json().data).addressList).toEqual([
      {
        addressId: expect.any(Number),
        addressType: 'Home',
        addressTypeId: typeId('Home'),
        name: null,
        street: '12 Elm Street',
        city: 'Springfield',
        county: null,
        stateCode: 'IL',
        zip: '62704-1234',
        isPrimary: true,
      },
    ]);
  });

  it('adds later addresses as not primary unless asked, and a new primary one replaces the old', async () => {
    await add(address('1 First St'));
    await add(address('2 Second St'));
    expect((await list()).filter((a) => a.isPrimary).map((a) => a.street)).toEqual(['1 First St']);
    await add(address('3 Third St', { isPrimary: true }));
    expect((await list()).filter((a) => a.isPrimary).map((a) => a.street)).toEqual(['3 Third St']);
  });

  it.each([
    ['street', { street: '  ' }],
    ['city', { city: '' }],
    ['stateCode', { stateCode: 'HI' }],
    ['stateCode', { stateCode: 'AK' }],
    ['zip', { zip: '1234' }],
    ['zip', { zip: '12345-12' }],
    ['street', { street: 'x'.repeat(201) }],
    ['city', { city: 'x'.repeat(51) }],
  ])('refuses a bad %s', async (field, change) => {
    const res = await add(address('1 First St', change as Partial<NewAddress>));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[`newAddress.${field}`]).toBeDefined();
  });

  it('accepts each of the 49 states', async () => {
    expect(US_STATES).toHaveLength(49);
    const res = await add(address('1 First St', { stateCode: 'DC' }));
    expect(res.statusCode).toBe(200);
  });

  it('refuses an unknown address type', async () => {
    const res = await add(address('1 First St', { addressTypeId: 99_999 }));
    expect(res.statusCode).toBe(400);
  });

  it('refuses an 11th address', async () => {
    for (let i = 0; i < 10; i++) expect((await add(address(`${i} Main St`))).statusCode).toBe(200);
    const res = await add(address('11 Main St'));
    expectError(res, 409, 'limit_reached', 'You can have at most 10 addresses');
  });
});

describe('the order of the list', () => {
  it('is primary first, then type label, then name', async () => {
    await add(address('1 Work St', { addressTypeId: typeId('Work'), name: 'Office' }));
    await add(address('2 Home St', { addressTypeId: typeId('Home'), name: 'Zed' }));
    await add(address('3 Home St', { addressTypeId: typeId('Home'), name: 'Abby' }));
    await add(address('4 Billing St', { addressTypeId: typeId('Billing') }));
    expect((await list()).map((a) => a.street)).toEqual([
      '1 Work St',
      '4 Billing St',
      '3 Home St',
      '2 Home St',
    ]);
  });
});

describe('POST /api/student/address/make_primary and /remove', () => {
  it('makes another address primary', async () => {
    await add(address('1 First St'));
    await add(address('2 Second St'));
    const res = await post('/student/address/make_primary', { addressId: await idOf('2 Second St') });
    expect(res.statusCode).toBe(200);
    expect((await list()).filter((a) => a.isPrimary).map((a) => a.street)).toEqual(['2 Second St']);
  });

  it('removes an address that is not primary', async () => {
    await add(address('1 First St'));
    await add(address('2 Second St'));
    const res = await post('/student/address/remove', { addressId: await idOf('2 Second St') });
    expect(res.statusCode).toBe(200);
    expect((await list()).map((a) => a.street)).toEqual(['1 First St']);
  });

  it('refuses to remove the primary address', async () => {
    await add(address('1 First St'));
    const res = await post('/student/address/remove', { addressId: await idOf('1 First St') });
    expectError(res, 409, 'primary_locked', 'A primary address cannot be removed');
  });

  it("answers 'not found' for another student's address", async () => {
    const otherToken = await login(signedIn.ctx, 'student@demo.school');
    await add(address('9 Theirs St'), otherToken);
    await add(address('10 Theirs St'), otherToken);
    const theirs = (await list(otherToken)).find((a) => !a.isPrimary)!.addressId;
    for (const url of ['/student/address/remove', '/student/address/make_primary']) {
      expectNotFound(await post(url, { addressId: theirs }), 'Address not found');
    }
    expect(await list(otherToken)).toHaveLength(2);
  });
});
