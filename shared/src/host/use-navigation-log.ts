import { useHostServices, type NavigationRecord } from './host-services';
import { useEffect } from 'react';

/** Spec section 9: a page view is logged after 10 seconds. */
export const PAGE_VIEW_DELAY_MS = 10_000;

type PageRecord = Omit<NavigationRecord, 'action'>;

/**
 * Spec section 4, navigation log: a visit when the page's data loads, a view after 10 seconds on
 * the page. `record` is null until the data is there.
 */
export const useNavigationLog = (record: PageRecord | null) => {
  const { logNavigation } = useHostServices();
  const key = record ? `${record.targetType}:${record.targetId ?? ''}:${record.targetPath}` : null;
  useEffect(() => {
    if (!record) return undefined;
    logNavigation({ ...record, action: 'visit' });
    const timer = setTimeout(() => logNavigation({ ...record, action: 'view' }), PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
    // One visit per page and target: the record object is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, logNavigation]);
};
