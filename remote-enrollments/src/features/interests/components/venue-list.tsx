import { formatDate } from '@portal/shared';
import { venueListConfirmations } from '@portal/shared/contracts';
import { Link } from '@portal/shared/router';
import { Button, EmptyState, Notice } from '@portal/shared/ui-base';
import { useRef } from 'react';
import type { ListedVenue } from '../../../contract';
import { useListAction, type ListAction } from '../api/interests';

/** Where browse shows the venue, or null when it is in no category. */
export const browsePath = (venue: ListedVenue): string | null => {
  if (venue.categoryId === null) return null;
  if (venue.venueType === 'PATH') return `/category/${venue.categoryId}/program/${venue.venueId}`;
  return venue.courseId === null ? null : `/category/${venue.categoryId}/course/${venue.courseId}`;
};

const LABELS: Record<ListAction, string> = {
  leaveWaitlist: 'Leave wait list',
  removeInterest: 'Remove interest',
};

const dates = (venue: ListedVenue) =>
  venue.startDate && venue.endDate ? `${formatDate(venue.startDate)} – ${formatDate(venue.endDate)}` : null;

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
  const run = useListAction();
  const boxRef = useRef<HTMLDivElement>(null);
  const confirm = async (venue: ListedVenue) => {
    // antd's dialog loads with the first click: the page itself draws from the base kit (ADR 005).
    const { Modal } = await import('@portal/shared/ui');
    // Static confirm: no antd provider sits above the portal (shared/src/ui/antd-setup.tsx).
    Modal.confirm({
      ...venueListConfirmations[action],
      okText: 'Yes',
      cancelText: 'Cancel',
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
                    {venue.venueType === 'PATH' ? 'Pathway' : 'Class ID'} {venue.code}
                  </span>
                  {dates(venue) ? <span>{dates(venue)}</span> : null}
                </span>
              </span>
              <Button
                size="small"
                onClick={() => void confirm(venue)}
                aria-label={`${LABELS[action]}: ${venue.title}`}
              >
                {LABELS[action]}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
};
