import { formatPhoneMask, formatPhoneNumber, formatZipMask, phoneDigits } from './masks';

describe('formatPhoneMask', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['55512345678', '(555) 123-4567'],
    ['(555) 123-4567', '(555) 123-4567'],
    ['555.123.4567', '(555) 123-4567'],
    ['abc', ''],
  ])('masks %p as %p', (typed, shown) => {
    expect(formatPhoneMask(typed)).toBe(shown);
  });
});

describe('phoneDigits', () => {
  it('keeps at most 10 digits', () => {
    expect(phoneDigits(' (555) 123-4567 ')).toBe('5551234567');
    expect(phoneDigits('1-555-123-45678')).toBe('1555123456');
  });
});

describe('formatPhoneNumber', () => {
  it('shows 10 digits masked and anything else as it is', () => {
    expect(formatPhoneNumber('5551234567')).toBe('(555) 123-4567');
    expect(formatPhoneNumber('12345')).toBe('12345');
  });
});

describe('formatZipMask', () => {
  it.each([
    ['6270', '6270'],
    ['62704', '62704'],
    ['627041', '62704-1'],
    ['627041234', '62704-1234'],
    ['62704-1234', '62704-1234'],
    ['62704-12345', '62704-1234'],
  ])('masks %p as %p', (typed, shown) => {
    expect(formatZipMask(typed)).toBe(shown);
  });
});
