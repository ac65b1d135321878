import type { CSSProperties, ReactNode } from 'react';

/**
 * A wide table's own scrolling box (phones): focusable and named, so that keyboard users can scroll it
 * too (axe: scrollable-region-focusable).
 */
export const TableScroll = ({
  label,
  style,
  children,
}: {
  label: string;
  style?: CSSProperties;
  children: ReactNode;
}) => (
  <div className="enr-table-wrap" role="region" aria-label={label} tabIndex={0} style={style}>
    {children}
  </div>
);
