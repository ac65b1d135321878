import { useHostServices, useSessionStore } from '@portal/shared';
import { Alert, Button, Typography } from '@portal/shared/ui';
import { Card, Col, Row } from '@portal/shared/ui-data';
import { AddressEditor } from '../features/addresses/components/address-editor';
import { PhoneContactEditor } from '../features/phone-contacts/components/phone-contact-editor';
import { ProfileDetails } from '../features/profile/components/profile-details';
import { SignatureEditor } from '../features/signature/components/signature-editor';
import { injectProfileStyles } from '../lib/styles';

injectProfileStyles();

export const NOT_AUTHORIZED = "You're not authorized to view this information, please sign in to continue.";

/**
 * `/profile`: the student's details and photo, phone contacts, addresses and signature. Composed
 * here, at the app level, so that the features never import each other.
 */
export const ProfilePage = () => {
  const student = useSessionStore((state) => state.student);
  const { requireLogin } = useHostServices();

  return (
    <section aria-labelledby="profile-heading">
      <Typography.Title level={2} id="profile-heading">
        Profile
      </Typography.Title>
      {student ? (
        <Row gutter={[24, 24]}>
          <Col span={24}>
            <Card>
              <ProfileDetails student={student} />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card className="profile-full-height">
              <PhoneContactEditor />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card className="profile-full-height">
              <AddressEditor />
            </Card>
          </Col>
          <Col span={24}>
            <Card>
              <SignatureEditor />
            </Card>
          </Col>
        </Row>
      ) : (
        <Alert
          type="warning"
          showIcon
          title={NOT_AUTHORIZED}
          action={
            <Button size="small" onClick={() => requireLogin(() => undefined)}>
              Sign in
            </Button>
          }
        />
      )}
    </section>
  );
};
