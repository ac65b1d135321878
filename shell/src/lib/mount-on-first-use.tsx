import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders its (lazily loaded) children from the first time `active` is true, then keeps them mounted:
 * for parts of the chrome that load on first use (the sign-in modal, the slide-out, the phone menu)
 * and must stay mounted to animate closed.
 */
export const MountOnFirstUse = ({ active, children }: { active: boolean; children: ReactNode }) => {
  const [used, setUsed] = useState(active);
  if (active && !used) setUsed(true);
  return used || active ? <Suspense fallback={null}>{children}</Suspense> : null;
};
