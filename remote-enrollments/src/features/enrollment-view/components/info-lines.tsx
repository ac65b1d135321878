import type { InfoLine } from '../../../contract';

/** Label and value pairs as the school words them. */
export const InfoLines = ({ lines, label }: { lines: readonly InfoLine[]; label: string }) => (
  <dl className="enr-lines" aria-label={label}>
    {lines.map((line) => (
      <div key={line.label} style={{ display: 'contents' }}>
        <dt>{line.label}</dt>
        <dd>{line.value}</dd>
      </div>
    ))}
  </dl>
);
