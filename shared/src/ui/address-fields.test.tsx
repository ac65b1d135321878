import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEventHandler, ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { addressFieldRules, phoneNumberField } from '../contracts';
import { fieldMessages } from '../forms/field-rules';
import { renderWithHost } from '../testing';
import * as z from '../zod';
import { AddressFields, EMPTY_ADDRESS_PHONE, Form, PhoneField, PhoneFields } from './forms';

/** zodResolver's work, for a form's schema (shared does not depend on @hookform/resolvers). */
const resolverFor =
  <T extends FieldValues>(schema: z.ZodMiniType): Resolver<T> =>
  (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data as T, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [path, message] of Object.entries(fieldMessages(schema, values))) {
      const keys = path.split('.');
      let node = errors;
      for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
      node[keys.at(-1)!] = { type: 'schema', message };
    }
    return { values: {}, errors } as ReturnType<Resolver<T>>;
  };

const Frame = ({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) => (
  <form aria-label={label} noValidate onSubmit={onSubmit}>
    <Form component={false} layout="vertical">
      {children}
    </Form>
    <button type="submit">Save</button>
  </form>
);

const chooseState = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(screen.getByRole('combobox', { name: 'State' }));
  await user.click(await screen.findByTitle(name));
};

describe('the account forms (sign-up, completion): AddressFields and PhoneFields by their default names', () => {
  // The account forms' rules, as the shell's sign-up and completion schemas spread them.
  const address = addressFieldRules();
  const schema = z.object({
    addressStreet: address.street,
    addressCity: address.city,
    addressCounty: address.county,
    addressState: address.state,
    addressZip: address.zip,
    phoneNumber: phoneNumberField(),
    phoneNumberTexting: z.boolean(),
  });
  type Values = z.input<typeof schema>;

  const AccountForm = ({ onSave, disabled }: { onSave: (values: Values) => void; disabled?: boolean }) => {
    const form = useForm<Values>({
      resolver: resolverFor(schema),
      defaultValues: EMPTY_ADDRESS_PHONE,
    });
    return (
      <FormProvider {...form}>
        <form aria-label="Account" noValidate onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
          <Form component={false} layout="vertical" disabled={disabled}>
            <AddressFields />
            <PhoneFields />
          </Form>
          <button type="submit">Save</button>
        </form>
      </FormProvider>
    );
  };

  it("gives the spec's messages, masks zip and phone, and sends the checked values", async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = jest.fn();
    renderWithHost(<AccountForm onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      'Type in your street address',
      'Type in your city',
      'Type in your state',
      'Type in your zip code',
      'Type in your phone number',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'County' })).toHaveAttribute('aria-invalid', 'false');

    await user.type(screen.getByRole('textbox', { name: 'Street address' }), '  12 Harbor Road ');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Riverbend');
    await chooseState(user, 'Ohio');
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '430151234');
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveValue('43015-1234');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '614555');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Type in a valid phone number')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '0199');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(614) 555-0199');
    await user.click(screen.getByRole('checkbox', { name: /I can receive text messages on this number/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      addressStreet: '12 Harbor Road',
      addressCity: 'Riverbend',
      addressCounty: '',
      addressState: 'OH',
      addressZip: '43015-1234',
      phoneNumber: '6145550199',
      phoneNumberTexting: false,
    });
  });

  it('stops each text at its limit and completes like an address and a phone number', () => {
    renderWithHost(<AccountForm onSave={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveAttribute('maxLength', '200');
    expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveAttribute(
      'autoComplete',
      'street-address',
    );
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('maxLength', '50');
    expect(screen.getByRole('textbox', { name: 'County' })).toHaveAttribute('maxLength', '50');
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveAttribute('autoComplete', 'postal-code');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute(
      'placeholder',
      '(###) ###-####',
    );
  });

  it("follows antd's Form disabled around it", () => {
    renderWithHost(<AccountForm onSave={jest.fn()} disabled />);
    const form = screen.getByRole('form', { name: 'Account' });
    for (const name of ['Street address', 'City', 'County', 'Zip code', 'Phone number']) {
      expect(within(form).getByRole('textbox', { name })).toBeDisabled();
    }
    expect(within(form).getByRole('combobox', { name: 'State' })).toBeDisabled();
  });
});

describe("a form's own names, labels and layout (the profile's new address)", () => {
  const rules = addressFieldRules({
    street: 'The address street field is required',
    city: 'The address city field is required',
    state: 'The address state field is required',
    zip: 'The address zip field is required',
    zipInvalid: 'Type in your zip code',
  });
  const schema = z.object({
    street: rules.street,
    city: rules.city,
    county: rules.county,
    // No state chosen yet is null: the state's message says so.
    stateCode: z.pipe(z.nullable(z.string()), rules.state),
    zip: rules.zip,
  });
  type Values = { street: string; city: string; county: string; stateCode: string | null; zip: string };

  const NewAddress = ({ onSave }: { onSave: (values: Values) => void }) => {
    const { control, handleSubmit } = useForm<Values>({
      resolver: resolverFor(schema),
      defaultValues: { street: '', city: '', county: '', stateCode: null, zip: '' },
    });
    return (
      <Frame label="New address" onSubmit={(event) => void handleSubmit(onSave)(event)}>
        <AddressFields
          control={control}
          names={{ street: 'street', city: 'city', county: 'county', state: 'stateCode', zip: 'zip' }}
          labels={{ street: 'Street', county: 'County (optional)', zip: 'Zip' }}
          columns={{ city: 12, county: 12, state: 12, zip: 12 }}
          statePlaceholder="Select a state"
        />
      </Frame>
    );
  };

  it('asks in its order with its labels, side by side after the street, in its words', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = jest.fn();
    renderWithHost(<NewAddress onSave={onSave} />);
    const form = screen.getByRole('form', { name: 'New address' });
    expect(
      within(form)
        .getAllByRole('textbox')
        .map((input) => input.getAttribute('id')),
    ).toEqual([
      screen.getByRole('textbox', { name: 'Street' }).id,
      screen.getByRole('textbox', { name: 'City' }).id,
      screen.getByRole('textbox', { name: 'County (optional)' }).id,
      screen.getByRole('textbox', { name: 'Zip' }).id,
    ]);
    expect(screen.getByText('Select a state')).toBeInTheDocument();
    // The street has a line of its own; city, county, state and zip two to a line.
    expect(screen.getByRole('textbox', { name: 'Street' }).closest('.ant-col-sm-12')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'City' }).closest('.ant-col-sm-12')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      'The address street field is required',
      'The address city field is required',
      'The address state field is required',
      'The address zip field is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByRole('textbox', { name: 'Street' }), '12 Elm Street');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Springfield');
    await chooseState(user, 'Illinois');
    await user.type(screen.getByRole('textbox', { name: 'Zip' }), '62704');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        { street: '12 Elm Street', city: 'Springfield', county: '', stateCode: 'IL', zip: '62704' },
        expect.anything(),
      ),
    );
  });
});

describe('a billing address and phone (payments): nested names, no county, a text zip, digits only', () => {
  type Values = {
    billing: { address: string; city: string; state: string | null; zipCode: string; phone: string };
  };
  const schema = z.object({
    billing: z.object({
      address: z.string().check(z.minLength(1, 'The field is required')),
      city: z.string(),
      state: z.nullable(z.string()),
      zipCode: z.string(),
      phone: z.string().check(z.minLength(7, 'Use at least 7 digits')),
    }),
  });

  const Billing = ({ disabled = false }: { disabled?: boolean }) => {
    const { control, handleSubmit } = useForm<Values>({
      resolver: resolverFor(schema),
      defaultValues: { billing: { address: '', city: '', state: null, zipCode: '', phone: '' } },
    });
    return (
      <Frame label="Billing info" onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
        <AddressFields
          control={control}
          names={{
            street: 'billing.address',
            city: 'billing.city',
            state: 'billing.state',
            zip: 'billing.zipCode',
          }}
          labels={{ street: 'Address', zip: 'Billing zip code' }}
          maxLengths={{ street: 250, city: 50, zip: 20 }}
          zipFormat="text"
          columns={{ city: 10, state: 7, zip: 7 }}
          autoCompleteSection="billing"
          disabled={disabled}
        />
        <PhoneField
          control={control}
          name="billing.phone"
          label="Phone"
          format="digits"
          autoCompleteSection="billing"
          disabled={disabled}
        />
      </Frame>
    );
  };

  it('asks only for the parts it names, with its limits and the billing autocomplete', () => {
    renderWithHost(<Billing />);
    expect(screen.queryByRole('textbox', { name: /County/ })).not.toBeInTheDocument();
    const street = screen.getByRole('textbox', { name: 'Address' });
    expect(street).toHaveAttribute('maxLength', '250');
    expect(street).toHaveAttribute('autoComplete', 'billing street-address');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute(
      'autoComplete',
      'billing address-level2',
    );
    expect(screen.getByRole('textbox', { name: 'Billing zip code' })).toHaveAttribute('maxLength', '20');
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAttribute('maxLength', '10');
    expect(phone).toHaveAttribute('autoComplete', 'billing tel-national');
    expect(phone).not.toHaveAttribute('placeholder');
  });

  it('keeps a text zip as typed and a phone to its digits; the messages come from the schema', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithHost(<Billing />);
    await user.type(screen.getByRole('textbox', { name: 'Billing zip code' }), 'K1A 0B1');
    expect(screen.getByRole('textbox', { name: 'Billing zip code' })).toHaveValue('K1A 0B1');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '(555) 12');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('55512');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The field is required')).toBeInTheDocument();
    expect(screen.getByText('Use at least 7 digits')).toBeInTheDocument();
  });

  it('disables every part when told to', () => {
    renderWithHost(<Billing disabled />);
    for (const name of ['Address', 'City', 'Billing zip code', 'Phone']) {
      expect(screen.getByRole('textbox', { name })).toBeDisabled();
    }
    expect(screen.getByRole('combobox', { name: 'State' })).toBeDisabled();
  });
});
