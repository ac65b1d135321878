export { PathwayPage as Component } from '../pages/pathway-page';
