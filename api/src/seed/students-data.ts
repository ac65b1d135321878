/** Demo students, one per access state of the spec and per sign-in refusal. All share DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Student#2026';

/** Sign-in gates of migration 002: why a correct password may still not sign in. */
export type LoginStatusSeed = 'active' | 'missing_guid' | 'missing_record' | 'moved' | 'locked';

export interface AddressSeed {
  street: string;
  city: string;
  county: string;
  stateCode: string;
  zip: string;
}

export interface StudentSeed {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  preferredName?: string;
  dateOfBirth: string;
  isVerified: boolean;
  /** The school's student-record number; null means no student record (hasAxRecord false). */
  recordId: string | null;
  requiresPersonalInfo?: boolean;
  isParent?: boolean;
  /** Keys of the students this one may act for. */
  related?: string[];
  /** The sign-in gate; false gives student_email_not_verified. Default true. */
  emailVerified?: boolean;
  /** Default 'active'. */
  loginStatus?: LoginStatusSeed;
  /** With loginStatus 'moved': the username to use instead. */
  alternateEmail?: string;
  /** The primary address ("Forgot your email?" matches its zip). */
  address: AddressSeed;
  /** The primary phone, 10 digits. */
  phone?: string;
  note: string;
}

const home = (street: string, zip: string, city = 'Riverbend', county = 'Franklin'): AddressSeed => ({
  street,
  city,
  county,
  stateCode: 'OH',
  zip,
});

export const demoStudents: StudentSeed[] = [
  {
    key: 'full',
    email: 'student@demo.school',
    firstName: 'Jordan',
    lastName: 'Rivera',
    dateOfBirth: '1998-04-17',
    isVerified: true,
    recordId: 'RB-100231',
    address: home('418 Maple Avenue', '43215'),
    phone: '6145550101',
    note: 'verified, has a student record: full access',
  },
  {
    key: 'unverified',
    email: 'unverified@demo.school',
    firstName: 'Casey',
    lastName: 'Morgan',
    dateOfBirth: '2001-09-02',
    isVerified: false,
    recordId: 'RB-100245',
    address: home('77 Chestnut Street', '43206'),
    note: 'e-mail not verified (banner)',
  },
  {
    key: 'norecord',
    email: 'norecord@demo.school',
    firstName: 'Taylor',
    lastName: 'Brooks',
    dateOfBirth: '1995-12-11',
    isVerified: true,
    recordId: null,
    address: home('9 Lakeview Court', '43017', 'Dublin'),
    note: 'verified, no student record (banner and completion modal)',
  },
  {
    key: 'newuser',
    email: 'newuser@demo.school',
    firstName: '',
    lastName: '',
    dateOfBirth: '2003-06-30',
    isVerified: true,
    recordId: 'RB-100260',
    requiresPersonalInfo: true,
    address: home('2300 College Road, Apt 4', '43210'),
    note: 'must complete personal information first',
  },
  {
    key: 'guardian',
    email: 'guardian@demo.school',
    firstName: 'Morgan',
    lastName: 'Parker',
    dateOfBirth: '1980-02-23',
    isVerified: true,
    recordId: 'RB-100270',
    isParent: true,
    related: ['emma', 'liam'],
    address: home('15 Orchard Lane', '43221', 'Upper Arlington'),
    phone: '6145550150',
    note: 'guardian of Emma and Liam Parker',
  },
  {
    key: 'emma',
    email: 'emma.parker@demo.school',
    firstName: 'Emma',
    lastName: 'Parker',
    preferredName: 'Em',
    dateOfBirth: '2009-05-14',
    isVerified: true,
    recordId: 'RB-100271',
    address: home('15 Orchard Lane', '43221', 'Upper Arlington'),
    note: 'related student of the guardian',
  },
  {
    key: 'liam',
    email: 'liam.parker@demo.school',
    firstName: 'Liam',
    lastName: 'Parker',
    dateOfBirth: '2011-10-08',
    isVerified: true,
    recordId: 'RB-100272',
    address: home('15 Orchard Lane', '43221', 'Upper Arlington'),
    note: 'related student of the guardian',
  },
  {
    key: 'pending',
    email: 'pending@demo.school',
    firstName: 'Parker',
    lastName: 'Lane',
    dateOfBirth: '2002-07-19',
    isVerified: false,
    recordId: 'RB-100280',
    emailVerified: false,
    address: home('61 Willow Bend', '43081', 'Westerville', 'Franklin'),
    note: 'registered, e-mail address not confirmed yet: student_email_not_verified',
  },
  {
    key: 'noguid',
    email: 'noguid@demo.school',
    firstName: 'Avery',
    lastName: 'Stone',
    dateOfBirth: '1997-03-21',
    isVerified: true,
    recordId: 'RB-100281',
    loginStatus: 'missing_guid',
    address: home('340 Elm Street', '43215'),
    note: 'not linked to the school directory: invalid_student_guid',
  },
  {
    key: 'orphan',
    email: 'orphan@demo.school',
    firstName: 'Riley',
    lastName: 'Quinn',
    dateOfBirth: '1993-11-05',
    isVerified: true,
    recordId: null,
    loginStatus: 'missing_record',
    address: home('5 Harbor View', '43204'),
    note: 'its student record cannot be found: invalid_student_record',
  },
  {
    key: 'moved',
    email: 'moved@demo.school',
    firstName: 'Jamie',
    lastName: 'Ellis',
    dateOfBirth: '2000-01-30',
    isVerified: true,
    recordId: null,
    loginStatus: 'moved',
    alternateEmail: 'moved.new@demo.school',
    address: home('812 Birch Road', '43085', 'Worthington'),
    note: 'old username: student_email_no_longer_valid, alternateEmail moved.new@demo.school',
  },
  {
    key: 'movednew',
    email: 'moved.new@demo.school',
    firstName: 'Jamie',
    lastName: 'Ellis',
    dateOfBirth: '2000-01-30',
    isVerified: true,
    recordId: 'RB-100283',
    address: home('812 Birch Road', '43085', 'Worthington'),
    phone: '6145550183',
    note: "moved@demo.school's new username: full access",
  },
  {
    key: 'locked',
    email: 'locked@demo.school',
    firstName: 'Drew',
    lastName: 'Hayes',
    dateOfBirth: '1988-08-08',
    isVerified: true,
    recordId: 'RB-100284',
    loginStatus: 'locked',
    address: home('27 Quarry Street', '43223'),
    note: 'disabled by the school: invalid_student_email',
  },
];

/** What student@demo.school has waiting, so the shell's badges and mini-cart show something. */
export const fullStudentExtras = {
  email: 'student@demo.school',
  /** A pending registration form for this class (a 'form' class). */
  pendingFormClass: 'HLT-110-A',
  /** A cart item for this class (a 'cart' class). */
  cartClass: 'ITS-120-A',
} as const;
