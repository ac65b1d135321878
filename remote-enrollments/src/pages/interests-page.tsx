import { Card, Heading, pageStateOf, SignedInOnly } from '@portal/shared/ui-base';
import { useWaitlistAndInterests } from '../features/interests/api/interests';
import { VenueList } from '../features/interests/components/venue-list';
import { injectEnrollmentStyles } from '../lib/styles';

injectEnrollmentStyles();

const WaitlistAndInterests = () => {
  const lists = useWaitlistAndInterests();
  const state = pageStateOf(lists, 'Wait list and interests');
  if (state || !lists.data) return state;
  return (
    <div className="enr-report" style={{ gap: 16 }}>
      <Card>
        <Heading level={3}>Wait list</Heading>
        <VenueList
          venues={lists.data.waitlist}
          action="leaveWaitlist"
          label="Wait list"
          empty="You are not on any wait list."
        />
      </Card>
      <Card>
        <Heading level={3}>Interests</Heading>
        <VenueList
          venues={lists.data.interests}
          action="removeInterest"
          label="Interests"
          empty="You have not shown interest in any class or pathway."
        />
      </Card>
    </div>
  );
};

/** `/interests` (Wait List & Interests): the classes and pathways the student waits for or follows. */
export const InterestsPage = () => (
  <section aria-labelledby="interests-page-heading">
    <Heading level={2} id="interests-page-heading">
      Wait List &amp; Interests
    </Heading>
    <SignedInOnly>
      <WaitlistAndInterests />
    </SignedInOnly>
  </section>
);
