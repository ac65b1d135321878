import { HtmlContent } from '@portal/shared';
import type { Course } from '../../../contract';
import { Flex, Typography } from '@portal/shared/ui';
import { Col, Row } from '@portal/shared/ui-data';
import type { ReactNode } from 'react';
import { clearImageSource } from '../../../lib/images';
import { Rating } from './rating';
import { RelatedCategoriesLinks } from './related-categories-links';

/** What a course and a pathway show at the top of their page. */
type Listing = Pick<
  Course,
  'title' | 'code' | 'imageUrl' | 'rating' | 'trendLevel' | 'description' | 'categories'
>;

type Props = { headingId: string; listing: Listing; children?: ReactNode };

/** The top of a course or pathway page: image, title, rating with trend, description, related categories. */
export const ListingHeader = ({
  headingId,
  listing: { title, code, imageUrl, rating, trendLevel, description, categories },
  children,
}: Props) => (
  <Row gutter={[24, 16]} className="browse-gap-below">
    {imageUrl ? (
      <Col xs={24} md={8}>
        <img
          src={imageUrl}
          alt=""
          width={640}
          height={360}
          className="browse-listing-image"
          onError={clearImageSource}
        />
      </Col>
    ) : null}
    <Col xs={24} md={imageUrl ? 16 : 24}>
      <Flex vertical gap="small">
        <Typography.Title level={2} id={headingId} className="browse-no-margin">
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{code}</Typography.Text>
        <Rating rating={rating} trendLevel={trendLevel} />
        <HtmlContent html={description} />
        <RelatedCategoriesLinks categories={categories} />
        {children}
      </Flex>
    </Col>
  </Row>
);
