export { InterestsPage as Component } from '../pages/interests-page';
