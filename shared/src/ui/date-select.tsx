import { Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { daysInMonth, fromIsoDate, toIsoDate, yearOptions, type DateParts } from '../forms/date-parts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

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
  const [parts, setParts] = useState<DateParts>(() => fromIsoDate(value));
  const years = useMemo(() => yearOptions(new Date().getFullYear(), { birthDate }), [birthDate]);
  const dayCount = daysInMonth(parts.year, parts.month);

  const update = (change: Partial<DateParts>) => {
    const next = { ...parts, ...change };
    if (next.day !== null && next.day > daysInMonth(next.year, next.month)) next.day = null;
    setParts(next);
    onChange(toIsoDate(next));
  };

  return (
    <Space.Compact block>
      <Select
        id={id}
        aria-label="Month"
        placeholder="Month"
        showSearch
        optionFilterProp="label"
        value={parts.month ?? undefined}
        onChange={(month: number) => update({ month })}
        onBlur={onBlur}
        options={MONTHS.map((label, index) => ({ label, value: index + 1 }))}
        style={{ width: '40%' }}
        {...aria}
      />
      <Select
        aria-label="Day"
        placeholder="Day"
        showSearch
        optionFilterProp="label"
        value={parts.day ?? undefined}
        onChange={(day: number) => update({ day })}
        onBlur={onBlur}
        options={Array.from({ length: dayCount }, (_, index) => ({
          label: String(index + 1),
          value: index + 1,
        }))}
        style={{ width: '25%' }}
      />
      <Select
        aria-label="Year"
        placeholder="Year"
        showSearch
        optionFilterProp="label"
        value={parts.year ?? undefined}
        onChange={(year: number) => update({ year })}
        onBlur={onBlur}
        options={years.map((year) => ({ label: String(year), value: year }))}
        style={{ width: '35%' }}
      />
    </Space.Compact>
  );
};

/** The date of birth: the date picker with years capped at this year. */
export const BirthDateSelect = (props: Omit<Props, 'birthDate'>) => <DateSelect {...props} birthDate />;
