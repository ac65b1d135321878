import type { SearchResponse } from '../../../contract';
import { resultCount, searchMessages, searchRequestFor, searchSummary } from './search-rules';

const result = (courses: number, classes: number, pathways: number): SearchResponse => ({
  courses: Array.from({ length: courses }, (_, i) => ({
    id: i,
    code: `C${i}`,
    title: 'Course',
    categoryId: 1,
  })),
  classes: Array.from({ length: classes }, (_, i) => ({
    id: i,
    code: `K${i}`,
    title: 'Class',
    dateRange: '',
    courseTitle: 'Course',
  })),
  pathways: Array.from({ length: pathways }, (_, i) => ({
    id: i,
    code: `P${i}`,
    title: 'Pathway',
    categoryId: 1,
  })),
});

describe('searchRequestFor: fewer than 3 characters makes no call', () => {
  it.each(['', ' ', 'a', 'ab', '  ab  ', 'é'])('%p is too short', (text) => {
    expect(searchRequestFor(text)).toEqual({ kind: 'too-short' });
  });
  it.each([
    ['abc', 'abc'],
    ['  weld ', 'weld'],
    ['a b', 'a b'],
    ['Welding Fundamentals', 'Welding Fundamentals'],
  ])('%p searches for %p', (text, query) => {
    expect(searchRequestFor(text)).toEqual({ kind: 'search', query });
  });
});

describe('searchSummary', () => {
  it.each([
    [result(0, 0, 0), 'Nothing found, try again later'],
    [result(1, 0, 0), 'Found 1 result'],
    [result(0, 1, 0), 'Found 1 result'],
    [result(0, 0, 1), 'Found 1 result'],
    [result(1, 1, 0), 'Found 2 results'],
    [result(2, 3, 1), 'Found 6 results'],
    [result(25, 25, 25), 'Found 75 results'],
  ])('%#: %s', (value, text) => expect(searchSummary(value)).toBe(text));

  it('counts every group', () => expect(resultCount(result(2, 3, 4))).toBe(9));
});

it('words every message as the spec does', () => {
  expect(searchMessages).toEqual({
    tooShort: 'The search requires at least 3 characters',
    nothingFound: 'Nothing found, try again later',
    failed: 'Unable to search at this moment, please try again later',
  });
});
