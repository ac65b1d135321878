import type { CategoryRef } from '../../../contract';

/** Spec section 2: related categories show only when there is more than one. */
export const relatedCategories = (categories: readonly CategoryRef[]): CategoryRef[] =>
  categories.length > 1 ? [...categories] : [];
