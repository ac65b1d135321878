import type { ApiArea } from './area';
import { accountArea } from './account';
import { browseArea } from './browse';
import { cartArea } from './cart';
import { documentsArea } from './documents';
import { enrollmentsArea } from './enrollments';
import { mediaArea } from './media';
import { paymentsArea } from './payments';
import { profileArea } from './profile';
import { registrationArea } from './registration';
import { reportsArea } from './reports';
import { schoolArea } from './school';

export type { ApiArea } from './area';

/**
 * Every feature area of the API, registered under /api in this order. A new area lives in its own
 * folder here and adds itself to this list: its routes are served, its endpoints join `allEndpoints`
 * and the kinds of file link it serves join /api/files/:token.
 */
export const areas: readonly ApiArea[] = [
  schoolArea,
  accountArea,
  cartArea,
  browseArea,
  profileArea,
  paymentsArea,
  documentsArea,
  enrollmentsArea,
  registrationArea,
  reportsArea,
  mediaArea,
];
