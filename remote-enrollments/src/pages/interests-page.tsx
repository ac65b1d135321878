import { Card, Heading, pageStateOf, SignedInPage } from '@portal/shared/ui-base';
import { useWaitlistAndInterests } from '../features/interests/api/interests';
import { VenueList } from '../features/interests/components/venue-list';
import { injectEnrollmentStyles } from '../lib/styles';

injectEnrollmentStyles();

/** The page's two lists, each with the action that takes a venue off it. */
const LISTS = [
  {
    key: 'waitlist',
    label: 'Wait list',
    action: 'leaveWaitlist',
    empty: 'You are not on any wait list.',
  },
  {
    key: 'interests',
    label: 'Interests',
    action: 'removeInterest',
    empty: 'You have not shown interest in any class or pathway.',
  },
] as const;

const WaitlistAndInterests = () => {
  const lists = useWaitlistAndInterests();
  const state = pageStateOf(lists, 'Wait list and interests');
  if (state || !lists.data) return state;
  return (
    <div className="enr-report" style={{ gap: 16 }}>
      {LISTS.map(({ key, label, action, empty }) => (
        <Card key={key}>
          <Heading level={3}>{label}</Heading>
          <VenueList venues={lists.data[key]} action={action} label={label} empty={empty} />
        </Card>
      ))}
    </div>
  );
};

/** `/interests` (Wait List & Interests): the classes and pathways the student waits for or follows. */
export const InterestsPage = () => (
  <SignedInPage name="interests" title="Wait List & Interests">
    <WaitlistAndInterests />
  </SignedInPage>
);
