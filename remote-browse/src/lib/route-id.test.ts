import { parseRouteId } from './route-id';

describe('parseRouteId', () => {
  it.each([
    ['12', 12],
    ['1', 1],
    ['2147483647', 2147483647],
  ])('reads %s as %d', (value, id) => expect(parseRouteId(value)).toBe(id));
  it.each([undefined, '', '0', '-3', '1.5', 'abc', '12abc', '007', '2147483648', '99999999999'])(
    'refuses %p',
    (value) => expect(parseRouteId(value)).toBeNull(),
  );
});
