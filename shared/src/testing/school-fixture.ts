import type { School } from '../contracts/school';

/** A school with every module and feature on; tests switch off what they are about. */
export const schoolFixture = (
  overrides: {
    modules?: Partial<School['modules']>;
    features?: Partial<School['features']>;
    mapsKey?: string | null;
  } = {},
): School => ({
  name: 'Demo School',
  logoUrl: null,
  timezone: 'America/New_York',
  modules: {
    account: true,
    attendance: true,
    browseCourses: true,
    calendar: true,
    cart: true,
    contact: true,
    documents: true,
    enrollments: true,
    interests: true,
    schedule: true,
    ...overrides.modules,
  },
  features: {
    attendanceEnabled: true,
    waitlistInterest: true,
    externalApplications: false,
    alternateSignIn: false,
    loginAllowed: true,
    registrationAllowed: true,
    legal: true,
    social: true,
    showFeaturedClasses: true,
    showSeats: true,
    ...overrides.features,
  },
  texts: {
    loginHeader: '',
    loginPrepend: '',
    registerHeader: '',
    registerPrepend: '',
    privacyPolicy: '',
    termsOfService: '',
  },
  socialLinks: [],
  helpfulLinks: [],
  payments: {
    gateway: 'card',
    digitalWalletClientId: null,
    bankDebitEnabled: true,
    studentAccountChargeEnabled: true,
    billingZipAlwaysVisible: false,
  },
  reports: { attendanceReportShown: true, gradePointsPossibleShown: true },
  automation: { autoArchiveDays: 0, autoExpireDays: 0, reminderDays: 0 },
  mapsKey: overrides.mapsKey ?? null,
});
