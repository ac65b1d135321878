import { clampPercent, progressLabelInside } from '../../../contract';

const RADIUS = 52;

/** What a progress bar of 0 to 100 says to assistive technology. */
const progressbarProps = (value: number) =>
  ({
    role: 'progressbar',
    'aria-valuemin': 0,
    'aria-valuemax': 100,
    'aria-valuenow': value,
    'aria-valuetext': `${value}%`,
  }) as const;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Percent complete as a ring (spec 2.7), read out as a progress bar. */
export const RadialProgress = ({ percent, label }: { percent: number; label: string }) => {
  const value = clampPercent(percent);
  return (
    <svg className="enr-radial" viewBox="0 0 120 120" {...progressbarProps(value)} aria-label={label}>
      <circle cx="60" cy="60" r={RADIUS} fill="none" stroke="#f0f0f0" strokeWidth="12" />
      <circle
        cx="60"
        cy="60"
        r={RADIUS}
        fill="none"
        stroke="#1668dc"
        strokeWidth="12"
        strokeLinecap="round"
        strokeDasharray={`${(value / 100) * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
        transform="rotate(-90 60 60)"
      />
      <text x="60" y="60" textAnchor="middle" dominantBaseline="central" aria-hidden="true">
        {value}%
      </text>
    </svg>
  );
};

/** A labelled bar; its percentage sits inside the bar from 25% on, beside it below (spec 9). */
export const ProgressBar = ({
  label,
  percent,
  kind,
}: {
  label: string;
  percent: number;
  kind: 'completed' | 'expected';
}) => {
  const value = clampPercent(percent);
  const inside = progressLabelInside(value);
  const id = `enr-bar-${kind}`;
  return (
    <div>
      <span className="enr-bar-label" id={id}>
        {label}
      </span>
      <div className="enr-bar" {...progressbarProps(value)} aria-labelledby={id}>
        <div
          className={`enr-bar-fill enr-bar-fill-${kind}`}
          style={{ width: `${value}%` }}
          data-testid={`${kind}-fill`}
        >
          {inside ? <span className="enr-bar-inside">{value}%</span> : null}
        </div>
        {inside ? null : <span className="enr-bar-outside">{value}%</span>}
      </div>
    </div>
  );
};
