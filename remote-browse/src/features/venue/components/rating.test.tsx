import { render, screen } from '@testing-library/react';
import { Rating } from './rating';

describe('the course rating display (spec 2.8)', () => {
  it.each([
    [4.7, 3, 'Rated 94%', 'Trending up', '↑'],
    [4.8, 0, 'Rated 96%', 'Steady', '→'],
    [4.3, -1, 'Rated 86%', 'Trending down', '↓'],
  ])('shows %p with trend level %p as "%s" and "%s"', (rating, trendLevel, percent, trend, arrow) => {
    const { container } = render(<Rating rating={rating} trendLevel={trendLevel} />);
    expect(screen.getByText(percent)).toBeInTheDocument();
    const trendText = screen.getByText(trend);
    // The arrow is drawn, not read out: the words say the trend.
    expect(trendText).toHaveTextContent(`${arrow} ${trend}`);
    expect(screen.getByText(arrow)).toHaveAttribute('aria-hidden', 'true');
    // No stars out of five any more.
    expect(container).not.toHaveTextContent(/[★☆]|out of 5/);
  });
});
