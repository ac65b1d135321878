import { Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useFormsMessages } from '../forms/forms-catalog';
import { daysInMonth, fromIsoDate, toIsoDate, yearOptions, type DateParts } from '../forms/date-parts';

/** The months in order, by their messages' ids. */
const MONTHS = [
  'months.january',
  'months.february',
  'months.march',
  'months.april',
  'months.may',
  'months.june',
  'months.july',
  'months.august',
  'months.september',
  'months.october',
  'months.november',
  'months.december',
] as const;

const PART_LABELS = { month: 'date.month', day: 'date.day', year: 'date.year' } as const satisfies Record<
  keyof DateParts,
  string
>;

type Props = {
  id?: string;
  /** 'YYYY-MM-DD', or '' until month, day and year are all chosen. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** A date of birth: the years stop at this year. */
  birthDate?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * The spec's date picker (section 5): month, day (only the chosen month's days) and year, from 100
 * years before to 100 after this year; a date of birth stops at this year.
 */
export const DateSelect = ({ id, value, onChange, onBlur, birthDate = false, ...aria }: Props) => {
  const m = useFormsMessages();
  const [parts, setParts] = useState<DateParts>(() => fromIsoDate(value));
  const years = useMemo(() => yearOptions(new Date().getFullYear(), { birthDate }), [birthDate]);
  const dayCount = daysInMonth(parts.year, parts.month);

  const update = (change: Partial<DateParts>) => {
    const next = { ...parts, ...change };
    if (next.day !== null && next.day > daysInMonth(next.year, next.month)) next.day = null;
    setParts(next);
    onChange(toIsoDate(next));
  };

  /** One part's select: searchable by its label, set on change, the form told of a blur. */
  const partSelect = (part: keyof DateParts, options: { label: string; value: number }[], width: string) => (
    <Select
      aria-label={m(PART_LABELS[part])}
      placeholder={m(PART_LABELS[part])}
      showSearch
      optionFilterProp="label"
      value={parts[part] ?? undefined}
      onChange={(chosen: number) => update({ [part]: chosen })}
      onBlur={onBlur}
      options={options}
      style={{ width }}
      // Each part is drawn as invalid when the date is (outside a form item too, which would say so).
      status={aria['aria-invalid'] ? 'error' : undefined}
      // The month comes first: the field's label and its error name it.
      {...(part === 'month' ? { id, ...aria } : {})}
    />
  );

  return (
    <Space.Compact block>
      {partSelect(
        'month',
        MONTHS.map((month, index) => ({ label: m(month), value: index + 1 })),
        '40%',
      )}
      {partSelect(
        'day',
        Array.from({ length: dayCount }, (_, index) => ({ label: String(index + 1), value: index + 1 })),
        '25%',
      )}
      {partSelect(
        'year',
        years.map((year) => ({ label: String(year), value: year })),
        '35%',
      )}
    </Space.Compact>
  );
};

/** The date of birth: the date picker with years capped at this year. */
export const BirthDateSelect = (props: Omit<Props, 'birthDate'>) => <DateSelect {...props} birthDate />;
