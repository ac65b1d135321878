export { SchedulePage as Component } from '../pages/schedule-page';
