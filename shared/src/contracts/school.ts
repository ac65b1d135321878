import * as z from '../zod';
import { defineEndpoint } from '../api/endpoint';
import { localeSchema } from './locale';

/** Module toggles of the spec's site configuration (section 3). Each decides a remote's routes. */
export const moduleFlagsSchema = z.object({
  account: z.boolean(),
  attendance: z.boolean(),
  browseCourses: z.boolean(),
  calendar: z.boolean(),
  cart: z.boolean(),
  contact: z.boolean(),
  documents: z.boolean(),
  enrollments: z.boolean(),
  interests: z.boolean(),
  schedule: z.boolean(),
});
export type ModuleFlags = z.infer<typeof moduleFlagsSchema>;
export type ModuleFlag = keyof ModuleFlags;

export const featureFlagsSchema = z.object({
  /** Log Attendance needs this on top of the attendance module. */
  attendanceEnabled: z.boolean(),
  /** Wait List & Interests needs this. */
  waitlistInterest: z.boolean(),
  /** My Applications: the external application-form integration. */
  externalApplications: z.boolean(),
  /** Alternate sign-in: '/' goes to /login and the header sign-in button is hidden. */
  alternateSignIn: z.boolean(),
  loginAllowed: z.boolean(),
  registrationAllowed: z.boolean(),
  /** Privacy Policies and Terms of Service in the footer. */
  legal: z.boolean(),
  /** Social icons in the footer. */
  social: z.boolean(),
  showFeaturedClasses: z.boolean(),
  showSeats: z.boolean(),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

const nonEmpty = () => z.string().check(z.minLength(1));
const days = () => z.int().check(z.minimum(0));

export const schoolSchema = z.object({
  name: nonEmpty(),
  logoUrl: z.nullable(nonEmpty()),
  timezone: nonEmpty(),
  modules: moduleFlagsSchema,
  features: featureFlagsSchema,
  texts: z.object({
    loginHeader: z.string(),
    loginPrepend: z.string(),
    registerHeader: z.string(),
    registerPrepend: z.string(),
    privacyPolicy: z.string(),
    termsOfService: z.string(),
  }),
  socialLinks: z.array(
    z.object({ network: z.enum(['facebook', 'x', 'instagram', 'linkedin', 'youtube']), url: z.url() }),
  ),
  helpfulLinks: z.array(z.object({ title: nonEmpty(), url: z.url() })),
  payments: z.object({
    gateway: z.enum(['none', 'card']),
    digitalWalletClientId: z.nullable(z.string()),
    bankDebitEnabled: z.boolean(),
    studentAccountChargeEnabled: z.boolean(),
    billingZipAlwaysVisible: z.boolean(),
  }),
  reports: z.object({
    attendanceReportShown: z.boolean(),
    gradePointsPossibleShown: z.boolean(),
  }),
  automation: z.object({
    autoArchiveDays: days(),
    autoExpireDays: days(),
    reminderDays: days(),
  }),
  mapsKey: z.nullable(z.string()),
  /**
   * The languages the school offers, its default first. Absent or English alone: the portal speaks
   * English and shows no language menu.
   */
  locales: z.optional(z.array(localeSchema).check(z.minLength(1))),
});
export type School = z.infer<typeof schoolSchema>;

/** The school's configuration: read by the shell before anything mounts, visitors included. */
export const schoolEndpoints = {
  getSchool: defineEndpoint({ method: 'GET', path: 'school', response: schoolSchema, auth: 'public' }),
} as const;
