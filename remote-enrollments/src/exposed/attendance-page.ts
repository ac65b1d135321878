export { AttendancePage as Component } from '../pages/attendance-page';
