/**
 * Browse's own query keys. They sit under the shared 'catalog' root (`queryKeys.catalog.all()` of
 * @portal/shared), which the shell wipes on logout and on every account switch: catalog replies carry
 * per-student states. Nothing outside browse reads them, so they are not part of @portal/shared. The
 * root is spelled out rather than imported so that this contract (which the API imports too) loads
 * no React; query-keys.test.ts holds the two together.
 */
const root = () => ['catalog'] as const;

export const browseQueryKeys = {
  all: root,
  categories: () => [...root(), 'categories'] as const,
  category: (id: number) => [...root(), 'category', id] as const,
  categoryItems: (id: number) => [...root(), 'category', id, 'items'] as const,
  course: (id: number) => [...root(), 'course', id] as const,
  courseClasses: (id: number) => [...root(), 'course', id, 'classes'] as const,
  pathway: (id: number) => [...root(), 'pathway', id] as const,
  pathwayNodes: (id: number) => [...root(), 'pathway', id, 'nodes'] as const,
  class: (id: number) => [...root(), 'class', id] as const,
  featuredClasses: () => [...root(), 'featured-classes'] as const,
  search: (text: string) => [...root(), 'search', text] as const,
  instructor: (id: number) => [...root(), 'instructor', id] as const,
  location: (id: number) => [...root(), 'location', id] as const,
  refundPolicy: (id: number) => [...root(), 'refund-policy', id] as const,
} as const;
