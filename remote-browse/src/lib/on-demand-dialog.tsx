import { OnDemand, useOnceTrue } from '@portal/shared/ui-base';
import type { ReactNode } from 'react';

/**
 * A dialog whose code loads on the first open (antd's Modal, with the page's own parts of it): the
 * page itself draws from the base kit (ADR 014). From then on it stays mounted, so that it animates
 * out and hands focus back to its button when it closes, as a dialog mounted from the start does.
 */
export const OnDemandDialog = ({ open, children }: { open: boolean; children: ReactNode }) => {
  return useOnceTrue(open) ? <OnDemand fallback={null}>{children}</OnDemand> : null;
};
