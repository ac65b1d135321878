import type { CSSProperties, ReactNode } from 'react';

/** A table's head: one header cell a column, each naming the cells below it. */
export const ColumnHeads = ({ columns }: { columns: readonly string[] }) => (
  <thead>
    <tr>
      {columns.map((column) => (
        <th key={column} scope="col">
          {column}
        </th>
      ))}
    </tr>
  </thead>
);

/**
 * A table of this remote's: named by its caption (hidden, read by screen readers) and by its own
 * scrolling box (phones), which is focusable so that keyboard users can scroll it too
 * (axe: scrollable-region-focusable). `children` are its body and foot.
 */
export const DataTable = ({
  caption,
  columns,
  style,
  children,
}: {
  caption: string;
  columns: readonly string[];
  style?: CSSProperties;
  children: ReactNode;
}) => (
  <div className="enr-table-wrap" role="region" aria-label={caption} tabIndex={0} style={style}>
    <table className="enr-table">
      <caption className="enr-visually-hidden">{caption}</caption>
      <ColumnHeads columns={columns} />
      {children}
    </table>
  </div>
);
