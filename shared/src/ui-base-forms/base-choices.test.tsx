import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BaseCheckbox, BaseCheckboxGroup, BaseRadioGroup } from '.';

const DAYS = [
  { value: 'mon', label: 'Monday' },
  { value: 'tue', label: 'Tuesday' },
  { value: 'wed', label: 'Wednesday' },
];

const Days = ({ onChange, disabled }: { onChange: (days: string[]) => void; disabled?: boolean }) => {
  const [value, setValue] = useState<string[]>([]);
  return (
    <BaseCheckboxGroup
      aria-label="Days you are available"
      options={DAYS}
      value={value}
      disabled={disabled}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
};

const Group = ({ onChange }: { onChange: (index: number) => void }) => {
  const [value, setValue] = useState<number | null>(null);
  return (
    <BaseRadioGroup
      aria-label="Age group"
      aria-required
      options={[
        { value: 0, label: 'Children' },
        { value: 1, label: 'Adults' },
      ]}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
};

it('a checkbox is named by its words and carries the field ARIA on its input', async () => {
  const user = userEvent.setup();
  const changes: boolean[] = [];
  render(
    <BaseCheckbox aria-describedby="hint" onChange={(event) => changes.push(event.target.checked)}>
      I agree to a background check
    </BaseCheckbox>,
  );
  const box = screen.getByRole('checkbox', { name: 'I agree to a background check' });
  expect(box).toHaveAttribute('aria-describedby', 'hint');
  await user.click(screen.getByText('I agree to a background check'));
  await user.keyboard(' ');
  expect(changes).toEqual([true, false]);
});

it("a group's values keep the options' order, whatever order they were ticked in", async () => {
  const user = userEvent.setup();
  const changes: string[][] = [];
  render(<Days onChange={(days) => changes.push(days)} />);
  const group = screen.getByRole('group', { name: 'Days you are available' });
  expect(group).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Wednesday' }));
  await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
  await user.click(screen.getByRole('checkbox', { name: 'Wednesday' }));
  await user.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
  expect(changes).toEqual([['wed'], ['mon', 'wed'], ['mon'], ['mon', 'tue']]);
  expect(screen.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
});

it('a disabled group takes no change', async () => {
  const user = userEvent.setup();
  const changes: string[][] = [];
  render(<Days disabled onChange={(days) => changes.push(days)} />);
  for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  await user.click(screen.getByText('Monday'));
  expect(changes).toEqual([]);
});

it("a radio group gives the option's value, a number staying a number; the arrow keys move the choice", async () => {
  const user = userEvent.setup();
  const changes: number[] = [];
  render(<Group onChange={(index) => changes.push(index)} />);
  const group = screen.getByRole('radiogroup', { name: 'Age group' });
  expect(group).toHaveAttribute('aria-required', 'true');
  expect(screen.getByRole('radio', { name: 'Children' })).not.toBeChecked();
  await user.click(screen.getByRole('radio', { name: 'Children' }));
  await user.keyboard('{ArrowRight}');
  expect(changes).toEqual([0, 1]);
  expect(screen.getByRole('radio', { name: 'Adults' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Children' })).not.toBeChecked();
});

it('two radio groups on one page keep their choices apart', async () => {
  const user = userEvent.setup();
  render(
    <>
      <Group onChange={() => undefined} />
      <Group onChange={() => undefined} />
    </>,
  );
  const [first, second] = screen.getAllByRole('radio', { name: 'Adults' });
  await user.click(first!);
  await user.click(screen.getAllByRole('radio', { name: 'Children' })[1]!);
  expect(first).toBeChecked();
  expect(second).not.toBeChecked();
});
