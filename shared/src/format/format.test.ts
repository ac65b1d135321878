import { formatDate, formatMoney } from './format';

describe('formatMoney', () => {
  it.each([
    [0, '$ 0.00'],
    [5, '$ 5.00'],
    [1234.56, '$ 1,234.56'],
    [1450, '$ 1,450.00'],
    [1234567.891, '$ 1,234,567.89'],
    [0.005, '$ 0.01'],
    [-12, '-$ 12.00'],
  ])('formats %p as %p', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });
});

describe('formatDate', () => {
  it('prints an ISO calendar day as MM/DD/YYYY, whatever the timezone', () => {
    expect(formatDate('2027-01-11')).toBe('01/11/2027');
    expect(formatDate('2026-12-31')).toBe('12/31/2026');
  });
  it('prints a date-time in en-US (UTC day)', () => {
    expect(formatDate('2027-03-19T15:00:00Z')).toBe('03/19/2027');
    expect(formatDate(new Date(Date.UTC(2027, 1, 1)))).toBe('02/01/2027');
  });
  it('leaves a value it cannot read as it is', () => {
    expect(formatDate('TBA')).toBe('TBA');
    expect(formatDate(new Date('nope'))).toBe('');
  });
});

describe('in Spanish (United States)', () => {
  it.each([
    [0, '$0.00'],
    [1234.56, '$1,234.56'],
    [-12, '-$12.00'],
  ])('formats %p as %p', (value, text) => {
    expect(formatMoney(value, 'es')).toBe(text);
  });
  it('prints a day as DD/MM/YYYY', () => {
    expect(formatDate('2027-01-11', 'es')).toBe('11/01/2027');
    expect(formatDate('2027-03-19T15:00:00Z', 'es')).toBe('19/03/2027');
    expect(formatDate('TBA', 'es')).toBe('TBA');
  });
});
