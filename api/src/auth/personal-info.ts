import { accountEndpoints, cartEndpoints, type AnyEndpoint } from '../contracts';
import { HttpError } from '../http/errors';
import type { Auth } from './sessions';

/**
 * Shell spec section 6: "A student who requires personal info must complete the account form before
 * using anything". The shell shows such a student only the completion card in place of every page; the
 * API holds every call to the same rule, so that the student's own token used by hand (a registration
 * form, a no-cost seat, the cart, a checkout, a charge paid) does no more than the page lets it.
 *
 * One place: registerEndpoint asks it of every endpoint that takes a signed-in student (`auth: 'student'`),
 * after the session is checked and before anything else. An endpoint added later is refused to such a
 * student by construction unless it is listed here. `optional` endpoints (the catalog's reads) and
 * `public` ones stay open: they answer what a visitor may read.
 */

export const PERSONAL_INFO_REQUIRED_CODE = 'personal_info_required';
/** The title of the card the shell shows such a student (shell spec 2, Shell). */
export const PERSONAL_INFO_REQUIRED_MESSAGE = 'Please complete your account information';

/** What such a student may still call: the session, the completion, and what the shell's frame sends. */
export const OPEN_BEFORE_PERSONAL_INFO: ReadonlyMap<AnyEndpoint, string> = new Map<AnyEndpoint, string>([
  [accountEndpoints.getLoggedStudent, 'the session: it tells the shell to show the completion card'],
  [accountEndpoints.completeInfo, "the completion card's Submit"],
  [accountEndpoints.logout, 'leaving'],
  [accountEndpoints.switchBackToOriginal, 'a guardian leaving a related student who must complete it'],
  [cartEndpoints.getCart, "the header's cart badge: the cart the session reply carries already"],
  [accountEndpoints.logNavigation, "the shell's page-view log, sent for every signed-in session"],
]);

/**
 * Switching into a related student is the signed-in account's own act: while impersonating, that
 * account passed this rule to switch in, and the acting student's missing info is not the guardian's.
 */
const OPEN_WHILE_IMPERSONATING: ReadonlySet<AnyEndpoint> = new Set<AnyEndpoint>([
  accountEndpoints.switchIntoStudent,
]);

export const personalInfoRequired = () =>
  new HttpError(403, PERSONAL_INFO_REQUIRED_CODE, PERSONAL_INFO_REQUIRED_MESSAGE);

/** Refuses (403 `personal_info_required`) a call the acting student may not make until their info is complete. */
export function requirePersonalInfoComplete(endpoint: AnyEndpoint, auth: Auth | null): void {
  if (endpoint.auth !== 'student' || !auth?.requiresPersonalInfo) return;
  if (OPEN_BEFORE_PERSONAL_INFO.has(endpoint)) return;
  if (auth.impersonating && OPEN_WHILE_IMPERSONATING.has(endpoint)) return;
  throw personalInfoRequired();
}
