import { HtmlContent } from '@portal/shared';
import type { CategoryRef } from '../../../contract';
import { Flex, Typography } from '@portal/shared/ui';
import { Col, Row } from '@portal/shared/ui-data';
import type { ReactNode } from 'react';
import { clearImageSource } from '../../../lib/images';
import { Rating } from './rating';
import { RelatedCategoriesLinks } from './related-categories-links';

type Props = {
  headingId: string;
  title: string;
  code: string;
  imageUrl: string | null;
  rating: number;
  trendLevel: number;
  description: string;
  categories: readonly CategoryRef[];
  children?: ReactNode;
};

/** The top of a course or pathway page: image, title, rating with trend, description, related categories. */
export const ListingHeader = ({
  headingId,
  title,
  code,
  imageUrl,
  rating,
  trendLevel,
  description,
  categories,
  children,
}: Props) => (
  <Row gutter={[24, 16]} style={{ marginBottom: 24 }}>
    {imageUrl ? (
      <Col xs={24} md={8}>
        <img
          src={imageUrl}
          alt=""
          width={640}
          height={360}
          style={{ width: '100%', height: 'auto', borderRadius: 8 }}
          onError={clearImageSource}
        />
      </Col>
    ) : null}
    <Col xs={24} md={imageUrl ? 16 : 24}>
      <Flex vertical gap="small">
        <Typography.Title level={2} id={headingId} style={{ margin: 0 }}>
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
