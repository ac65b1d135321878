import { preloadPaths } from './route-preload';

describe('a route’s declared reads', () => {
  it('take the route’s params', () => {
    expect(preloadPaths(['course/:id', 'course/:id/classes'], { categoryId: '1', id: '3' })).toEqual([
      'course/3',
      'course/3/classes',
    ]);
  });

  it('keep a path without params as it is', () => {
    expect(preloadPaths(['enrollments'], {})).toEqual(['enrollments']);
  });

  it('encode a param, so that it stays one path segment', () => {
    expect(preloadPaths(['pathway/:id'], { id: '1/../../student' })).toEqual([
      'pathway/1%2F..%2F..%2Fstudent',
    ]);
  });

  it('refuse a param the route does not have', () => {
    expect(() => preloadPaths(['course/:courseId'], { id: '3' })).toThrow(
      'preload "course/:courseId": the route has no :courseId',
    );
  });
});
