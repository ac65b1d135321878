/**
 * Every query key in the portal comes from here, so that a mutation in one remote can refresh what
 * another remote shows (architecture section 4). Keys holding a student's data start with 'student'
 * (or are listed in `studentScopedRoots`) and are wiped together on logout and on every account switch.
 */
export const queryKeys = {
  school: () => ['school'] as const,
  student: {
    all: () => ['student'] as const,
    logged: () => ['student', 'logged'] as const,
    pendingForms: () => ['student', 'pending-forms'] as const,
    signature: () => ['student', 'signature'] as const,
    contacts: () => ['student', 'contacts'] as const,
    addresses: () => ['student', 'addresses'] as const,
    waitlistAndInterests: () => ['student', 'waitlist-and-interests'] as const,
  },
  cart: () => ['cart'] as const,
  reference: {
    addressTypes: () => ['reference', 'address-types'] as const,
    contactRelations: () => ['reference', 'contact-relations'] as const,
  },
  catalog: {
    /**
     * Catalog replies carry per-student enroll and interest states, so they are student-scoped too.
     * Browse's keys under this root are its own (remote-browse/src/contract/query-keys.ts).
     */
    all: () => ['catalog'] as const,
  },
} as const;

/** The roots wiped on logout and on every account switch. */
export const studentScopedRoots = [
  queryKeys.student.all()[0],
  queryKeys.cart()[0],
  queryKeys.catalog.all()[0],
] as const;
