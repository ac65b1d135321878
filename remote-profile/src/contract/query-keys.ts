/**
 * The student's own records are under 'student' (wiped on logout and on an account switch); the
 * school's lists of choices are under 'reference'.
 */
export const profileQueryKeys = {
  signature: () => ['student', 'signature'] as const,
  contacts: () => ['student', 'contacts'] as const,
  addresses: () => ['student', 'addresses'] as const,
  addressTypes: () => ['reference', 'address-types'] as const,
  contactRelations: () => ['reference', 'contact-relations'] as const,
};
