import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { BaseFormField, BaseInput, BasePhoneInput, BaseTextArea } from '.';

type Values = { email: string; phone: string; comment: string };

/** The rule a form's zod schema would give: the e-mail is required. */
const resolver: Resolver<Values> = (values): ResolverResult<Values> =>
  values.email !== ''
    ? { values, errors: {} }
    : { values: {}, errors: { email: { type: 'required', message: 'Type in your email address' } } };

const Message = ({ disabled = false }: { disabled?: boolean }) => {
  const { control, handleSubmit } = useForm<Values>({
    defaultValues: { email: '', phone: '', comment: '' },
    resolver,
  });
  return (
    <form aria-label="Message" noValidate onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
      <BaseFormField
        control={control}
        name="email"
        label="E-mail"
        required
        render={(field) => <BaseInput {...field} type="email" disabled={disabled} />}
      />
      <BaseFormField
        control={control}
        name="phone"
        label="Phone (optional)"
        render={(field) => <BasePhoneInput {...field} />}
      />
      <BaseFormField
        control={control}
        name="comment"
        label="Comment"
        maxLength={20}
        render={(field) => <BaseTextArea {...field} rows={3} />}
      />
      <button type="submit">Send</button>
    </form>
  );
};

it('names each input by its label, and a required one says so', () => {
  render(<Message />);
  expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeRequired();
  expect(screen.getByRole('textbox', { name: 'Phone (optional)' })).not.toBeRequired();
  expect(screen.getByText('E-mail')).toHaveClass('pt-label-required');
});

it("shows a refused field's message under it, marks the input invalid and describes it by the message", async () => {
  const user = userEvent.setup();
  render(<Message />);
  const email = screen.getByRole('textbox', { name: 'E-mail' });
  expect(email).toHaveAttribute('aria-invalid', 'false');
  expect(email).not.toHaveAttribute('aria-describedby');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Type in your email address')).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription('Type in your email address');
  await user.type(email, 'vera@example.com');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.queryByText('Type in your email address')).not.toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'false');
});

it("masks a phone number as it is typed, '(###) ###-####'", async () => {
  const user = userEvent.setup();
  render(<Message />);
  const phone = screen.getByRole('textbox', { name: 'Phone (optional)' });
  await user.type(phone, '555123456789');
  expect(phone).toHaveValue('(555) 123-4567');
  expect(phone).toHaveAttribute('type', 'tel');
});

it('counts the characters of a text area against its limit, and stops typing there', async () => {
  const user = userEvent.setup();
  render(<Message />);
  expect(screen.getByText('0 / 20')).toBeInTheDocument();
  const comment = screen.getByRole('textbox', { name: 'Comment' });
  await user.type(comment, 'Hello');
  expect(screen.getByText('5 / 20')).toBeInTheDocument();
  await user.type(comment, ' and welcome to the portal');
  expect(comment).toHaveValue('Hello and welcome to');
  expect(screen.getByText('20 / 20')).toBeInTheDocument();
});

it('keeps a disabled input out of reach', () => {
  render(<Message disabled />);
  expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
});
