import { useNavigationLog } from '@portal/shared';

type CatalogPage = 'category' | 'course' | 'pathway' | 'class';

/**
 * Spec section 4, navigation log: a catalog page's visit (and view), logged once its own reply has
 * come, never for the cached copy it shows first.
 */
export const useCatalogVisit = (
  type: CatalogPage,
  query: { data?: { title: string } | undefined; isPlaceholderData: boolean },
  targetId: number,
  targetPath: string,
) =>
  useNavigationLog(
    query.data && !query.isPlaceholderData
      ? { type, target: query.data.title, targetId, targetPath, targetType: type }
      : null,
  );
