/**
 * Test support: the sidebar's NAVIGATION links of a full-access student in the spec's order (section
 * 6), stated once for the rules' test and the sidebar's.
 */
export const FULL_ACCESS_SIDEBAR_LINKS = [
  'Profile',
  'Schedule',
  'Enrollments',
  'Log Attendance',
  'Account',
  'Documents',
  'Wait List & Interests',
];
