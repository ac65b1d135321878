import type { VenueType } from '@portal/shared/contracts';

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
