import { formatDate } from '@portal/shared';
import { Link } from '@portal/shared/router';
import { Button, EmptyState, Notice } from '@portal/shared/ui-base';
import { useRef } from 'react';
import type { ListedVenue } from '../../../contract';
import { useCommonMessages, type CommonMessages } from '../../../messages/catalog';
import { useListAction, type ListAction } from '../api/interests';
import { useInterestsMessages, type InterestsMessageId } from '../messages/catalog';

/** Where browse shows the venue, or null when it is in no category. */
export const browsePath = (venue: ListedVenue): string | null => {
  if (venue.categoryId === null) return null;
  if (venue.venueType === 'PATH') return `/category/${venue.categoryId}/program/${venue.venueId}`;
  return venue.courseId === null ? null : `/category/${venue.categoryId}/course/${venue.courseId}`;
};

/** Each action's button, the button's name with the venue's title, and its confirmation (the spec's words). */
const ACTION_MESSAGES = {
  leaveWaitlist: {
    label: 'interests.leaveWaitlist',
    labelOf: 'interests.leaveWaitlistOf',
    confirmTitle: 'interests.confirmLeaveWaitlistTitle',
    confirmContent: 'interests.confirmLeaveWaitlistContent',
  },
  removeInterest: {
    label: 'interests.removeInterest',
    labelOf: 'interests.removeInterestOf',
    confirmTitle: 'interests.confirmRemoveInterestTitle',
    confirmContent: 'interests.confirmRemoveInterestContent',
  },
} as const satisfies Record<ListAction, Record<string, InterestsMessageId>>;

const dates = (venue: ListedVenue, m: CommonMessages) =>
  venue.startDate && venue.endDate
    ? m('common.range', {
        start: formatDate(venue.startDate, m.locale),
        end: formatDate(venue.endDate, m.locale),
      })
    : null;

/**
 * A list of the student's wait-listed or interesting classes and pathways, each linking to browse,
 * with the action behind the spec's confirmation.
 */
export const VenueList = ({
  venues,
  action,
  label,
  empty,
}: {
  venues: readonly ListedVenue[];
  action: ListAction;
  label: string;
  empty: string;
}) => {
  const m = useInterestsMessages();
  const common = useCommonMessages();
  const messages = ACTION_MESSAGES[action];
  const run = useListAction();
  const boxRef = useRef<HTMLDivElement>(null);
  const confirm = async (venue: ListedVenue) => {
    // antd's dialog loads with the first click: the page itself draws from the base kit (ADR 005).
    const { Modal } = await import('@portal/shared/ui');
    // Static confirm: no antd provider sits above the portal (shared/src/ui/antd-setup.tsx).
    Modal.confirm({
      title: m(messages.confirmTitle),
      content: m(messages.confirmContent),
      okText: m('common.yes'),
      cancelText: m('common.cancel'),
      // The failure shows above the list (run.isError); the dialog closes either way.
      onOk: () =>
        run
          .mutateAsync({ action, venue: { venueType: venue.venueType, venueId: venue.venueId } })
          .catch(() => undefined),
      // The row's button the dialog would give focus back to is gone once the list reloads: focus
      // the next action of the list, or the list itself.
      afterClose: () => {
        const box = boxRef.current;
        (box?.querySelector<HTMLElement>('button') ?? box)?.focus();
      },
    });
  };
  return (
    <div ref={boxRef} tabIndex={-1}>
      {run.isError ? <Notice type="error" title={run.error.message} /> : null}
      {venues.length === 0 ? <EmptyState>{empty}</EmptyState> : null}
      <ul className="enr-list" aria-label={label} hidden={venues.length === 0}>
        {venues.map((venue) => {
          const path = browsePath(venue);
          return (
            <li key={`${venue.venueType}-${venue.venueId}`} className="enr-row" style={{ cursor: 'default' }}>
              <span>
                {path ? (
                  <Link className="enr-row-title" to={path}>
                    {venue.title}
                  </Link>
                ) : (
                  <span className="enr-row-title">{venue.title}</span>
                )}
                <span className="enr-meta enr-secondary">
                  <span>
                    {venue.venueType === 'PATH'
                      ? common('common.pathwayCode', { code: venue.code })
                      : common('common.classCode', { code: venue.code })}
                  </span>
                  {dates(venue, common) ? <span>{dates(venue, common)}</span> : null}
                </span>
              </span>
              <Button
                size="small"
                onClick={() => void confirm(venue)}
                aria-label={m(messages.labelOf, { title: venue.title })}
              >
                {m(messages.label)}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
};
