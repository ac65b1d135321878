export { ProfilePage as Component } from '../app/profile-page';
