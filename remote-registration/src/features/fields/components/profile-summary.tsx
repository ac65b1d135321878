import { formatPhoneNumber } from '@portal/shared';
import type { ProfileSummary } from '../../../contract';
import { Badges } from './badges';

const ROWS: [keyof Omit<ProfileSummary, 'isTextable'>, string][] = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'E-mail'],
  ['street', 'Street'],
  ['city', 'City'],
  ['county', 'County'],
  ['state', 'State'],
  ['zip', 'Zip'],
];

/** Spec 3, type 15: read-only, from the primary contact and the primary address. */
export const ProfileSummaryView = ({ summary, label }: { summary: ProfileSummary; label: string }) => (
  <dl className="reg-summary" aria-label={label}>
    {ROWS.map(([key, title]) => (
      <div key={key} style={{ display: 'contents' }}>
        <dt>{title}</dt>
        <dd>{summary[key] || '—'}</dd>
      </div>
    ))}
    <dt>Phone</dt>
    <dd>
      {summary.phone ? formatPhoneNumber(summary.phone) : '—'} <Badges textable={summary.isTextable} />
    </dd>
  </dl>
);
