import { Typography } from '@portal/shared/ui';

/** `/profile`: the student's details, photo, phone contacts, addresses and signature. */
export const ProfilePage = () => (
  <section aria-labelledby="profile-heading">
    <Typography.Title level={2} id="profile-heading">
      Profile
    </Typography.Title>
  </section>
);
