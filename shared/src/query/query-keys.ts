/**
 * Every query key in the portal comes from here, so that a mutation in one remote can refresh what
 * another remote shows (architecture section 4). Keys that hold a student's data start with 'student'
 * and are wiped together on logout and on every account switch.
 */
export const queryKeys = {
  school: () => ['school'] as const,
  student: {
    all: () => ['student'] as const,
    logged: () => ['student', 'logged'] as const,
  },
  catalog: {
    all: () => ['catalog'] as const,
    categories: () => ['catalog', 'categories'] as const,
    category: (id: number) => ['catalog', 'category', id] as const,
  },
} as const;
