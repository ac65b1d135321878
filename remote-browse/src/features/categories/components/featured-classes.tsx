import { formatPrice } from '../../../lib/format';
import { useHostServices } from '@portal/shared';
import { Button, Card, GridList, Heading } from '@portal/shared/ui-base';
import { useSharedMessages } from '../../../messages/catalog';
import { useCategoriesMessages } from '../messages/catalog';
import type { useFeaturedClasses } from '../api/get-featured-classes';

/** Featured classes (the page asks for them only where the school shows them); each opens the class slide-out. */
export const FeaturedClasses = ({ featured }: { featured: ReturnType<typeof useFeaturedClasses> }) => {
  const m = useCategoriesMessages();
  const shared = useSharedMessages();
  const { openSlideOut } = useHostServices();
  if (!featured.data || featured.data.classes.length === 0) return null;
  return (
    <section aria-labelledby="featured-classes-heading" className="browse-gap-below">
      <Heading level={3} id="featured-classes-heading" className="browse-size-18">
        {m('categories.featuredClasses')}
      </Heading>
      <GridList columns={{ sm: 2, md: 2, lg: 3, xl: 4, xxl: 4 }} label={m('categories.featuredClasses')}>
        {featured.data.classes.map((venue) => (
          <li key={venue.id}>
            <Card size="small">
              <div className="browse-featured-class">
                <strong>{venue.title}</strong>
                <span className="pt-secondary">
                  {venue.code} · {venue.dateRange}
                </span>
                {venue.hideCost ? null : <span>{formatPrice(venue.totalPrice, shared)}</span>}
                <Button
                  size="small"
                  aria-label={shared('venue.classDetailsLabel', { code: venue.code })}
                  aria-haspopup="dialog"
                  onClick={() => openSlideOut('class', { classId: venue.id })}
                >
                  {shared('venue.classDetails')}
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </GridList>
    </section>
  );
};
