import { Space, Typography, theme } from '@portal/shared/ui';
import { Tag } from '@portal/shared/ui-data';
import { stars, trendLabel } from '../rules/trend';

/** A rating out of 5 with its trend level. */
export const Rating = ({ rating, trendLevel }: { rating: number; trendLevel: number }) => {
  const { token } = theme.useToken();
  const trend = trendLabel(trendLevel);
  return (
    <Space size="small" wrap>
      <span
        role="img"
        aria-label={`Rated ${rating.toFixed(1)} out of 5`}
        style={{ color: token.colorWarningText }}
      >
        {stars(rating)}
      </span>
      <Typography.Text aria-hidden>{rating.toFixed(1)}</Typography.Text>
      {trend ? <Tag color="blue">{trend}</Tag> : null}
    </Space>
  );
};
