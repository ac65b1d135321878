import { HtmlContent } from '@portal/shared';
import type { Course } from '../../../contract';
import { Heading } from '@portal/shared/ui-base';
import type { ReactNode } from 'react';
import { clearImageSource } from '../../../lib/images';
import { Rating } from './rating';
import { RelatedCategoriesLinks } from './related-categories-links';
import { injectVenueStyles } from './venue-styles';

injectVenueStyles();

/** What a course and a pathway show at the top of their page. */
type Listing = Pick<
  Course,
  'title' | 'code' | 'imageUrl' | 'rating' | 'trendLevel' | 'description' | 'categories'
>;

type Props = { headingId: string; listing: Listing; children?: ReactNode };

/**
 * The top of a course or pathway page: image, title, rating with trend, description, related
 * categories. The image is the page's largest paint on a phone: it loads at high priority, with its
 * size known before it arrives.
 */
export const ListingHeader = ({
  headingId,
  listing: { title, code, imageUrl, rating, trendLevel, description, categories },
  children,
}: Props) => (
  <div className={imageUrl ? 'browse-listing browse-listing-with-image' : 'browse-listing'}>
    {imageUrl ? (
      <img
        src={imageUrl}
        alt=""
        width={640}
        height={360}
        className="browse-listing-image"
        fetchPriority="high"
        onError={clearImageSource}
      />
    ) : null}
    <div className="browse-stack browse-gap-8">
      <Heading level={2} id={headingId} className="browse-no-margin">
        {title}
      </Heading>
      <span className="pt-secondary">{code}</span>
      <Rating rating={rating} trendLevel={trendLevel} />
      <HtmlContent html={description} />
      <RelatedCategoriesLinks categories={categories} />
      {children}
    </div>
  </div>
);
