import { Space, Typography } from '@portal/shared/ui';
import { ratingDisplay, type RatingTrend } from '../rules/rating';

const ARROWS: Record<RatingTrend, string> = { up: '↑', level: '→', down: '↓' };

/**
 * The course rating display (spec 2.8): the rating as a percent and its trend level, the trend in
 * words as well as an arrow (not read out: the words say it). No colour of its own: the green and red
 * text tokens fall below 4.5:1 on the class cards' background.
 */
export const Rating = ({ rating, trendLevel }: { rating: number; trendLevel: number }) => {
  const { percent, trend, trendLabel } = ratingDisplay(rating, trendLevel);
  return (
    <Space size="small" wrap>
      <Typography.Text strong>Rated {percent}</Typography.Text>
      <Typography.Text>
        <span aria-hidden="true">{ARROWS[trend]}</span> {trendLabel}
      </Typography.Text>
    </Space>
  );
};
