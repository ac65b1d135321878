/** Demo students, one per access state of the spec. All share DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Student#2026';

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
  note: string;
}

export const demoStudents: StudentSeed[] = [
  {
    key: 'full',
    email: 'student@demo.school',
    firstName: 'Jordan',
    lastName: 'Rivera',
    dateOfBirth: '1998-04-17',
    isVerified: true,
    recordId: 'RB-100231',
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
    note: 'related student of the guardian',
  },
];
