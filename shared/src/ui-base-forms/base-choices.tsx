import { useId, type HTMLAttributes, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { withClass } from '../ui-base/with-class';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** The words beside the box: its label. */
  children?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A box the browser draws (a checkbox or a radio button) with its words, which label it. */
const Choice = ({ type, children, className, ...props }: CheckboxProps & { type: 'checkbox' | 'radio' }) => (
  <label className={withClass('pt-check', className)}>
    <input type={type} className="pt-check-input" {...props} />
    {children === undefined ? null : <span>{children}</span>}
  </label>
);

/**
 * A checkbox and its words, the box drawn by the browser in the kit's colour: it costs no script,
 * and a screen reader, a keyboard and a phone treat it as they treat any checkbox. Props go to the
 * input (`checked`, `onChange`, the field's ARIA).
 */
export const BaseCheckbox = (props: CheckboxProps) => <Choice type="checkbox" {...props} />;

/** An option of a group: its value and its words (a select's options fit). */
export type ChoiceOption<V extends string | number> = { value: V; label: ReactNode };

/** What a group of options takes besides its own: the group's name, state and ARIA go to its box. */
type GroupProps<V extends string | number> = Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue' | 'role'
> & {
  options: readonly ChoiceOption<V>[];
  disabled?: boolean;
};

/**
 * One of a few options, each a radio button the browser draws: the arrow keys move through them, as
 * in any radio group. `value` is the chosen option's, or null for none yet.
 */
export const BaseRadioGroup = <V extends string | number>({
  options,
  value,
  onChange,
  disabled,
  className,
  ...group
}: GroupProps<V> & { value: V | null; onChange: (value: V) => void }) => {
  const name = useId();
  return (
    <div role="radiogroup" className={withClass('pt-check-group', className)} {...group}>
      {options.map((option) => (
        <Choice
          key={option.value}
          type="radio"
          name={name}
          checked={value === option.value}
          disabled={disabled}
          onChange={() => onChange(option.value)}
        >
          {option.label}
        </Choice>
      ))}
    </div>
  );
};

/**
 * Any of a few options, each a checkbox. `onChange` gets the chosen values in the options' order,
 * whatever order they were ticked in.
 */
export const BaseCheckboxGroup = <V extends string | number>({
  options,
  value,
  onChange,
  disabled,
  className,
  ...group
}: GroupProps<V> & { value: readonly V[]; onChange: (value: V[]) => void }) => {
  const toggled = (changed: V, checked: boolean) =>
    options
      .map((option) => option.value)
      .filter((each) => (each === changed ? checked : value.includes(each)));
  return (
    <div role="group" className={withClass('pt-check-group', className)} {...group}>
      {options.map((option) => (
        <BaseCheckbox
          key={option.value}
          checked={value.includes(option.value)}
          disabled={disabled}
          onChange={(event) => onChange(toggled(option.value, event.target.checked))}
        >
          {option.label}
        </BaseCheckbox>
      ))}
    </div>
  );
};
