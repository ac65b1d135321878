import { useSiteLockStore } from '@portal/shared';
import { Button, ResultPanel } from '@portal/shared/ui-base';
import { useEffect, useRef, useState } from 'react';
import { SITE_LOCK_TICK_MS, startCountdown, tick, type Countdown } from '../rules/countdown';
import { useSiteLockMessages } from '../messages/catalog';

const reloadPage = () => window.location.reload();

/** Full-page 'Portal temporarily unavailable' overlay with the lock message, a countdown and Reload. */
export const SiteLockOverlay = ({ reload = reloadPage }: { reload?: () => void }) => {
  const m = useSiteLockMessages();
  const lock = useSiteLockStore((state) => state.lock);
  const [countdown, setCountdown] = useState<Countdown | null>(null);
  const reloadRef = useRef(reload);
  reloadRef.current = reload;

  useEffect(() => {
    if (!lock) return undefined;
    setCountdown(startCountdown(lock.countdown ?? 30));
    const timer = setInterval(
      () => setCountdown((current) => (current ? tick(current) : current)),
      SITE_LOCK_TICK_MS,
    );
    return () => clearInterval(timer);
  }, [lock]);

  useEffect(() => {
    if (countdown?.reload) reloadRef.current();
  }, [countdown?.reload]);

  if (!lock || !countdown) return null;
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="site-lock-title"
      aria-describedby="site-lock-message"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 2000,
        background: 'rgba(255, 255, 255, 0.97)',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <ResultPanel
        title={<span id="site-lock-title">{m('siteLock.title')}</span>}
        subTitle={
          <>
            <span id="site-lock-message">{lock.message}</span>
            <br />
            <span aria-live="polite">{m('siteLock.countdown', { seconds: countdown.remaining })}</span>
          </>
        }
        extra={
          <Button variant="primary" autoFocus onClick={() => reloadRef.current()}>
            {m('siteLock.reload')}
          </Button>
        }
      />
    </div>
  );
};
