import type { ReactNode } from 'react';
import { useSharedMessages } from '../i18n/shared-catalog';
import { withClass } from './with-class';

type NoticeProps = {
  type: 'error' | 'warning' | 'info' | 'success';
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  /** The caller's own class (its spacing in a page). */
  className?: string;
};

/** An inline message (antd's Alert look): errors and warnings are announced as alerts. */
export const Notice = ({ type, title, description, action, className }: NoticeProps) => (
  <div
    className={withClass(`pt-notice pt-notice-${type}`, className)}
    role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
  >
    <div className="pt-notice-body">
      <div className={description ? 'pt-notice-title' : undefined}>{title}</div>
      {description ? <div>{description}</div> : null}
    </div>
    {action}
  </div>
);

/** A busy indicator with its label, for whole areas that are loading. */
export const Spinner = ({ label, minHeight = 240 }: { label: string; minHeight?: number | string }) => (
  <div className="pt-spinner" role="status" style={{ minHeight }}>
    <span>{label}</span>
  </div>
);

/** Grey placeholder lines while a list loads; named 'Loading' (in the portal's language) by default. */
export const SkeletonLines = ({ rows = 4, label }: { rows?: number; label?: string }) => {
  const m = useSharedMessages();
  return (
    <div className="pt-skeleton" role="status" aria-label={label ?? m('pageState.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} />
      ))}
    </div>
  );
};

export const EmptyState = ({ children }: { children: ReactNode }) => <p className="pt-empty">{children}</p>;

/** A page-sized outcome (antd's Result look): not found, could not load, not available. */
export const ResultPanel = ({
  title,
  subTitle,
  extra,
  alert = false,
}: {
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  /** Announce it: for failures that replace what the user was looking at. */
  alert?: boolean;
}) => (
  <div className="pt-result" role={alert ? 'alert' : undefined}>
    <h2 className="pt-result-title">{title}</h2>
    {subTitle ? <p className="pt-result-sub">{subTitle}</p> : null}
    {extra}
  </div>
);
