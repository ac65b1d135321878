import { aPhoneContact, CONTACT_RELATIONS } from '../../../testing/profile-fixtures';
import { apiReplies, renderWithHost } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneContactChooser } from './phone-contact-chooser';

/** Numbers '(555) 000-00NN' for contact NN. */
const numbered = (contactId: number) => ({
  contactId,
  phoneNumber: `55500000${String(contactId).padStart(2, '0')}`,
});
const ownPrimary = aPhoneContact({ ...numbered(1), isPrimary: true });
const mothersEmergency = aPhoneContact({ ...numbered(3), isOwnPhoneNumber: false, isEmergency: true });

it('lists the numbers with their badges and reports the chosen one', async () => {
  apiReplies({
    'GET student/contact_list': () => ({
      contactList: [aPhoneContact(numbered(2)), ownPrimary, mothersEmergency],
    }),
  });
  const onChange = jest.fn();
  renderWithHost(<PhoneContactChooser value={null} onChange={onChange} label="Contact for this class" />);
  const group = await screen.findByRole('radiogroup', { name: 'Contact for this class' });
  const radios = within(group).getAllByRole('radio');
  expect(radios).toHaveLength(3);
  const primary = within(group).getByRole('radio', { name: /000-0001/ });
  expect(primary.closest('label')).toHaveTextContent('Primary');
  expect(primary.closest('label')).toHaveTextContent('Textable');
  expect(
    within(group)
      .getByRole('radio', { name: /000-0003/ })
      .closest('label'),
  ).toHaveTextContent('Emergency');
  await userEvent.click(within(group).getByRole('radio', { name: /000-0002/ }));
  expect(onChange).toHaveBeenCalledWith(2);
});

it('forceEmergency: offers emergency contacts only, and a new one is chosen at once', async () => {
  const added = aPhoneContact({ ...numbered(9), isOwnPhoneNumber: false, isEmergency: true });
  let list = [ownPrimary, mothersEmergency];
  const api = apiReplies({
    'GET student/contact_list': () => ({ contactList: list }),
    'GET contact_relations': () => ({ contactRelationList: CONTACT_RELATIONS }),
    'POST student/contact/add': () => {
      list = [...list, added];
      return { contactList: list };
    },
  });
  const onChange = jest.fn();
  const user = userEvent.setup({ delay: null });
  renderWithHost(<PhoneContactChooser value={null} onChange={onChange} forceEmergency />);
  const group = await screen.findByRole('radiogroup', { name: 'Phone contact' });
  expect(within(group).getAllByRole('radio')).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Add new' }));
  expect(await screen.findByRole('checkbox', { name: 'Emergency contact' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Emergency contact' })).toBeDisabled();
  await user.click(screen.getByRole('textbox', { name: 'Phone number' }));
  await user.paste('5550000009');
  await user.click(screen.getByRole('combobox', { name: 'Owner relation' }));
  await user.click(await screen.findByTitle('Mother'));
  await user.click(screen.getByRole('textbox', { name: 'Owner name' }));
  await user.paste('Anna');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onChange).toHaveBeenCalledWith(9));
  expect(api.posts('student/contact/add')[0]?.body).toMatchObject({
    newContact: { isOwnPhoneNumber: false, isEmergency: true, isPrimary: false },
  });
});

it("says 'No records' and hides Add new at 10", async () => {
  apiReplies({ 'GET student/contact_list': () => ({ contactList: [] }) });
  const { unmount } = renderWithHost(<PhoneContactChooser value={null} onChange={jest.fn()} />);
  expect(await screen.findByText('No records')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add new' })).toBeInTheDocument();
  unmount();
  apiReplies({
    'GET student/contact_list': () => ({
      contactList: Array.from({ length: 10 }, (_, i) => aPhoneContact(numbered(i + 1))),
    }),
  });
  renderWithHost(<PhoneContactChooser value={1} onChange={jest.fn()} />);
  expect(await screen.findByRole('radio', { name: /000-0001/ })).toBeChecked();
  expect(screen.queryByRole('button', { name: 'Add new' })).not.toBeInTheDocument();
});
