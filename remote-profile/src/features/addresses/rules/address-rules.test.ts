import { US_STATES } from '@portal/shared';
import { anAddress } from '../../../testing/profile-fixtures';
import {
  addressLine,
  canAddAddress,
  canChangePrimaryAddress,
  canDeleteAddress,
  newAddressDefaults,
  newAddressErrors,
  sortAddresses,
  toNewAddressPayload,
  trimAddressValues,
  visibleAddresses,
  type NewAddressValues,
} from './address-rules';

const values = (extra: Partial<NewAddressValues> = {}): NewAddressValues => ({
  addressTypeId: 1,
  name: '',
  street: '12 Elm Street',
  city: 'Springfield',
  county: '',
  stateCode: 'IL',
  zip: '62704',
  isPrimary: false,
  ...extra,
});

describe('the state list', () => {
  it('has 49 entries, no Hawaii or Alaska, each code once', () => {
    expect(US_STATES).toHaveLength(49);
    const codes = US_STATES.map((state) => state.code);
    expect(codes).not.toContain('HI');
    expect(codes).not.toContain('AK');
    expect(new Set(codes).size).toBe(49);
    expect(codes).toEqual(expect.arrayContaining(['CA', 'NY', 'TX', 'DC', 'WY']));
  });
});

describe('new address validation (after trimming)', () => {
  it('accepts a complete address; county and name are optional', () => {
    expect(newAddressErrors(values())).toEqual({});
  });

  it('gives every message of the spec for an empty form', () => {
    expect(newAddressErrors(newAddressDefaults())).toEqual({
      addressTypeId: 'Please select an address type',
      street: 'The address street field is required',
      city: 'The address city field is required',
      stateCode: 'The address state field is required',
      zip: 'The address zip field is required',
    });
  });

  it.each([
    ['street', { street: '   ' }, 'The address street field is required'],
    ['city', { city: ' \t ' }, 'The address city field is required'],
    ['zip', { zip: '  ' }, 'The address zip field is required'],
    ['stateCode', { stateCode: 'HI' }, 'The address state field is required'],
    ['stateCode', { stateCode: 'AK' }, 'The address state field is required'],
    ['zip', { zip: '6270' }, 'Type in your zip code'],
    ['zip', { zip: '62704-12' }, 'Type in your zip code'],
  ])('%s %p -> %p', (field, change, message) => {
    expect(
      newAddressErrors(values(change as Partial<NewAddressValues>))[field as keyof NewAddressValues],
    ).toBe(message);
  });

  it.each<[keyof NewAddressValues & ('name' | 'street' | 'city' | 'county'), number]>([
    ['street', 200],
    ['city', 50],
    ['county', 50],
    ['name', 50],
  ])('takes a %s of up to %p characters and names the limit past it', (field, max) => {
    expect(newAddressErrors(values({ [field]: 'x'.repeat(max) }))).toEqual({});
    // Measured after trimming: spaces around the text do not count.
    expect(newAddressErrors(values({ [field]: ` ${'x'.repeat(max)} ` }))).toEqual({});
    expect(newAddressErrors(values({ [field]: 'x'.repeat(max + 1) }))).toEqual({
      [field]: `Use at most ${max} characters`,
    });
  });

  it.each(['62704', '62704-1234', ' 62704 '])('accepts the zip %p', (zip) => {
    expect(newAddressErrors(values({ zip })).zip).toBeUndefined();
  });

  it('trims every text field', () => {
    expect(
      trimAddressValues(
        values({ street: ' 1 A St ', city: ' B ', county: ' C ', name: ' D ', zip: ' 62704 ' }),
      ),
    ).toEqual(values({ street: '1 A St', city: 'B', county: 'C', name: 'D', zip: '62704' }));
  });

  it('sends the trimmed payload', () => {
    expect(
      toNewAddressPayload(
        values({ street: '  12 Elm Street ', name: ' Mom ', addressTypeId: 3, isPrimary: true }),
      ),
    ).toEqual({
      street: '12 Elm Street',
      city: 'Springfield',
      county: '',
      stateCode: 'IL',
      zip: '62704',
      addressTypeId: 3,
      name: 'Mom',
      isPrimary: true,
    });
  });

  it('forcePrimary: the form starts primary and the payload is primary', () => {
    expect(newAddressDefaults(true).isPrimary).toBe(true);
    expect(toNewAddressPayload(values({ isPrimary: false }), true).isPrimary).toBe(true);
  });
});

describe('order: primary first, then type label, then name', () => {
  it('sorts', () => {
    const workB = anAddress({ addressType: 'Work', name: 'B' });
    const homeZ = anAddress({ addressType: 'Home', name: 'Zed' });
    const homeA = anAddress({ addressType: 'home', name: 'abby' });
    const homeNoName = anAddress({ addressType: 'Home', name: null });
    const primaryWork = anAddress({ addressType: 'Work', isPrimary: true });
    const billing = anAddress({ addressType: 'Billing', name: 'Z' });
    expect(sortAddresses([workB, homeZ, homeA, homeNoName, primaryWork, billing])).toEqual([
      primaryWork,
      billing,
      homeNoName,
      homeA,
      homeZ,
      workB,
    ]);
  });

  it('forcePrimary shows only the primary address', () => {
    const primary = anAddress({ isPrimary: true });
    expect(visibleAddresses([anAddress(), primary], true)).toEqual([primary]);
    expect(visibleAddresses([anAddress(), primary])).toHaveLength(2);
  });
});

describe('primary, delete and limit rules', () => {
  it('only a non-primary address can be deleted', () => {
    expect(canDeleteAddress(anAddress({ isPrimary: true }))).toBe(false);
    expect(canDeleteAddress(anAddress())).toBe(true);
  });

  it.each([
    ['a single address', [anAddress({ isPrimary: true })], false, false],
    ['two addresses', [anAddress({ isPrimary: true }), anAddress()], false, true],
    ['two addresses with forcePrimary', [anAddress({ isPrimary: true }), anAddress()], true, false],
    ['no address', [], false, false],
  ])('change primary with %s: %p', (_what, list, forcePrimary, expected) => {
    expect(canChangePrimaryAddress(list, forcePrimary)).toBe(expected);
  });

  it.each([
    [0, true],
    [9, true],
    [10, false],
  ])('with %i addresses, Add new shows: %p', (count, expected) => {
    expect(canAddAddress(Array.from({ length: count }, () => anAddress()))).toBe(expected);
  });

  it('writes one line per address', () => {
    expect(addressLine(anAddress({ street: '12 Elm St', county: 'Sangamon', zip: '62704-1234' }))).toBe(
      '12 Elm St, Springfield, Sangamon County, IL 62704-1234',
    );
    expect(addressLine(anAddress({ street: '12 Elm St' }))).toBe('12 Elm St, Springfield, IL 62704');
  });
});
