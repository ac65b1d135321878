import { type PhoneContact, profileQueryKeys } from '../../../contract';
import { aPhoneContact, CONTACT_RELATIONS } from '../../../testing/profile-fixtures';
import { apiError, apiReplies, renderWithHost } from '@portal/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneContactEditor } from './phone-contact-editor';

const setup = (contacts: PhoneContact[], routes: Record<string, (body: unknown) => unknown> = {}) => {
  let list = contacts;
  const api = apiReplies({
    'GET student/contact_list': () => ({ contactList: list }),
    'GET contact_relations': () => ({ contactRelationList: CONTACT_RELATIONS }),
    ...routes,
  });
  const setList = (next: PhoneContact[]) => {
    list = next;
  };
  return { api, setList, user: userEvent.setup({ delay: null }) };
};

const contactList = () => screen.getByRole('list', { name: 'Phone contacts' });

describe('view', () => {
  it("shows 'No records' and Add new when there are no numbers", async () => {
    setup([]);
    renderWithHost(<PhoneContactEditor />);
    expect(await screen.findByText('No records')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add new' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change primary' })).not.toBeInTheDocument();
  });

  it('lists the numbers in the spec order with their badges; the primary one has no Remove', async () => {
    setup([
      aPhoneContact({ phoneNumber: '5550000004' }),
      aPhoneContact({ isOwnPhoneNumber: false, phoneNumber: '5550000003', isEmergency: true }),
      aPhoneContact({ phoneNumber: '5550000001', isPrimary: true }),
      aPhoneContact({
        isOwnPhoneNumber: false,
        phoneNumber: '5550000002',
        relationType: 'Friend',
        name: 'Sam',
      }),
    ]);
    renderWithHost(<PhoneContactEditor />);
    await screen.findByRole('list', { name: 'Phone contacts' });
    const items = within(contactList()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('(555) 000-0001'),
      expect.stringContaining('(555) 000-0003'),
      expect.stringContaining('(555) 000-0004'),
      expect.stringContaining('(555) 000-0002'),
    ]);
    expect(within(items[0]!).getByText('Primary')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Textable')).toBeInTheDocument();
    expect(within(items[0]!).getByText('My number')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Emergency')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Mother · Anna Parker')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Remove (555) 000-0003' })).toBeInTheDocument();
  });

  it('hides Add new at 10 numbers', async () => {
    setup(Array.from({ length: 10 }, (_, i) => aPhoneContact({ phoneNumber: `555000001${i}` })));
    renderWithHost(<PhoneContactEditor />);
    await screen.findByRole('list', { name: 'Phone contacts' });
    expect(screen.queryByRole('button', { name: 'Add new' })).not.toBeInTheDocument();
  });

  it('shows 9 numbers with Add new', async () => {
    setup(Array.from({ length: 9 }, (_, i) => aPhoneContact({ phoneNumber: `555000001${i}` })));
    renderWithHost(<PhoneContactEditor />);
    expect(await screen.findByRole('button', { name: 'Add new' })).toBeInTheDocument();
  });
});

describe('add new', () => {
  it('asks for the number with the spec messages', async () => {
    const { user } = setup([]);
    renderWithHost(<PhoneContactEditor />);
    await user.click(await screen.findByRole('button', { name: 'Add new' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The phone number field is required')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Phone number' }));
    await user.paste('555123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please type in a valid 10 digits phone number')).toBeInTheDocument();
  });

  it('masks the number as (###) ###-####', async () => {
    const { user } = setup([]);
    renderWithHost(<PhoneContactEditor />);
    await user.click(await screen.findByRole('button', { name: 'Add new' }));
    await user.click(screen.getByRole('textbox', { name: 'Phone number' }));
    await user.paste('5551234567');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(555) 123-4567');
  });

  it('for an own number: no relation or name, emergency locked off, saves and returns to the new list', async () => {
    const added = aPhoneContact({ phoneNumber: '5551234567', isPrimary: true });
    const { api, user, setList } = setup([], {
      'POST student/contact/add': () => {
        setList([added]);
        return { contactList: [added] };
      },
    });
    renderWithHost(<PhoneContactEditor />);
    await user.click(await screen.findByRole('button', { name: 'Add new' }));
    expect(screen.queryByRole('textbox', { name: 'Owner name' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Emergency contact' })).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: 'Phone number' }));
    await user.paste('5551234567');
    await user.click(screen.getByRole('checkbox', { name: 'Primary number' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('list', { name: 'Phone contacts' })).toHaveTextContent('(555) 123-4567');
    expect(api.posts('student/contact/add')[0]?.body).toEqual({
      newContact: {
        phoneNumber: '5551234567',
        isOwnPhoneNumber: true,
        contactRelationId: null,
        name: null,
        isEmergency: false,
        isPrimary: true,
      },
    });
  });

  it("for someone else's number: relation and name required, primary locked off, values trimmed", async () => {
    const { api, user } = setup([], {
      'POST student/contact/add': () => ({ contactList: [] }),
    });
    renderWithHost(<PhoneContactEditor />);
    await user.click(await screen.findByRole('button', { name: 'Add new' }));
    await user.click(screen.getByRole('checkbox', { name: 'Primary number' }));
    await user.click(screen.getByRole('radio', { name: "Someone else's number" }));
    expect(screen.getByRole('checkbox', { name: 'Primary number' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Primary number' })).not.toBeChecked();
    await user.click(screen.getByRole('textbox', { name: 'Phone number' }));
    await user.paste('5559876543');
    await user.click(screen.getByRole('textbox', { name: 'Owner name' }));
    await user.paste('   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The owner relation field is required')).toBeInTheDocument();
    expect(screen.getByText('The owner name field is required')).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Owner name' }));
    await user.paste('  Anna Parker ');
    await user.click(screen.getByRole('combobox', { name: 'Owner relation' }));
    await user.click(await screen.findByTitle('Mother'));
    await user.click(screen.getByRole('checkbox', { name: 'Emergency contact' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.posts('student/contact/add')).toHaveLength(1));
    expect(api.posts('student/contact/add')[0]?.body).toEqual({
      newContact: {
        phoneNumber: '5559876543',
        isOwnPhoneNumber: false,
        contactRelationId: 1,
        name: 'Anna Parker',
        isEmergency: true,
        isPrimary: false,
      },
    });
  });

  it('switching back to an own number clears the relation, name and emergency', async () => {
    const { api, user } = setup([], { 'POST student/contact/add': () => ({ contactList: [] }) });
    renderWithHost(<PhoneContactEditor />);
    await user.click(await screen.findByRole('button', { name: 'Add new' }));
    await user.click(screen.getByRole('radio', { name: "Someone else's number" }));
    await user.click(screen.getByRole('textbox', { name: 'Owner name' }));
    await user.paste('Anna');
    await user.click(screen.getByRole('checkbox', { name: 'Emergency contact' }));
    await user.click(screen.getByRole('radio', { name: 'My own number' }));
    expect(screen.getByRole('checkbox', { name: 'Emergency contact' })).not.toBeChecked();
    await user.click(screen.getByRole('textbox', { name: 'Phone number' }));
    await user.paste('5559876543');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.posts('student/contact/add')).toHaveLength(1));
    expect(api.posts('student/contact/add')[0]?.body).toMatchObject({
      newContact: { isOwnPhoneNumber: true, name: null, contactRelationId: null, isEmergency: false },
    });
  });

  it('Cancel returns to the list without saving', async () => {
    const { api, user } = setup([aPhoneContact({ phoneNumber: '5550000001' })]);
    renderWithHost(<PhoneContactEditor />);
    await user.click(await screen.findByRole('button', { name: 'Add new' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('list', { name: 'Phone contacts' })).toBeInTheDocument();
    expect(api.posts('student/contact/add')).toHaveLength(0);
  });

  it("shows the server's error in a danger alert and returns to view", async () => {
    const { user } = setup([], {
      'POST student/contact/add': () =>
        apiError('This phone number is already in your list', { status: 409 }),
    });
    renderWithHost(<PhoneContactEditor />);
    await user.click(await screen.findByRole('button', { name: 'Add new' }));
    await user.click(screen.getByRole('textbox', { name: 'Phone number' }));
    await user.paste('5551234567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This phone number is already in your list');
    expect(screen.getByText('No records')).toBeInTheDocument();
  });
});

describe('force flags', () => {
  it('emergency: lists only emergency contacts and locks the form on an emergency contact', async () => {
    const { user } = setup([
      aPhoneContact({ phoneNumber: '5550000001', isPrimary: true }),
      aPhoneContact({ isOwnPhoneNumber: false, phoneNumber: '5550000002', isEmergency: true }),
      aPhoneContact({ isOwnPhoneNumber: false, phoneNumber: '5550000003' }),
    ]);
    renderWithHost(<PhoneContactEditor force={{ emergency: true }} />);
    await screen.findByRole('list', { name: 'Phone contacts' });
    expect(within(contactList()).getAllByRole('listitem')).toHaveLength(1);
    expect(contactList()).toHaveTextContent('(555) 000-0002');
    await user.click(screen.getByRole('button', { name: 'Add new' }));
    expect(screen.getByRole('radio', { name: "Someone else's number" })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'My own number' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Emergency contact' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Emergency contact' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Primary number' })).toBeDisabled();
  });

  it('own: lists only own numbers and locks the form on an own number', async () => {
    const { user } = setup([
      aPhoneContact({ phoneNumber: '5550000001' }),
      aPhoneContact({ isOwnPhoneNumber: false, phoneNumber: '5550000002' }),
    ]);
    renderWithHost(<PhoneContactEditor force={{ own: true }} />);
    await screen.findByRole('list', { name: 'Phone contacts' });
    expect(within(contactList()).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add new' }));
    expect(screen.getByRole('radio', { name: 'My own number' })).toBeChecked();
    expect(screen.getByRole('radio', { name: "Someone else's number" })).toBeDisabled();
  });

  it('primary: locks the primary checkbox on', async () => {
    const { user } = setup([]);
    renderWithHost(<PhoneContactEditor force={{ primary: true }} />);
    await user.click(await screen.findByRole('button', { name: 'Add new' }));
    expect(screen.getByRole('checkbox', { name: 'Primary number' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Primary number' })).toBeDisabled();
  });
});

describe('change primary', () => {
  it('is not offered when no own, non-primary, non-emergency number exists', async () => {
    setup([
      aPhoneContact({ phoneNumber: '5550000001', isPrimary: true }),
      aPhoneContact({ isOwnPhoneNumber: false, phoneNumber: '5550000002' }),
    ]);
    renderWithHost(<PhoneContactEditor />);
    await screen.findByRole('list', { name: 'Phone contacts' });
    expect(screen.queryByRole('button', { name: 'Change primary' })).not.toBeInTheDocument();
  });

  it('offers only own, non-primary numbers and makes the chosen one primary', async () => {
    const first = aPhoneContact({ phoneNumber: '5550000001', isPrimary: true });
    const second = aPhoneContact({ phoneNumber: '5550000002' });
    const { api, user } = setup(
      [first, second, aPhoneContact({ isOwnPhoneNumber: false, phoneNumber: '5550000003' })],
      {
        'POST student/contact/make_primary': () => ({ contactList: [] }),
      },
    );
    renderWithHost(<PhoneContactEditor />);
    await user.click(await screen.findByRole('button', { name: 'Change primary' }));
    const group = await screen.findByRole('radiogroup', { name: 'New primary phone number' });
    expect(within(group).getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(group).getByRole('radio'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.posts('student/contact/make_primary')).toHaveLength(1));
    expect(api.posts('student/contact/make_primary')[0]?.body).toEqual({ contactId: second.contactId });
  });

  it('clears the choice when the list drops the chosen number', async () => {
    const first = aPhoneContact({ phoneNumber: '5550000001', isPrimary: true });
    const second = aPhoneContact({ phoneNumber: '5550000002' });
    const third = aPhoneContact({ phoneNumber: '5550000003' });
    const { user } = setup([first, second, third]);
    const { queryClient } = renderWithHost(<PhoneContactEditor />);
    await user.click(await screen.findByRole('button', { name: 'Change primary' }));
    await user.click(screen.getByRole('radio', { name: /000-0002/ }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    act(() => queryClient.setQueryData(profileQueryKeys.contacts(), { contactList: [first, third] }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  });
});

describe('delete', () => {
  it('asks first, then removes the number', async () => {
    const target = aPhoneContact({ isOwnPhoneNumber: false, phoneNumber: '5550000002' });
    const { api, user } = setup([aPhoneContact({ phoneNumber: '5550000001', isPrimary: true }), target], {
      'POST student/contact/remove': () => ({ contactList: [] }),
    });
    renderWithHost(<PhoneContactEditor />);
    await user.click(await screen.findByRole('button', { name: 'Remove (555) 000-0002' }));
    expect(screen.getByText('Are you sure you want to remove this phone number?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.posts('student/contact/remove')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove (555) 000-0002' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.posts('student/contact/remove')).toHaveLength(1));
    expect(api.posts('student/contact/remove')[0]?.body).toEqual({ contactId: target.contactId });
  });

  it('returns to view when the list drops the number being removed', async () => {
    const keep = aPhoneContact({ phoneNumber: '5550000001', isPrimary: true });
    const target = aPhoneContact({ phoneNumber: '5550000002' });
    const { user } = setup([keep, target]);
    const { queryClient } = renderWithHost(<PhoneContactEditor />);
    await user.click(await screen.findByRole('button', { name: 'Remove (555) 000-0002' }));
    act(() => queryClient.setQueryData(profileQueryKeys.contacts(), { contactList: [keep] }));
    await waitFor(() =>
      expect(
        screen.queryByText('Are you sure you want to remove this phone number?'),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('list', { name: 'Phone contacts' })).toBeInTheDocument();
  });

  it('stays in add-new when it is opened while the list reloads after a removal', async () => {
    const keep = aPhoneContact({ phoneNumber: '5550000001', isPrimary: true });
    const target = aPhoneContact({ phoneNumber: '5550000002' });
    let reloads = 0;
    let release: () => void = () => undefined;
    const slowReload = new Promise<void>((resolve) => {
      release = resolve;
    });
    const user = userEvent.setup({ delay: null });
    apiReplies({
      'GET student/contact_list': async () => {
        reloads += 1;
        if (reloads === 1) return { contactList: [keep, target] };
        await slowReload;
        return { contactList: [keep] };
      },
      'GET contact_relations': () => ({ contactRelationList: CONTACT_RELATIONS }),
      'POST student/contact/remove': () => ({ contactList: [keep] }),
    });
    renderWithHost(<PhoneContactEditor />);
    await user.click(await screen.findByRole('button', { name: 'Remove (555) 000-0002' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    // The reply's list shows at once, while the list reloads.
    await user.click(await screen.findByRole('button', { name: 'Add new' }));
    act(() => release());
    await waitFor(() => expect(reloads).toBe(2));
    // The reloaded list lands meanwhile (inside act, as React's updates in a test must).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('form', { name: 'New phone contact' })).toBeInTheDocument();
  });

  it("shows the server's refusal in a danger alert", async () => {
    const { user } = setup(
      [
        aPhoneContact({ phoneNumber: '5550000001', isPrimary: true }),
        aPhoneContact({ phoneNumber: '5550000002' }),
      ],
      {
        'POST student/contact/remove': () =>
          apiError('A primary phone number cannot be removed', { status: 409 }),
      },
    );
    renderWithHost(<PhoneContactEditor />);
    await user.click(await screen.findByRole('button', { name: 'Remove (555) 000-0002' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A primary phone number cannot be removed');
  });
});
