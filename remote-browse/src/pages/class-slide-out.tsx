import { Heading } from '@portal/shared/ui-base';
import { useHostServices, useSessionStore } from '@portal/shared';
import { useEffect } from 'react';
import { Link } from '@portal/shared/router';
import { pageStateOf } from '@portal/shared/ui-base';
import { paths } from '../lib/paths';
import { injectBrowseStyles } from '../lib/styles';
import { useCatalogVisit } from '../lib/use-catalog-visit';
import { useClass } from '../features/venue/api/get-class';
import { RestrictedNotice } from '../features/venue/components/restricted-notice';
import { SocialShare } from '../features/venue/components/social-share';
import { VenueCard } from '../features/venue/components/venue-card';
import { enrollButtonFor, panelOpenedBy } from '../features/venue/rules/enroll-action';
import { useClassSlideOutMessages } from './class/messages/catalog';

injectBrowseStyles();

/**
 * The class slide-out (spec section 2): one class, opened through the shell's slide-out host with
 * `openSlideOut('class', { classId })` from any area.
 */
export const ClassSlideOut = ({ classId }: { classId: number }) => {
  const m = useClassSlideOutMessages();
  const { closeSlideOut, prepareSlideOut } = useHostServices();
  const venue = useClass(classId);
  const data = venue.data;
  const signedIn = useSessionStore((state) => state.student !== null);
  // The form its Register button opens is what a student here most likely does next: its code (antd's
  // form controls) loads while they read, and the press finds it ready.
  const nextPanel =
    signedIn && data && !venue.isPlaceholderData ? panelOpenedBy(enrollButtonFor(data).action) : null;
  useEffect(() => {
    if (nextPanel) prepareSlideOut(nextPanel);
  }, [nextPanel, prepareSlideOut]);
  const coursePath =
    data && data.courseId !== null && data.categoryId !== null
      ? paths.course(data.categoryId, data.courseId)
      : null;
  useCatalogVisit('class', venue, classId, coursePath ?? '');

  const state = pageStateOf(venue, {
    notFound: m('page.classNotFound'),
    loadError: m('page.classLoadError'),
  });
  if (state || !data) return state;
  return (
    <section aria-labelledby="class-slide-out-heading">
      <div className="browse-stack browse-gap-16">
        <div>
          <Heading level={2} id="class-slide-out-heading" className="browse-no-margin">
            {data.title}
          </Heading>
          {data.courseTitle && data.courseTitle !== data.title ? (
            <span className="pt-secondary">{data.courseTitle}</span>
          ) : null}
        </div>
        {coursePath ? (
          <Link to={coursePath} onClick={closeSlideOut}>
            {m('classSlideOut.viewCourse')}
          </Link>
        ) : null}
        <RestrictedNotice />
        <VenueCard
          venue={data}
          heading={m('classSlideOut.information')}
          headingLevel={3}
          stateKnown={!venue.isPlaceholderData}
        />
        {coursePath ? <SocialShare path={coursePath} title={data.title} /> : null}
      </div>
    </section>
  );
};
