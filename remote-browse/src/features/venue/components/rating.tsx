import { useSharedMessages } from '../../../messages/catalog';
import { ratingDisplay, type RatingTrend } from '../rules/rating';

const ARROWS: Record<RatingTrend, string> = { up: '↑', level: '→', down: '↓' };

/**
 * The course rating display (spec 2.8): the rating as a percent and its trend level, the trend in
 * words as well as an arrow (not read out: the words say it). No colour of its own: the green and red
 * text tokens fall below 4.5:1 on the class cards' background. Plain elements, laid out by the
 * browse style sheet (`browse-rating`), so that the category page's cards load no antd for it.
 */
export const Rating = ({ rating, trendLevel }: { rating: number; trendLevel: number }) => {
  const m = useSharedMessages();
  const { percent, trend, trendLabel } = ratingDisplay(rating, trendLevel, m);
  return (
    <div className="browse-rating">
      <strong>{m('rating.rated', { percent })}</strong>
      <span>
        <span aria-hidden="true">{ARROWS[trend]}</span> {trendLabel}
      </span>
    </div>
  );
};
