import { accountEndpoints, callEndpoint, useSessionStore, type NavigationRecord } from '@portal/shared';
import { useEffect } from 'react';
import { useLocation } from '@portal/shared/router';
import {
  enqueueNavigation,
  flushNavigation,
  NAVIGATION_SEND_INTERVAL_MS,
  PAGE_VIEW_DELAY_MS,
  pageViewRecord,
} from '../rules/navigation-log-queue';

const sendRecord = (record: NavigationRecord) =>
  callEndpoint(accountEndpoints.logNavigation, { body: record });

/** Logs a page view after 10 s on a page, and sends the queue every second while signed in. */
export const NavigationLog = () => {
  const { pathname } = useLocation();
  const signedIn = useSessionStore((state) => Boolean(state.token));

  useEffect(() => {
    const timer = setTimeout(() => enqueueNavigation(pageViewRecord(pathname)), PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  useEffect(() => {
    if (!signedIn) return undefined;
    let sending = false;
    const timer = setInterval(() => {
      if (sending) return;
      sending = true;
      void flushNavigation(sendRecord).finally(() => {
        sending = false;
      });
    }, NAVIGATION_SEND_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [signedIn]);

  return null;
};
