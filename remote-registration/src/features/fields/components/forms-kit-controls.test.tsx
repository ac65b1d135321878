import { renderWithHost } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTROL_TYPE, profileSummary, type FieldValue, type RegistrationField } from '../../../contract';
import { aPlainField } from '../../../testing/registration-fixtures';
import { FieldControl } from './field-control';

const summary = profileSummary({ firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.test' }, [], []);

const renderField = (field: RegistrationField, value: FieldValue = null) => {
  const onChange = jest.fn();
  renderWithHost(
    <FieldControl
      field={field}
      value={value}
      error={undefined}
      onChange={onChange}
      contacts={[]}
      addresses={[]}
      summary={summary}
      onListsChanged={() => undefined}
      disabled={false}
    />,
  );
  return { onChange, user: userEvent.setup({ delay: null }) };
};

it("draws a date's parts from the forms kit once it is in, a placeholder until then", async () => {
  const { onChange, user } = renderField(
    aPlainField({
      studentRegistrationFieldId: 7,
      controlType: CONTROL_TYPE.date,
      controlLabel: 'Start date',
    }),
    '2031-02-03',
  );
  expect(screen.getByRole('status', { name: 'Loading this field' })).toBeInTheDocument();
  const date = screen.getByRole('group', { name: 'Start date' });
  expect(await within(date).findByRole('combobox', { name: 'Month' })).toBeInTheDocument();
  expect(within(date).getByRole('combobox', { name: 'Year' })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading this field' })).not.toBeInTheDocument();
  await user.click(within(date).getByRole('combobox', { name: 'Day' }));
  await user.click(await screen.findByTitle('5'));
  expect(onChange).toHaveBeenLastCalledWith(7, '2031-02-05');
});

it('draws the list of several choices from the forms kit, with the choices the field offers', async () => {
  const { onChange, user } = renderField(
    aPlainField({
      studentRegistrationFieldId: 8,
      controlType: CONTROL_TYPE.multiSelect,
      controlLabel: 'Interests',
      controlOptions: ['Evening classes', 'Weekend classes'],
    }),
  );
  expect(screen.getByRole('status', { name: 'Loading this field' })).toBeInTheDocument();
  const list = await screen.findByRole('combobox', { name: 'Interests' });
  await user.click(list);
  await user.click(await screen.findByTitle('Weekend classes'));
  expect(onChange).toHaveBeenLastCalledWith(8, ['Weekend classes']);
});

it('draws the base kit controls at once, with no placeholder', () => {
  renderField(
    aPlainField({
      controlType: CONTROL_TYPE.dropdown,
      controlLabel: 'Shirt size',
      controlOptions: ['S', 'M'],
    }),
  );
  expect(screen.getByRole('combobox')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
