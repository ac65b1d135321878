import { SEARCH_MIN_LENGTH, type SearchResponse } from '../../../contract';

/** Spec section 5 and 8: the search messages, word for word. */
export const searchMessages = {
  tooShort: 'The search requires at least 3 characters',
  nothingFound: 'Nothing found, try again later',
  failed: 'Unable to search at this moment, please try again later',
} as const;

export type SearchRequest = { kind: 'too-short' } | { kind: 'search'; query: string };

/** Fewer than 3 characters (after trimming) makes no call. */
export const searchRequestFor = (text: string): SearchRequest => {
  const query = text.trim();
  return query.length < SEARCH_MIN_LENGTH ? { kind: 'too-short' } : { kind: 'search', query };
};

export const resultCount = (result: SearchResponse): number =>
  result.courses.length + result.classes.length + result.pathways.length;

/** 'Found 1 result', 'Found {n} results', or 'Nothing found, try again later'. */
export const searchSummary = (result: SearchResponse): string => {
  const count = resultCount(result);
  if (count === 0) return searchMessages.nothingFound;
  return count === 1 ? 'Found 1 result' : `Found ${count} results`;
};
