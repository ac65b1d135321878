/** Every path of the portal (spec section 2), in one place. */
export const paths = {
  home: '/',
  login: '/login',
  loginRedirect: '/login-redirect',
  profile: '/profile',
  attendance: '/attendance',
  calendar: '/calendar',
  interests: '/interests',
  documents: '/documents',
  account: '/account',
  enrollments: '/enrollments',
  schedule: '/schedule',
  contact: '/contact',
  checkout: '/checkout',
  categories: '/categories',
  category: '/category/:id',
  pathway: '/category/:categoryId/program/:id',
  course: '/category/:categoryId/course/:id',
  /** My Applications (the browse remote's list of the student's application forms). */
  applications: '/applications',
} as const;
