import { HtmlContent, useHostServices } from '@portal/shared';
import { type Venue } from '../../../contract';
import { Button, Card, Heading } from '@portal/shared/ui-base';
import { useId, type ReactNode } from 'react';
import { useSharedMessages } from '../../../messages/catalog';
import { RefundPolicyButton } from './refund-policy-button';
import { VenueActions } from './venue-actions';
import { VenueInfoTable } from './venue-info-table';
import { injectVenueStyles } from './venue-styles';

injectVenueStyles();

type Props = {
  venue: Venue;
  /** The card's heading text (a node's title may differ from its class's). */
  heading?: string;
  headingLevel: 3 | 4;
  /** False while the page shows cached data. */
  stateKnown: boolean;
  /** Pathway nodes show no actions: the pathway itself is what a student enrolls in. */
  showActions?: boolean;
  /** Offer "Class details", which opens the class slide-out (any area may open it). */
  detailsButton?: boolean;
  children?: ReactNode;
};

/** One class (or pathway node): its info table, actions, extra info and refund policy. */
export const VenueCard = ({
  venue,
  heading,
  headingLevel,
  stateKnown,
  showActions = true,
  detailsButton = false,
  children,
}: Props) => {
  const m = useSharedMessages();
  const { openSlideOut } = useHostServices();
  // Unique per card: the same class can show twice (on a course page and in its slide-out).
  const id = useId();
  const titleId = `${id}-title`;
  const codeId = `${id}-code`;
  return (
    <Card aria-labelledby={`${titleId} ${codeId}`}>
      <div className="browse-stack browse-gap-16">
        <div className="browse-row browse-spread">
          <div>
            <Heading level={headingLevel} id={titleId} className="browse-size-17 browse-no-margin">
              {heading ?? venue.title}
            </Heading>
            <span className="pt-secondary" id={codeId}>
              {venue.code}
            </span>
          </div>
          {detailsButton && venue.venueType === 'CLASS' ? (
            <Button
              aria-label={m('venue.classDetailsLabel', { code: venue.code })}
              aria-haspopup="dialog"
              onClick={() => openSlideOut('class', { classId: venue.id })}
            >
              {m('venue.classDetails')}
            </Button>
          ) : null}
        </div>
        <VenueInfoTable venue={venue} />
        {showActions ? <VenueActions venue={venue} stateKnown={stateKnown} /> : null}
        <HtmlContent html={venue.info} />
        {venue.refundPolicyId !== null ? <RefundPolicyButton refundPolicyId={venue.refundPolicyId} /> : null}
        {children}
      </div>
    </Card>
  );
};
