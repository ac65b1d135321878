import * as z from '@portal/shared/zod';
import { noControlChars, venueTypeSchema } from '@portal/shared/contracts';

export const categorySchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.nullable(z.string()),
});
export type Category = z.infer<typeof categorySchema>;

export const applicationFormEntrySchema = z.object({
  id: z.int(),
  name: z.string(),
  userFormId: z.nullable(z.int()),
  /** 'started', or empty when no form was started; anything else means the form was submitted. */
  userFormStatus: z.string(),
});
export type ApplicationFormEntry = z.infer<typeof applicationFormEntrySchema>;

/**
 * One of the signed-in student's application forms (My Applications): its entry, and the class or
 * pathway it was started from, which continuing it acts on (POST /rapidapp/passport).
 */
export const studentApplicationFormSchema = z.extend(applicationFormEntrySchema, {
  venueType: venueTypeSchema,
  venueId: z.int(),
});
export type StudentApplicationForm = z.infer<typeof studentApplicationFormSchema>;

export const categoriesResponseSchema = z.object({
  categories: z.array(categorySchema),
  /** The signed-in student's application forms (none for a visitor). */
  rapidappForms: z.array(studentApplicationFormSchema),
});
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

// ------------------------------------------------------------------ enroll and interest states

/**
 * Spec section 4. Computed by the server per student from real data (seats, wait list, cart,
 * enrollments, registration type and status); a visitor gets the states of an anonymous student.
 * Actionable: add, cart, waitlist, enrolled with the title 'Waitlisted' (leave), register, nocost
 * (classes only), rapidapp. The others do nothing.
 */
export const enrollStates = [
  'add',
  'cart',
  'waitlist',
  'enrolled',
  'register',
  'nocost',
  'rapidapp',
  'disabled',
  'closed',
  'soon',
  'registered',
  'waitlisted',
  'other',
] as const;
export const enrollStateSchema = z.enum(enrollStates);
export type EnrollState = z.infer<typeof enrollStateSchema>;

/** The enrollStateTitle of an 'enrolled' venue the student is only on the wait list of. */
export const WAITLISTED_TITLE = 'Waitlisted';

export const interestStateSchema = z.enum(['none', 'interested', 'disabled']);
export type InterestState = z.infer<typeof interestStateSchema>;

export const registrationTypeSchema = z.enum(['cart', 'form', 'nocost', 'rapidapp']);
export type RegistrationType = z.infer<typeof registrationTypeSchema>;

/** The per-student part of a venue: what its enroll and interest buttons do. */
export const venueStateSchema = z.object({
  venueType: venueTypeSchema,
  venueId: z.int(),
  enrollState: enrollStateSchema,
  enrollStateTitle: z.string(),
  interestState: interestStateSchema,
  interestStateTitle: z.string(),
});
export type VenueState = z.infer<typeof venueStateSchema>;

// ------------------------------------------------------------------ venues (a class or a pathway)

export const categoryRefSchema = z.object({ categoryId: z.int(), categoryTitle: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

/**
 * Spec section 3, "pathway node or class": one row of an info table with its enroll and interest
 * states. A pathway's own venue (venueType PATH) has the same shape, its dates spanning its nodes.
 */
export const venueSchema = z.object({
  id: z.int(),
  venueType: venueTypeSchema,
  code: z.string(),
  title: z.string(),
  /** '01/11/2027 - 03/19/2027' */
  dateRange: z.string(),
  /** ISO date of the first day, or null when unknown. */
  startDate: z.nullable(z.string()),
  /** 'Mon, Wed'; empty when the class has no fixed days. */
  weekDays: z.string(),
  /** '6:00 PM - 9:00 PM'; empty when the class has no fixed times. */
  classTime: z.string(),
  locationName: z.string(),
  locationId: z.nullable(z.int()),
  hasLocation: z.boolean(),
  hideCost: z.boolean(),
  hideHours: z.boolean(),
  totalPrice: z.number(),
  totalHours: z.number(),
  instructorName: z.string(),
  instructorId: z.nullable(z.int()),
  hasInstructor: z.boolean(),
  showSeats: z.boolean(),
  seatsAvailable: z.int(),
  enrollState: enrollStateSchema,
  enrollStateTitle: z.string(),
  interestState: interestStateSchema,
  interestStateTitle: z.string(),
  registration: registrationTypeSchema,
  rapidappForms: z.array(applicationFormEntrySchema),
  registrationFormId: z.nullable(z.int()),
  /** The student's pending registration form for the venue (opened again by Register), or null. */
  registrationInfoId: z.nullable(z.int()),
  refundPolicyId: z.nullable(z.int()),
  /** Extra info, HTML from the school: sanitize before showing. */
  info: z.string(),
  imageUrl: z.nullable(z.string()),
  courseId: z.nullable(z.int()),
  courseTitle: z.string(),
  /** The category a link to the venue's course or pathway page uses. */
  categoryId: z.nullable(z.int()),
});
export type Venue = z.infer<typeof venueSchema>;

const listingFields = {
  id: z.int(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.nullable(z.string()),
  /** Out of 5; the rating display shows it as a percent (spec 2.8). */
  rating: z.number(),
  /**
   * The trend level the rating display shows (spec 2.8) by its sign: above 0 rising, 0 steady, below 0
   * falling (the reference API's: -5 to 5). A backend whose levels are 0 to 5 shows rising or steady.
   */
  trendLevel: z.int(),
  categories: z.array(categoryRefSchema),
};

export const courseSummarySchema = z.object({
  ...listingFields,
  classCount: z.int(),
  /** The first upcoming start, formatted, or empty. */
  nextStart: z.string(),
  /** The lowest shown price of its classes a student can still take (not closed, not over), or null. */
  priceFrom: z.nullable(z.number()),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const pathwaySummarySchema = z.object({
  ...listingFields,
  nodeCount: z.int(),
  dateRange: z.string(),
  totalPrice: z.number(),
  hideCost: z.boolean(),
});
export type PathwaySummary = z.infer<typeof pathwaySummarySchema>;

export const courseSchema = z.object({
  ...listingFields,
  /** HTML from the school: sanitize before showing. */
  syllabus: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

export const pathwaySchema = z.object({
  ...listingFields,
  venue: venueSchema,
});
export type Pathway = z.infer<typeof pathwaySchema>;

/** A class of a pathway, in order. `venue` is the class itself (its own states). */
export const pathwayNodeSchema = z.object({
  nodeId: z.int(),
  position: z.int(),
  title: z.string(),
  venue: venueSchema,
});
export type PathwayNode = z.infer<typeof pathwayNodeSchema>;

// ------------------------------------------------------------------ replies

export const categoryResponseSchema = z.object({ category: categorySchema });
export const categoryCoursesResponseSchema = z.object({ courses: z.array(courseSummarySchema) });
export const categoryPathwaysResponseSchema = z.object({ pathways: z.array(pathwaySummarySchema) });
export const categoryItemsResponseSchema = z.object({
  courses: z.array(courseSummarySchema),
  pathways: z.array(pathwaySummarySchema),
});
export type CategoryItemsResponse = z.infer<typeof categoryItemsResponseSchema>;

export const courseResponseSchema = z.object({ course: courseSchema });
export const courseClassesResponseSchema = z.object({ classes: z.array(venueSchema) });
export type CourseClassesResponse = z.infer<typeof courseClassesResponseSchema>;
export const pathwayResponseSchema = z.object({ pathway: pathwaySchema });
export const pathwayNodesResponseSchema = z.object({ nodes: z.array(pathwayNodeSchema) });
export type PathwayNodesResponse = z.infer<typeof pathwayNodesResponseSchema>;
export const classResponseSchema = z.object({ class: venueSchema });
export const featuredClassesResponseSchema = z.object({ classes: z.array(venueSchema) });
export type FeaturedClassesResponse = z.infer<typeof featuredClassesResponseSchema>;

// ------------------------------------------------------------------ search

/** Spec section 9: search needs at least 3 characters. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 100;

export const searchQuerySchema = z.object({
  q: z
    .string()
    .check(z.trim(), noControlChars(), z.minLength(SEARCH_MIN_LENGTH), z.maxLength(SEARCH_MAX_LENGTH)),
});

export const searchResponseSchema = z.object({
  courses: z.array(
    z.object({ id: z.int(), code: z.string(), title: z.string(), categoryId: z.nullable(z.int()) }),
  ),
  classes: z.array(
    z.object({
      id: z.int(),
      code: z.string(),
      title: z.string(),
      dateRange: z.string(),
      courseTitle: z.string(),
    }),
  ),
  pathways: z.array(
    z.object({ id: z.int(), code: z.string(), title: z.string(), categoryId: z.nullable(z.int()) }),
  ),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

// ------------------------------------------------------------------ instructor, location, refund policy

export const instructorSchema = z.object({
  id: z.int(),
  name: z.string(),
  image: z.nullable(z.string()),
  bio: z.string(),
  address: z.string(),
  classes: z.array(
    z.object({
      id: z.int(),
      courseTitle: z.string(),
      sectionCode: z.string(),
      startDate: z.string(),
      totalPrice: z.number(),
      hideCost: z.boolean(),
    }),
  ),
});
export type Instructor = z.infer<typeof instructorSchema>;
export const instructorResponseSchema = z.object({ instructor: instructorSchema });

export const locationSchema = z.object({ id: z.int(), name: z.string(), address: z.string() });
export type Location = z.infer<typeof locationSchema>;
export const locationResponseSchema = z.object({ location: locationSchema });

export const refundPolicySchema = z.object({
  id: z.int(),
  title: z.string(),
  /** HTML from the school: sanitize before showing. */
  text: z.string(),
});
export type RefundPolicy = z.infer<typeof refundPolicySchema>;
export const refundPolicyResponseSchema = z.object({ refundPolicy: refundPolicySchema });
