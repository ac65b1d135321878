import { useSessionStore } from '@portal/shared';
import { Card, SignedInPage } from '@portal/shared/ui-base';
import { AddressEditor } from '../features/addresses/components/address-editor';
import { PhoneContactEditor } from '../features/phone-contacts/components/phone-contact-editor';
import { ProfileDetails } from '../features/profile/components/profile-details';
import { SignatureEditor } from '../features/signature/components/signature-editor';
import { injectProfileStyles } from '../lib/styles';
import { useProfileDetailsMessages } from '../features/profile/messages/catalog';

injectProfileStyles();

/**
 * `/profile`: the student's details and photo, phone contacts, addresses and signature. Composed
 * here, at the app level, so that the features never import each other. Every view draws from the
 * base kit; antd's forms, choices and the signature's steps load when they are opened (ADR 014).
 */
export const ProfilePage = () => {
  const m = useProfileDetailsMessages();
  return (
    <SignedInPage name="profile" title={m('profile.title')}>
      <SignedInProfile />
    </SignedInPage>
  );
};

const SignedInProfile = () => {
  const student = useSessionStore((state) => state.student);
  if (!student) return null;
  return (
    <div className="profile-grid">
      <Card className="profile-wide">
        <ProfileDetails student={student} />
      </Card>
      <Card>
        <PhoneContactEditor />
      </Card>
      <Card>
        <AddressEditor />
      </Card>
      <Card className="profile-wide">
        <SignatureEditor />
      </Card>
    </div>
  );
};
