import type {
  ClockClassesResponse,
  EnrollmentSummary,
  EnrollmentView,
  GradeNode,
  Meeting,
  WaitlistAndInterests,
} from '../contract';

export const CLASS_ENROLLMENT: EnrollmentSummary = {
  enrollmentId: 31,
  venueType: 'CLASS',
  venueId: 7,
  title: 'Welding Fundamentals',
  code: 'WLD-101',
  startDate: '2026-09-01',
  endDate: '2026-12-18',
  status: 'enrolled',
  percentCompleted: 62,
};

export const PATH_ENROLLMENT: EnrollmentSummary = {
  enrollmentId: 32,
  venueType: 'PATH',
  venueId: 3,
  title: 'Healthcare Pathway',
  code: 'PATH-HC',
  startDate: '2026-08-15',
  endDate: '2027-05-30',
  status: 'completed',
  percentCompleted: null,
};

export const anEnrollmentView = (overrides: Partial<EnrollmentView> = {}): EnrollmentView => ({
  enrollmentId: 31,
  venueType: 'CLASS',
  venueId: 7,
  title: 'Welding Fundamentals',
  code: 'WLD-101',
  percentCompleted: 62,
  percentExpected: 20,
  generalInfo: [
    { label: 'Status', value: 'Enrolled' },
    { label: 'Instructor', value: 'Dana Reyes' },
  ],
  attendSummary: [
    { label: 'Hours attended', value: '42.5' },
    { label: 'Absences', value: '2' },
  ],
  showAttendance: true,
  showTimeClock: false,
  showGradeBook: true,
  hideProgressData: false,
  gradeScaleInfo: 'A 90-100, B 80-89, C 70-79',
  followUpForms: [],
  ...overrides,
});

export const VIEW_INPUT = { venueType: 'CLASS', venueId: 7, enrollmentId: 31 } as const;

const node = (
  title: string,
  type: string,
  childNodes: GradeNode[] = [],
  score: number | null = null,
): GradeNode => ({
  title,
  type,
  score,
  maxPoints: score === null ? null : 100,
  comments: '',
  notes: '',
  dateGraded: score === null ? null : '2026-10-02',
  adjustment: null,
  hours: null,
  childNodes,
});

/** Three levels; the module has hours, the quiz an adjustment and notes, the unit neither. */
export const GRADE_TREE: GradeNode[] = [
  {
    ...node('Module 1: Safety', 'Module', [
      node('Unit 1.1: Protective gear', 'Unit', [
        {
          ...node('Quiz 1', 'Test', [], 18),
          maxPoints: 20,
          comments: 'Good work',
          adjustment: -2,
          notes: 'Handed in two days late: 2 points off.',
        },
      ]),
    ]),
    hours: 12.5,
  },
];

export const aMeeting = (overrides: Partial<Meeting> = {}): Meeting => ({
  uid: 'class-7-20261130@portal.example',
  venueType: 'CLASS',
  venueId: 7,
  classId: 7,
  title: 'Welding Fundamentals',
  code: 'WLD-101',
  date: '2026-11-30',
  startTime: '09:00',
  endTime: '11:30',
  locationName: 'Main Campus',
  locationAddress: '100 College Ave',
  instructorName: 'Dana Reyes',
  ...overrides,
});

export const WAITLIST_AND_INTERESTS: WaitlistAndInterests = {
  waitlist: [
    {
      venueType: 'CLASS',
      venueId: 9,
      title: 'Advanced Welding',
      code: 'WLD-201',
      startDate: '2027-01-10',
      endDate: '2027-04-01',
      categoryId: 2,
      courseId: 5,
    },
  ],
  interests: [
    {
      venueType: 'PATH',
      venueId: 4,
      title: 'Nursing Pathway',
      code: 'PATH-RN',
      startDate: null,
      endDate: null,
      categoryId: 3,
      courseId: null,
    },
  ],
};

export const clockClasses = (clockedInAt: string | null): ClockClassesResponse => ({
  today: '2026-11-24',
  timezone: 'America/New_York',
  classes: [
    {
      enrollmentId: 40,
      venueType: 'CLASS',
      venueId: 12,
      title: 'Clinical Hours Lab',
      code: 'CLK-100',
      clockedInAt,
      today: clockedInAt
        ? [
            {
              date: '2026-11-24',
              timeIn: clockedInAt,
              timeOut: null,
              environment: 'Portal',
              hours: 0,
              notes: '',
              seconds: 0,
            },
          ]
        : [],
    },
  ],
});
