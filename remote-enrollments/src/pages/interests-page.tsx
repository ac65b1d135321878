import { Card, Heading, SignedInPage } from '@portal/shared/ui-base';
import { useWaitlistAndInterests } from '../features/interests/api/interests';
import { VenueList } from '../features/interests/components/venue-list';
import { useInterestsMessages } from '../features/interests/messages/catalog';
import { pageStateOf } from '@portal/shared/ui-base';
import { injectEnrollmentStyles } from '../lib/styles';

injectEnrollmentStyles();

/**
 * The page's two lists, each with the action that takes a venue off it; their names and empty states
 * are message ids.
 */
const LISTS = [
  {
    key: 'waitlist',
    label: 'interests.waitlist',
    action: 'leaveWaitlist',
    empty: 'interests.waitlistEmpty',
  },
  {
    key: 'interests',
    label: 'interests.interests',
    action: 'removeInterest',
    empty: 'interests.interestsEmpty',
  },
] as const;

const WaitlistAndInterests = () => {
  const m = useInterestsMessages();
  const lists = useWaitlistAndInterests();
  const state = pageStateOf(lists, {
    notFound: m('pageState.interestsNotFound'),
    loadError: m('pageState.interestsLoadError'),
  });
  if (state || !lists.data) return state;
  return (
    <div className="enr-report" style={{ gap: 16 }}>
      {LISTS.map(({ key, label, action, empty }) => (
        <Card key={key}>
          <Heading level={3}>{m(label)}</Heading>
          <VenueList venues={lists.data[key]} action={action} label={m(label)} empty={m(empty)} />
        </Card>
      ))}
    </div>
  );
};

/** `/interests` (Wait List & Interests): the classes and pathways the student waits for or follows. */
export const InterestsPage = () => {
  const m = useInterestsMessages();
  return (
    <SignedInPage name="interests" title={m('interests.title')}>
      <WaitlistAndInterests />
    </SignedInPage>
  );
};
