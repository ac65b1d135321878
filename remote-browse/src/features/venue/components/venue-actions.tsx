import { hasFullAccess, useSessionStore } from '@portal/shared';
import { type Venue } from '../../../contract';
import { Refusal } from '@portal/shared/i18n';
import { Button, Notice } from '@portal/shared/ui-base';
import { useVenueActions } from '../hooks/use-venue-actions';
import { enrollButtonFor, interestButtonFor } from '../rules/enroll-action';
import { useVenueMessages } from '../messages/catalog';
import { useVenueRulesMessages } from '../rules/messages/catalog';

type Props = {
  venue: Venue;
  /** False while the page shows cached data: cached venues carry no student state, so no action. */
  stateKnown?: boolean;
};

/**
 * The enroll and interest buttons of a venue. Only full-access users see them (spec section 6); a
 * visitor has full access and signs in when pressing one. A state that does nothing shows as a
 * disabled button saying what it is.
 */
export const VenueActions = ({ venue, stateKnown = true }: Props) => {
  const m = useVenueMessages();
  // The application form's button and the refusals shown below (translated by their English).
  const rules = useVenueRulesMessages();
  const student = useSessionStore((state) => state.student);
  const { press, error, pendingAction } = useVenueActions(venue);
  if (!hasFullAccess(student)) return null;
  if (!stateKnown) {
    return <span aria-hidden className="browse-button-placeholder" />;
  }

  const enroll = enrollButtonFor(venue, m, rules);
  const interest = interestButtonFor(venue, m);
  const enrollAction = enroll.action;
  const interestAction = interest?.action ?? null;
  return (
    <div className="browse-stack browse-gap-8">
      <div className="browse-row" role="group" aria-label={m('venue.actionsLabel', { title: venue.title })}>
        {/* While an action runs, both buttons refuse presses but stay enabled (disabling the pressed
            button would drop keyboard focus to the page): the pressed one says it is busy, as the
            kit's `loading` does, and the other one that it is unavailable. */}
        <Button
          variant="primary"
          disabled={enrollAction === null}
          aria-disabled={pendingAction !== null || undefined}
          aria-busy={(enrollAction !== null && pendingAction === enrollAction) || undefined}
          onClick={enrollAction && pendingAction === null ? () => press(enrollAction) : undefined}
        >
          {enroll.label}
        </Button>
        {interest ? (
          <Button
            aria-disabled={pendingAction !== null || undefined}
            aria-busy={(interestAction !== null && pendingAction === interestAction) || undefined}
            onClick={interestAction && pendingAction === null ? () => press(interestAction) : undefined}
          >
            {interest.label}
          </Button>
        ) : null}
      </div>
      {error ? <Notice type="error" title={<Refusal text={error} />} /> : null}
    </div>
  );
};
