import type { QueryClient } from '@tanstack/react-query';

/**
 * The roots of every query key, the keys of the host's own queries (the school, the signed-in student,
 * the cart), and the named refreshes one area asks of the others (architecture section 4). Each area's
 * own keys live in its contract (`remote-<area>/src/contract/query-keys.ts`), under one of these roots.
 * Keys holding a student's data start with 'student' (or a root listed in `studentScopedRoots`) and
 * are wiped together on logout and on every account switch. tooling/layers/query-keys.test.ts fails
 * when the code refreshes a key that no query has.
 */
export const queryKeys = {
  school: () => ['school'] as const,
  /** The shell's deployment file (which remotes, from where). */
  deployment: () => ['deployment'] as const,
  student: {
    all: () => ['student'] as const,
    logged: () => ['student', 'logged'] as const,
    /** @deprecated No query has it. Kept for remotes built against 1.16; removed in 2.0. */
    pendingForms: () => ['student', 'pending-forms'] as const,
    /** @deprecated Profile's key: `profileQueryKeys.signature()`. Kept for remotes built against 1.16. */
    signature: () => ['student', 'signature'] as const,
    /** @deprecated Profile's key: `profileQueryKeys.contacts()`. Kept for remotes built against 1.16. */
    contacts: () => ['student', 'contacts'] as const,
    /** @deprecated Profile's key: `profileQueryKeys.addresses()`. Kept for remotes built against 1.16. */
    addresses: () => ['student', 'addresses'] as const,
    /** @deprecated No query has it. Kept for remotes built against 1.16; removed in 2.0. */
    waitlistAndInterests: () => ['student', 'waitlist-and-interests'] as const,
  },
  cart: () => ['cart'] as const,
  reference: {
    /** @deprecated Profile's key: `profileQueryKeys.addressTypes()`. Kept for remotes built against 1.16. */
    addressTypes: () => ['reference', 'address-types'] as const,
    /** @deprecated Profile's key: `profileQueryKeys.contactRelations()`. Kept for remotes built against 1.16. */
    contactRelations: () => ['reference', 'contact-relations'] as const,
  },
  catalog: {
    /** Catalog replies carry per-student enroll and interest states, so they are student-scoped too. */
    all: () => ['catalog'] as const,
  },
} as const;

/** The roots wiped on logout and on every account switch. */
export const studentScopedRoots = [
  queryKeys.student.all()[0],
  queryKeys.cart()[0],
  queryKeys.catalog.all()[0],
] as const;

/**
 * What changes in other areas when an area acts, named once, so that the area that acts need not know
 * which others show it. Each is a list of key prefixes to refresh.
 */
export const crossAreaRefreshes = {
  /**
   * A seat, a wait-list place, an interest, a cart line, a registration or a payment changed: the
   * catalog's enroll states, the cart, the header's counts (on the signed-in student) and the
   * student's enrollment lists (enrollments' keys are under this prefix).
   */
  enrollment: () =>
    [
      queryKeys.catalog.all(),
      queryKeys.cart(),
      queryKeys.student.logged(),
      ['student', 'enrollments'],
    ] as const,
  /**
   * A checkout was paid: its reply carries the new cart, which the payer writes at once; the rest of
   * what an enrollment changes reloads.
   */
  paidCheckout: () =>
    [queryKeys.catalog.all(), queryKeys.student.logged(), ['student', 'enrollments']] as const,
  /** Something the student had to do was done (a document signed or uploaded): the header's counts. */
  studentTasks: () => [queryKeys.student.logged()] as const,
} as const;

export type CrossAreaRefresh = keyof typeof crossAreaRefreshes;

/** Refreshes what `refresh` names, in every area; settles when the active queries have reloaded. */
export const refreshAcrossAreas = (queryClient: QueryClient, refresh: CrossAreaRefresh): Promise<unknown> =>
  Promise.all(crossAreaRefreshes[refresh]().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
