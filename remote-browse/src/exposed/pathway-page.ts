export { PathwayPage as Component } from '../features/pathway/components/pathway-page';
