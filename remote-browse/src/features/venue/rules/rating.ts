import { sharedMessagesNow, type SharedMessageId, type SharedMessages } from '../../../messages/catalog';

/** Spec 2.8: the course rating display's trend level, in three steps. */
export type RatingTrend = 'up' | 'level' | 'down';

/** A rating out of 5 as a whole percent (4.7 -> 94), within 0 to 100. */
export const ratingPercent = (rating: number): number => Math.round(Math.min(5, Math.max(0, rating)) * 20);

/**
 * The trend a level shows, by its sign: rising above 0, steady at 0, falling below. The magnitude
 * (how fast) is not shown: three steps read at a glance, and a backend whose levels only go up from 0
 * still shows rising or steady.
 */
export const ratingTrend = (trendLevel: number): RatingTrend =>
  trendLevel > 0 ? 'up' : trendLevel < 0 ? 'down' : 'level';

/** The message of what a trend says, shown and read out. */
export const TREND_MESSAGES: Record<RatingTrend, SharedMessageId> = {
  up: 'rating.trendingUp',
  level: 'rating.steady',
  down: 'rating.trendingDown',
};

/** The course rating display (spec 2.8): a percent and a trend level. */
export const ratingDisplay = (
  rating: number,
  trendLevel: number,
  m: SharedMessages = sharedMessagesNow(),
) => {
  const trend = ratingTrend(trendLevel);
  return { percent: `${ratingPercent(rating)}%`, trend, trendLabel: m(TREND_MESSAGES[trend]) };
};
