import { mountStandalone } from '@portal/shared/standalone';
import { ProfilePage } from './pages/profile-page';
import { ContactPage } from './pages/contact-page';

mountStandalone({
  routes: [
    { path: '/profile', element: <ProfilePage /> },
    { path: '/contact', element: <ContactPage /> },
    { path: '*', element: <ProfilePage /> },
  ],
});
