/**
 * The host contract: what a remote may use from the shell. Everything here is one module at run
 * time (a federation singleton provided by the shell).
 */
export * from './contracts';
export { ApiError, callNotOffered, INVALID_RESPONSE } from './api/api-error';
export {
  apiRequest,
  configureApiClient,
  requestEarly,
  requestEarlyRead,
  API_BASE,
  ENDPOINT_VERSION,
} from './api/api-client';
export type { CallFailure } from './api/api-client';
export { callEndpoint, type CallOptions } from './api/call-endpoint';
export { getSchool, getSchoolQueryOptions, useSchool } from './api/school';
export { getLoggedStudent, getLoggedStudentQueryOptions, loginStudent, logoutStudent } from './api/student';
export {
  crossAreaRefreshes,
  queryKeys,
  refreshAcrossAreas,
  studentScopedRoots,
  type CrossAreaRefresh,
} from './query/query-keys';
export { useSessionStore, getSessionToken, SESSION_STORAGE_KEY } from './session/session-store';
export { useSiteLockStore } from './site/site-lock-store';
export { useTimezoneStore } from './site/timezone-store';
export { hasFullAccess } from './session/access';
export {
  HostServicesContext,
  useHostServices,
  type AfterLoginAction,
  type HostServices,
  type NavigationRecord,
  type RemoteComponentId,
  type RemoteComponentProps,
  type SlideOutId,
  type SlideOutProps,
} from './host/host-services';
export { getCart, getCartQueryOptions, removeFromCart, type CartVenue } from './api/cart';
export { cartTotals } from './api/cart-totals';
export { sanitizeHtml } from './html/sanitize-html';
export { HtmlContent } from './html/html-content';
export { formatDate, formatMoney } from './format/format';
export { PAGE_VIEW_DELAY_MS, useNavigationLog } from './host/use-navigation-log';
export { useTimezoneCache } from './site/timezone-cache';
export { formatPhoneMask, formatPhoneNumber, formatZipMask, phoneDigits } from './forms/masks';
export {
  confirmation,
  FIELD_LIMITS,
  fieldMessages,
  LEGAL_NAME_MESSAGES,
  legalNameRules,
  maxChars,
  optionalText,
  requiredText,
  tooLongMessage,
} from './forms/field-rules';
export {
  COULD_NOT_PROCESS,
  failureOf,
  keepsKeyAfter,
  newIdempotencyKey,
  type PaymentOutcome,
} from './payments/payment-attempt';
export { usePaymentAttempt } from './payments/use-payment-attempt';
export { HOST_CONTRACT_VERSION } from './host/host-contract-version';
