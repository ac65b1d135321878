import { parseListingRoute, parseRouteId } from './route-id';

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

describe('parseListingRoute', () => {
  it('reads both ids', () =>
    expect(parseListingRoute({ categoryId: '2', id: '4' })).toEqual({ id: 4, categoryId: 2 }));
  it.each([{ categoryId: '2' }, { id: '4' }, { categoryId: 'x', id: '4' }, { categoryId: '2', id: '0' }])(
    'refuses %p',
    (params) => expect(parseListingRoute(params)).toBeNull(),
  );
});
