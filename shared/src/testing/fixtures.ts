import type { School } from '../contracts/school';
import type { Student } from '../contracts/student';

/** A signed-in student with full access; tests change only what they are about. */
export const aStudent = (overrides: Partial<Student> = {}): Student => ({
  id: 7,
  firstName: 'Jordan',
  lastName: 'Rivera',
  preferredName: null,
  email: 'student@demo.school',
  photoUrl: null,
  isVerified: true,
  hasAxRecord: true,
  requiresPersonalInfo: false,
  isParent: false,
  relatedStudents: [],
  originalStudent: null,
  info: { hasSignature: false, signatureUrl: null },
  ...overrides,
});

/** A school with every module and feature on; tests switch off what they are about. */
export const aSchool = (
  overrides: {
    modules?: Partial<School['modules']>;
    features?: Partial<School['features']>;
    mapsKey?: string | null;
  } & Partial<Omit<School, 'modules' | 'features'>> = {},
): School => {
  const { modules, features, ...rest } = overrides;
  return {
    name: 'Demo School',
    logoUrl: null,
    timezone: 'America/New_York',
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
    mapsKey: null,
    ...rest,
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
      ...modules,
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
      ...features,
    },
  };
};
