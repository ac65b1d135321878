import { ratingDisplay, ratingPercent, ratingTrend } from './rating';

describe('a rating out of 5 as a percent', () => {
  it.each([
    [4.7, 94],
    [4.3, 86],
    [5, 100],
    [0, 0],
    [4.25, 85],
    [0.1, 2],
    [4.99, 100],
    // Out of range: held to 0 and 100.
    [7, 100],
    [-1, 0],
  ])('%p -> %p%', (rating, percent) => expect(ratingPercent(rating)).toBe(percent));
});

describe('the trend a level shows', () => {
  it.each([
    [5, 'up'],
    [3, 'up'],
    [1, 'up'],
    [0, 'level'],
    [-1, 'down'],
    [-5, 'down'],
  ] as const)('%p -> %p', (level, trend) => expect(ratingTrend(level)).toBe(trend));
});

describe('the rating display', () => {
  it.each([
    [4.7, 3, { percent: '94%', trend: 'up', trendLabel: 'Trending up' }],
    [4.8, 0, { percent: '96%', trend: 'level', trendLabel: 'Steady' }],
    [4.3, -1, { percent: '86%', trend: 'down', trendLabel: 'Trending down' }],
    [0, 0, { percent: '0%', trend: 'level', trendLabel: 'Steady' }],
  ])('rating %p, trend level %p', (rating, level, display) =>
    expect(ratingDisplay(rating, level)).toEqual(display),
  );
});
