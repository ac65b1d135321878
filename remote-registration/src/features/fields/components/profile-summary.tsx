import { formatPhoneNumber } from '@portal/shared';
import type { ProfileSummary } from '../../../contract';
import { useFieldsMessages, type FieldsMessageId } from '../messages/catalog';
import { Badges } from './badges';

const ROWS: [keyof Omit<ProfileSummary, 'isTextable'>, FieldsMessageId][] = [
  ['firstName', 'summary.firstName'],
  ['lastName', 'summary.lastName'],
  ['email', 'summary.email'],
  ['street', 'summary.street'],
  ['city', 'summary.city'],
  ['county', 'summary.county'],
  ['state', 'summary.state'],
  ['zip', 'summary.zip'],
];

/** Spec 3, type 15: read-only, from the primary contact and the primary address. */
export const ProfileSummaryView = ({ summary, label }: { summary: ProfileSummary; label: string }) => {
  const m = useFieldsMessages();
  return (
    <dl className="reg-summary" aria-label={label}>
      {ROWS.map(([key, title]) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt>{m(title)}</dt>
          <dd>{summary[key] || '—'}</dd>
        </div>
      ))}
      <dt>{m('summary.phone')}</dt>
      <dd>
        {summary.phone ? formatPhoneNumber(summary.phone) : '—'} <Badges textable={summary.isTextable} />
      </dd>
    </dl>
  );
};
