import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BaseSelect, BaseStateSelect } from '.';

const SOURCES = [
  { value: 3, label: 'A friend' },
  { value: 7, label: 'Our website' },
];

const Source = ({ onChange }: { onChange: (id: number | null) => void }) => {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <label htmlFor="source">How did you hear about us?</label>
      <BaseSelect<number>
        id="source"
        placeholder="Choose one (optional)"
        value={value}
        options={SOURCES}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </>
  );
};

it('gives the chosen option its value (a number stays a number), and null for the placeholder', async () => {
  const user = userEvent.setup();
  const changes: (number | null)[] = [];
  render(<Source onChange={(id) => changes.push(id)} />);
  const select = screen.getByRole('combobox', { name: 'How did you hear about us?' });
  expect(select).toHaveDisplayValue('Choose one (optional)');
  await user.selectOptions(select, 'Our website');
  expect(select).toHaveDisplayValue('Our website');
  await user.selectOptions(select, 'Choose one (optional)');
  expect(changes).toEqual([7, null]);
});

it('offers the 49 states by name, the value the two-letter code', async () => {
  const user = userEvent.setup();
  const codes: string[] = [];
  render(
    <>
      <label htmlFor="state">State</label>
      <BaseStateSelect id="state" value="" onChange={(code) => codes.push(code)} />
    </>,
  );
  const select = screen.getByRole('combobox', { name: 'State' });
  // The placeholder, then the states.
  expect(screen.getAllByRole('option')).toHaveLength(50);
  expect(select).toHaveDisplayValue('Choose a state');
  await user.selectOptions(select, 'Illinois');
  expect(codes).toEqual(['IL']);
});
