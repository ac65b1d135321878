import { mountStandalone } from '@portal/shared/standalone';
import { ProfilePage } from './app/profile-page';
import { ContactPage } from './features/contact-form/components/contact-page';

mountStandalone({
  routes: [
    { path: '/profile', element: <ProfilePage /> },
    { path: '/contact', element: <ContactPage /> },
    { path: '*', element: <ProfilePage /> },
  ],
});
