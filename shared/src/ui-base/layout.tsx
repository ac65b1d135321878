import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { withClass } from './with-class';

/** A white, rounded panel; `size="small"` has the tighter padding. */
export const Card = ({
  size = 'default',
  cover,
  className,
  children,
  ...rest
}: HTMLAttributes<HTMLElement> & { size?: 'default' | 'small'; cover?: ReactNode }) => (
  <article className={withClass(size === 'small' ? 'pt-card pt-card-sm' : 'pt-card', className)} {...rest}>
    {cover}
    <div className="pt-card-body">{children}</div>
  </article>
);

type Columns = { sm?: number; md?: number; lg?: number; xl?: number; xxl?: number };

/** A responsive grid list (breakpoints 576/768/992/1200/1600, as antd's). */
export const GridList = ({
  columns,
  label,
  children,
}: {
  columns: Columns;
  label?: string;
  children: ReactNode;
}) => {
  const style = Object.fromEntries(
    Object.entries(columns).map(([size, count]) => [`--pt-cols-${size}`, String(count)]),
  ) as CSSProperties;
  return (
    <ul className="pt-grid" style={style} aria-label={label}>
      {children}
    </ul>
  );
};

export const Heading = ({
  level,
  className,
  children,
  ...rest
}: HTMLAttributes<HTMLHeadingElement> & { level: 1 | 2 | 3 | 4 }) => {
  const Tag = `h${level}` as const;
  return (
    <Tag className={withClass('pt-h', className)} {...rest}>
      {children}
    </Tag>
  );
};
