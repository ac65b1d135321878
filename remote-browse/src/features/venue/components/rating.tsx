import { Space, Typography, theme } from '@portal/shared/ui';
import { ratingDisplay, type RatingTrend } from '../rules/rating';

const ARROWS: Record<RatingTrend, string> = { up: '↑', level: '→', down: '↓' };

/**
 * The course rating display (spec 2.8): the rating as a percent and its trend level, the trend in
 * words as well as an arrow and a colour (the arrow is not read out: the words say it).
 */
export const Rating = ({ rating, trendLevel }: { rating: number; trendLevel: number }) => {
  const { token } = theme.useToken();
  const { percent, trend, trendLabel } = ratingDisplay(rating, trendLevel);
  const colors: Record<RatingTrend, string> = {
    up: token.colorSuccessText,
    level: token.colorTextSecondary,
    down: token.colorErrorText,
  };
  return (
    <Space size="small" wrap>
      <Typography.Text strong>Rated {percent}</Typography.Text>
      <Typography.Text style={{ color: colors[trend] }}>
        <span aria-hidden="true">{ARROWS[trend]}</span> {trendLabel}
      </Typography.Text>
    </Space>
  );
};
