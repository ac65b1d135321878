/**
 * The registration area's contracts: its schemas, its endpoint table, the rules the wizard and the
 * API both apply (spec 4.1 and 5.1) and its query keys. Compiled into this remote and the API
 * (`@portal/remote-registration/contract`); never a shared run-time module.
 */
import type { VenueType } from '@portal/shared/contracts';

export * from './registration';
export * from './registration-endpoints';
export * from './registration-rules';

/** Student-scoped (under 'student'): wiped on logout and on an account switch. */
export const registrationQueryKeys = {
  all: () => ['student', 'registration'] as const,
  form: (
    venueType: VenueType,
    venueId: number,
    studentRegistrationId: number | null,
    registrationId: number | null,
  ) =>
    ['student', 'registration', 'form', venueType, venueId, studentRegistrationId, registrationId] as const,
  contacts: () => ['student', 'registration', 'contacts'] as const,
  addresses: () => ['student', 'registration', 'addresses'] as const,
  noCostForm: (classId: number) => ['student', 'registration', 'no-cost-form', classId] as const,
  refundPolicy: (id: number) => ['student', 'registration', 'refund-policy', id] as const,
};
