export { ProfilePage as Component } from '../pages/profile-page';
