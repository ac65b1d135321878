/** A course's or pathway's trend level (0-5) in words; nothing for 0. */
export const trendLabel = (level: number): string | null => {
  if (level <= 0) return null;
  if (level === 1) return 'Trending';
  if (level === 2) return 'Popular';
  return 'In high demand';
};

/** Five stars, filled to the nearest whole star. */
export const stars = (rating: number): string => {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return '★'.repeat(filled) + '☆'.repeat(5 - filled);
};
