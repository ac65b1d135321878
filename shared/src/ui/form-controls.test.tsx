import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithHost } from '../testing';
import { BirthDateSelect, DateSelect, PhoneInput, StateSelect, ZipInput } from './forms';

const Masked = ({ kind }: { kind: 'phone' | 'zip' }) => {
  const [value, setValue] = useState('');
  const Control = kind === 'phone' ? PhoneInput : ZipInput;
  return <Control aria-label={kind} value={value} onChange={setValue} />;
};

it('masks a phone number as (###) ###-#### while it is typed', async () => {
  renderWithHost(<Masked kind="phone" />);
  await userEvent.type(screen.getByRole('textbox', { name: 'phone' }), '5551234567');
  expect(screen.getByRole('textbox', { name: 'phone' })).toHaveValue('(555) 123-4567');
});

it('masks a zip code as #####-####', async () => {
  renderWithHost(<Masked kind="zip" />);
  await userEvent.type(screen.getByRole('textbox', { name: 'zip' }), '627041234');
  expect(screen.getByRole('textbox', { name: 'zip' })).toHaveValue('62704-1234');
});

it('offers the states by name and reports the code', async () => {
  const onChange = jest.fn();
  renderWithHost(<StateSelect aria-label="State" onChange={onChange} virtual={false} />);
  await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
  await userEvent.click(await screen.findByTitle('Illinois'));
  expect(onChange).toHaveBeenCalledWith('IL', expect.anything());
});

describe('the date picker', () => {
  const thisYear = new Date().getFullYear();
  const openYears = async () => {
    await userEvent.click(screen.getByRole('combobox', { name: 'Year' }));
  };

  it('stops a date of birth at this year', async () => {
    renderWithHost(<BirthDateSelect value="" onChange={jest.fn()} />);
    await openYears();
    expect(await screen.findByTitle(String(thisYear))).toBeInTheDocument();
    expect(screen.queryByTitle(String(thisYear + 1))).not.toBeInTheDocument();
  });

  it('offers later years for other dates', async () => {
    renderWithHost(<DateSelect value="" onChange={jest.fn()} />);
    await openYears();
    // Newest first: a hundred years ahead.
    expect(await screen.findByTitle(String(thisYear + 100))).toBeInTheDocument();
  });

  it("reports 'YYYY-MM-DD' once month, day and year are chosen, and keeps the value given", async () => {
    const onChange = jest.fn();
    renderWithHost(<BirthDateSelect value="2001-02-03" onChange={onChange} />);
    expect(screen.getByTitle('February')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Day' }));
    await userEvent.click(await screen.findByTitle('5'));
    expect(onChange).toHaveBeenLastCalledWith('2001-02-05');
  });
});
