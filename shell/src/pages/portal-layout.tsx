import { hasFullAccess, useSessionStore, type School } from '@portal/shared';
import { useMediaQuery } from '@portal/shared/ui-base';
import { Outlet } from '@portal/shared/router';
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { AccessBanner } from '../features/access-banner/components/access-banner';
import { lazyNamed } from '../lib/lazy-named';
import { PortalFooter } from '../features/footer/components/portal-footer';
import { PortalHeader } from '../features/header/components/portal-header';
import { PortalSidebar } from '../features/sidebar/components/portal-sidebar';
import type { Access } from '../lib/modules/navigation';
import { MountOnFirstUse } from '../lib/mount-on-first-use';
import { usePageFocus } from '../lib/use-page-focus';
import { useLayoutMessages } from './messages/catalog';

const CompleteInfoCard = lazyNamed(
  () => import('../features/account-state/components/complete-info-card'),
  'CompleteInfoCard',
);
const loadMenuDrawer = () => import('./menu-drawer').then((module) => module.MenuDrawer);

const useAccess = (): Access => {
  const student = useSessionStore((state) => state.student);
  return { signedIn: student !== null, fullAccess: hasFullAccess(student) };
};

/** Spec breakpoints 576/768/992/1200: the sidebar is a drawer below lg (992 px). */
const WIDE_QUERY = '(min-width: 992px)';

/**
 * The portal's frame: header, sidebar (a drawer below 992 px), content and footer. A `notice` about
 * the whole portal (builds on trial) goes above the header, after the skip link: the skip link stays
 * the first stop of the keyboard.
 */
export const PortalLayout = ({ school, notice }: { school: School; notice?: ReactNode }) => {
  const m = useLayoutMessages();
  const compact = !useMediaQuery(WIDE_QUERY);
  const access = useAccess();
  const student = useSessionStore((state) => state.student);
  const [menuOpen, setMenuOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  usePageFocus(mainRef, school.name);

  return (
    <div className="pt-layout">
      <a
        className="pt-skip-link"
        href="#main-content"
        onClick={(event) => {
          // Focus, not only scroll: the next Tab continues from the page, not from the header.
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {m('layout.skipToContent')}
      </a>
      {notice}
      <header className="pt-header">
        <PortalHeader school={school} compact={compact} onOpenMenu={() => setMenuOpen(true)} />
      </header>
      <div className="pt-body">
        {compact ? (
          // The menu's sheet loads when first opened, then stays mounted.
          <MountOnFirstUse
            active={menuOpen}
            load={loadMenuDrawer}
            props={{ school, access, open: menuOpen, onClose: () => setMenuOpen(false) }}
          />
        ) : (
          <aside className="pt-sider">
            <PortalSidebar school={school} access={access} />
          </aside>
        )}
        <div className="pt-main-col">
          <main
            id="main-content"
            ref={mainRef}
            tabIndex={-1}
            className={compact ? 'pt-content pt-content-compact' : 'pt-content'}
          >
            <AccessBanner />
            {student?.requiresPersonalInfo ? (
              <Suspense fallback={null}>
                <CompleteInfoCard />
              </Suspense>
            ) : (
              <Outlet />
            )}
          </main>
          <footer className="pt-footer">
            <PortalFooter school={school} />
          </footer>
        </div>
      </div>
    </div>
  );
};
