import type { ReactNode } from 'react';

/**
 * A small coloured label beside a record (Primary, Emergency, Textable), in antd's preset tag colours
 * that keep AA contrast (lib/styles.ts), without antd.
 */
export const Badge = ({ color, children }: { color: 'blue' | 'red' | 'purple'; children: ReactNode }) => (
  <span className={`profile-badge profile-badge-${color}`}>{children}</span>
);
