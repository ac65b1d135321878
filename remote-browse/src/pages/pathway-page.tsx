import { EmptyState, Heading } from '@portal/shared/ui-base';
import { Link, useParams } from '@portal/shared/router';
import { useDeferredValue } from 'react';
import { paths } from '../lib/paths';
import { ListLoadError } from '../lib/list-load-error';
import { NotFoundResult, PageLoading, pageStateOf } from '@portal/shared/ui-base';
import { parseListingRoute } from '../lib/route-id';
import { injectBrowseStyles } from '../lib/styles';
import { useCatalogVisit } from '../lib/use-catalog-visit';
import { usePathway } from '../features/venue/api/get-pathway';
import { ListingHeader } from '../features/venue/components/listing-header';
import { RestrictedNotice } from '../features/venue/components/restricted-notice';
import { SocialShare } from '../features/venue/components/social-share';
import { VenueCard } from '../features/venue/components/venue-card';
import { usePathwayNodes } from '../features/pathway/api/get-pathway-nodes';
import { usePathwayMessages } from '../features/pathway/messages/catalog';
import { useVenueMessages } from '../features/venue/messages/catalog';

injectBrowseStyles();

const PathwayContent = ({ id, categoryId }: { id: number; categoryId: number }) => {
  const m = usePathwayMessages();
  const listing = useVenueMessages();
  const pathway = usePathway(id);
  const nodes = usePathwayNodes(id);
  const path = paths.pathway(categoryId, id);
  useCatalogVisit('pathway', pathway, id, path);

  // Drawn at a deferred priority, as course-page.tsx says (at once on Preact, ADR 020).
  const data = useDeferredValue(pathway.data);
  const nodesData = useDeferredValue(nodes.data);
  const state = pageStateOf(pathway, {
    notFound: m('page.pathwayNotFound'),
    loadError: m('page.pathwayLoadError'),
  });
  if (state || !pathway.data) return state;
  if (!data) return <PageLoading />;
  return (
    <section aria-labelledby="pathway-heading">
      <Link to={paths.category(categoryId)}>{listing('listing.backToCategory')}</Link>
      <ListingHeader headingId="pathway-heading" listing={data}>
        <SocialShare path={path} title={data.title} />
      </ListingHeader>
      <RestrictedNotice />
      <div className="browse-stack browse-gap-24">
        <VenueCard
          venue={data.venue}
          heading={m('pathway.enrollment')}
          headingLevel={3}
          stateKnown={!pathway.isPlaceholderData}
        />
        <section aria-labelledby="pathway-nodes">
          <Heading level={3} id="pathway-nodes">
            {m('pathway.classes')}
          </Heading>
          {nodes.isPending ? <PageLoading /> : null}
          <ListLoadError query={nodes} title={listing('listing.classesLoadError')} />
          {nodesData && nodesData.nodes.length === 0 ? (
            <EmptyState>{m('pathway.noClasses')}</EmptyState>
          ) : null}
          <ul className="browse-card-list">
            {(nodesData?.nodes ?? []).map((node) => (
              <li key={node.nodeId}>
                <VenueCard
                  venue={node.venue}
                  heading={`${node.position}. ${node.title}`}
                  headingLevel={4}
                  stateKnown={!nodes.isPlaceholderData}
                  showActions={false}
                  detailsButton
                />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </section>
  );
};

/** `/category/{categoryId}/program/{id}`: a pathway, its enroll actions and its nodes. */
export const PathwayPage = () => {
  const m = usePathwayMessages();
  const route = parseListingRoute(useParams());
  if (route === null) return <NotFoundResult title={m('page.pathwayNotFound')} />;
  return <PathwayContent key={`${route.categoryId}:${route.id}`} {...route} />;
};
