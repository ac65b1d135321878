export { ApplicationsPage as Component } from '../pages/applications-page';
