export { CalendarPage as Component } from '../pages/calendar-page';
