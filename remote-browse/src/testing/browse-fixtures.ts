import type { Course, Pathway, PathwaySummary, Venue } from '../contract';

export const venueFixture = (overrides: Partial<Venue> = {}): Venue => ({
  id: 11,
  venueType: 'CLASS',
  code: 'WEL-101-A',
  title: 'Welding Fundamentals',
  dateRange: '01/11/2027 - 03/19/2027',
  startDate: '2027-01-11',
  weekDays: 'Mon, Wed',
  classTime: '6:00 PM - 9:00 PM',
  locationName: 'Westside Trades Center',
  locationId: 3,
  hasLocation: true,
  hideCost: false,
  hideHours: false,
  totalPrice: 1450,
  totalHours: 60,
  instructorName: 'Marco Reyes',
  instructorId: 1,
  hasInstructor: true,
  showSeats: true,
  seatsAvailable: 8,
  enrollState: 'add',
  enrollStateTitle: 'Add to Cart',
  interestState: 'none',
  interestStateTitle: 'Show Interest',
  registration: 'cart',
  rapidappForms: [],
  registrationFormId: null,
  registrationInfoId: null,
  refundPolicyId: 1,
  info: '<p>Wear leather boots.</p>',
  imageUrl: '/api/media/course/welding.svg',
  courseId: 4,
  courseTitle: 'Welding Fundamentals',
  categoryId: 2,
  ...overrides,
});

export const courseFixture = (overrides: Partial<Course> = {}): Course => ({
  id: 4,
  code: 'WEL-101',
  title: 'Welding Fundamentals',
  description: 'Learn shop safety.',
  imageUrl: '/api/media/course/welding.svg',
  rating: 4.7,
  trendLevel: 3,
  categories: [
    { categoryId: 2, categoryTitle: 'Welding & Fabrication' },
    { categoryId: 6, categoryTitle: 'Skilled Trades' },
  ],
  syllabus: '<ol><li>Shop safety and PPE</li></ol>',
  ...overrides,
});

/** Every info row of a class, in the spec's order (a class that hides nothing). */
export const CLASS_INFO_LABELS = [
  'Date(s)',
  'Day/Times',
  'Location',
  'Cost',
  'Hours',
  'Instructor',
  'Seats Available',
];

/** The welding pathway as its page and its category's list both show it. */
const WELDING_PATHWAY = {
  id: 1,
  code: 'PTH-WELD',
  title: 'Welding Technician Certificate',
  description: 'Three courses.',
  imageUrl: null,
  rating: 4.8,
  trendLevel: 3,
};

export const pathwaySummaryFixture = (overrides: Partial<PathwaySummary> = {}): PathwaySummary => ({
  ...WELDING_PATHWAY,
  categories: [],
  nodeCount: 3,
  dateRange: '01/11/2027 - 06/11/2027',
  totalPrice: 3095,
  hideCost: false,
  ...overrides,
});

export const pathwayFixture = (overrides: Partial<Pathway> = {}): Pathway => ({
  ...WELDING_PATHWAY,
  categories: [{ categoryId: 2, categoryTitle: 'Welding & Fabrication' }],
  venue: venueFixture({
    id: 1,
    venueType: 'PATH',
    code: 'PTH-WELD',
    title: 'Welding Technician Certificate',
    weekDays: '',
    classTime: '',
    hasLocation: false,
    locationId: null,
    locationName: '',
    hasInstructor: false,
    instructorId: null,
    instructorName: '',
    totalPrice: 3095,
    totalHours: 138,
    courseId: null,
    courseTitle: '',
  }),
  ...overrides,
});
