import { SEARCH_MIN_LENGTH, type SearchResponse } from '../../../contract';
import { categoriesMessagesNow, type CategoriesMessages } from '../messages/catalog';

/**
 * Spec section 5 and 8: the search messages, word for word, in the portal's language when read (the
 * catalog's 'search.tooShort', 'search.nothingFound' and 'search.failed').
 */
export const searchMessages = {
  get tooShort() {
    return categoriesMessagesNow()('search.tooShort');
  },
  get nothingFound() {
    return categoriesMessagesNow()('search.nothingFound');
  },
  get failed() {
    return categoriesMessagesNow()('search.failed');
  },
};

export type SearchRequest = { kind: 'too-short' } | { kind: 'search'; query: string };

/** Fewer than 3 characters (after trimming) makes no call. */
export const searchRequestFor = (text: string): SearchRequest => {
  const query = text.trim();
  return query.length < SEARCH_MIN_LENGTH ? { kind: 'too-short' } : { kind: 'search', query };
};

export const resultCount = (result: SearchResponse): number =>
  result.courses.length + result.classes.length + result.pathways.length;

/** 'Found 1 result', 'Found {n} results', or 'Nothing found, try again later'. */
export const searchSummary = (
  result: SearchResponse,
  m: CategoriesMessages = categoriesMessagesNow(),
): string => {
  const count = resultCount(result);
  if (count === 0) return m('search.nothingFound');
  return m('search.found', { count });
};
