import type { Messages } from '@portal/shared/i18n';
import { moduleMessagesNow, type ModuleMessageId } from './messages/catalog';

/**
 * The shell's message of each area title of portal.remotes.json (and of the shell's own /login),
 * by its English: the definition file names each area once, in English, for the scripts and tests
 * that read it too.
 */
const AREA_TITLE_IDS: Readonly<Record<string, ModuleMessageId>> = {
  'Browse Courses': 'area.browseCourses',
  Category: 'area.category',
  Course: 'area.course',
  Pathway: 'area.pathway',
  'My Applications': 'area.applications',
  Class: 'area.class',
  Profile: 'area.profile',
  Contact: 'area.contact',
  'Signature editor': 'area.signatureEditor',
  'Phone contacts': 'area.phoneContacts',
  Addresses: 'area.addresses',
  Registration: 'area.registration',
  'No-cost registration': 'area.noCostRegistration',
  Account: 'area.account',
  Checkout: 'area.checkout',
  'Charges Payment': 'area.chargesPayment',
  'Payment method': 'area.paymentMethod',
  Documents: 'area.documents',
  'Required document': 'area.requiredDocument',
  Document: 'area.document',
  'Log Attendance': 'area.logAttendance',
  Calendar: 'area.calendar',
  'Wait List & Interests': 'area.interests',
  Enrollments: 'area.enrollments',
  Schedule: 'area.schedule',
  Enrollment: 'area.enrollment',
  'Sign in': 'area.signIn',
};

/** Whether an area title has its message (a test checks every title of the definition does). */
export const hasAreaTitleMessage = (title: string): boolean => Object.hasOwn(AREA_TITLE_IDS, title);

/** An area's title in the portal's language; a title without a message shows as it is. */
export const areaTitle = (title: string, m: Messages<ModuleMessageId> = moduleMessagesNow()): string => {
  const id = Object.hasOwn(AREA_TITLE_IDS, title) ? AREA_TITLE_IDS[title] : undefined;
  return id ? m(id) : title;
};
