import { useHostServices, useSchool } from '@portal/shared';
import { Button, Flex, Typography } from '@portal/shared/ui';
import { Card, List } from '@portal/shared/ui-data';
import { formatMoney } from '../../../lib/format';
import { useFeaturedClasses } from '../api/get-featured-classes';

/** Featured classes, where the school's configuration shows them; each opens the class slide-out. */
export const FeaturedClasses = () => {
  const { features } = useSchool();
  const { openSlideOut } = useHostServices();
  const featured = useFeaturedClasses(features.showFeaturedClasses);
  if (!features.showFeaturedClasses || !featured.data || featured.data.classes.length === 0) return null;
  return (
    <section aria-labelledby="featured-classes-heading" style={{ marginBottom: 24 }}>
      <Typography.Title level={3} id="featured-classes-heading" style={{ fontSize: 18 }}>
        Featured Classes
      </Typography.Title>
      <List
        grid={{ gutter: 16, xs: 1, sm: 2, md: 2, lg: 3, xl: 4, xxl: 4 }}
        dataSource={featured.data.classes}
        rowKey="id"
        renderItem={(venue) => (
          <List.Item>
            <Card size="small">
              <Flex vertical gap={4}>
                <Typography.Text strong>{venue.title}</Typography.Text>
                <Typography.Text type="secondary">
                  {venue.code} · {venue.dateRange}
                </Typography.Text>
                {venue.hideCost ? null : <Typography.Text>{formatMoney(venue.totalPrice)}</Typography.Text>}
                <Button
                  size="small"
                  aria-label={`Class details ${venue.code}`}
                  aria-haspopup="dialog"
                  onClick={() => openSlideOut('class', { classId: venue.id })}
                  style={{ alignSelf: 'start' }}
                >
                  Class details
                </Button>
              </Flex>
            </Card>
          </List.Item>
        )}
      />
    </section>
  );
};
