export { AccountPage as Component } from '../pages/account-page';
