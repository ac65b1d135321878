import { LoadError, NotFoundResult, PageLoading, pageStateOf } from '@portal/shared/ui-base';
import { useNavigationLog } from '@portal/shared';
import { Empty, Flex, Typography } from '@portal/shared/ui';
import { Link, useParams } from '@portal/shared/router';
import { paths } from '../lib/paths';
import { parseRouteId } from '../lib/route-id';
import { injectBrowseStyles } from '../lib/styles';
import { usePathway } from '../features/venue/api/get-pathway';
import { ListingHeader } from '../features/venue/components/listing-header';
import { RestrictedNotice } from '../features/venue/components/restricted-notice';
import { SocialShare } from '../features/venue/components/social-share';
import { VenueCard } from '../features/venue/components/venue-card';
import { usePathwayNodes } from '../features/pathway/api/get-pathway-nodes';

// The rating in the listing's header is laid out by the browse style sheet.
injectBrowseStyles();

const PathwayContent = ({ id, categoryId }: { id: number; categoryId: number }) => {
  const pathway = usePathway(id);
  const nodes = usePathwayNodes(id);
  const path = paths.pathway(categoryId, id);
  useNavigationLog(
    pathway.data && !pathway.isPlaceholderData
      ? { type: 'pathway', target: pathway.data.title, targetId: id, targetPath: path, targetType: 'pathway' }
      : null,
  );

  const state = pageStateOf(pathway, 'Pathway');
  if (state || !pathway.data) return state;
  const data = pathway.data;
  return (
    <section aria-labelledby="pathway-heading">
      <Link to={paths.category(categoryId)}>Back to the category</Link>
      <ListingHeader
        headingId="pathway-heading"
        title={data.title}
        code={data.code}
        imageUrl={data.imageUrl}
        rating={data.rating}
        trendLevel={data.trendLevel}
        description={data.description}
        categories={data.categories}
      >
        <SocialShare path={path} title={data.title} />
      </ListingHeader>
      <RestrictedNotice />
      <Flex vertical gap="large">
        <VenueCard
          venue={data.venue}
          heading="Pathway enrollment"
          headingLevel={3}
          stateKnown={!pathway.isPlaceholderData}
        />
        <section aria-labelledby="pathway-nodes">
          <Typography.Title level={3} id="pathway-nodes">
            Classes in this pathway
          </Typography.Title>
          {nodes.isPending ? <PageLoading /> : null}
          {nodes.isError && !nodes.data ? (
            <LoadError
              title="Could not load the classes"
              error={nodes.error}
              onRetry={() => void nodes.refetch()}
            />
          ) : null}
          {nodes.data && nodes.data.nodes.length === 0 ? (
            <Empty description="This pathway has no classes yet." />
          ) : null}
          <Flex vertical gap="middle">
            {(nodes.data?.nodes ?? []).map((node) => (
              <VenueCard
                key={node.nodeId}
                venue={node.venue}
                heading={`${node.position}. ${node.title}`}
                headingLevel={4}
                stateKnown={!nodes.isPlaceholderData}
                showActions={false}
                detailsButton
              />
            ))}
          </Flex>
        </section>
      </Flex>
    </section>
  );
};

/** `/category/{categoryId}/program/{id}`: a pathway, its enroll actions and its nodes. */
export const PathwayPage = () => {
  const params = useParams();
  const id = parseRouteId(params.id);
  const categoryId = parseRouteId(params.categoryId);
  if (id === null || categoryId === null) return <NotFoundResult what="Pathway" />;
  return <PathwayContent key={`${categoryId}:${id}`} id={id} categoryId={categoryId} />;
};
