import type { Ref, SelectHTMLAttributes } from 'react';
import { US_STATES } from '../contracts/address';
import { useFormsMessages } from '../forms/forms-catalog';
import { withClass } from '../ui-base/with-class';

export type BaseOption<V extends string | number> = { value: V; label: string };

type Props<V extends string | number> = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'children'
> & {
  options: readonly BaseOption<V>[];
  value: V | null | undefined;
  onChange: (value: V | null) => void;
  /** The choice of none, first in the list ('Choose a state'); without it, an option is always chosen. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
};

/**
 * A choice from a list, as the phone's or the desktop's own select: its list opens natively (a wheel
 * or a sheet on a phone), typing a name finds its option, and it costs no script. The options' values
 * may be numbers (an id); `onChange` gets the option's value, or null for the placeholder.
 */
export const BaseSelect = <V extends string | number>({
  options,
  value,
  onChange,
  placeholder,
  className,
  ...props
}: Props<V>) => (
  <select
    className={withClass('pt-input pt-input-block pt-select', className)}
    value={value === null || value === undefined ? '' : String(value)}
    onChange={(event) =>
      onChange(options.find((option) => String(option.value) === event.target.value)?.value ?? null)
    }
    {...props}
  >
    {placeholder === undefined ? null : <option value="">{placeholder}</option>}
    {options.map((option) => (
      <option key={option.value} value={String(option.value)}>
        {option.label}
      </option>
    ))}
  </select>
);

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));

/** A US state by name; the value is the two-letter code, '' for none (as the antd kit's StateSelect). */
export const BaseStateSelect = ({
  value,
  onChange,
  placeholder,
  ...props
}: Omit<Props<string>, 'options' | 'onChange' | 'value'> & {
  value?: string | null;
  onChange?: (code: string) => void;
}) => {
  const m = useFormsMessages();
  return (
    <BaseSelect
      {...props}
      options={STATE_OPTIONS}
      placeholder={placeholder ?? m('address.chooseState')}
      value={value || null}
      onChange={(code) => onChange?.(code ?? '')}
    />
  );
};
