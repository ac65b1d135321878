import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';

it('runs its action when pressed, by pointer or keyboard', async () => {
  const user = userEvent.setup();
  const pressed = jest.fn();
  render(<Button onClick={pressed}>Save</Button>);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.keyboard('{Enter}');
  expect(pressed).toHaveBeenCalledTimes(2);
});

it('while loading, says it is busy and refuses presses, but keeps focus', async () => {
  const user = userEvent.setup();
  const pressed = jest.fn();
  const Saving = () => {
    const [loading, setLoading] = useState(false);
    return (
      <Button
        loading={loading}
        onClick={() => {
          pressed();
          setLoading(true);
        }}
      >
        Save
      </Button>
    );
  };
  render(<Saving />);
  const button = screen.getByRole('button', { name: 'Save' });
  await user.click(button);
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toBeEnabled();
  expect(button).toHaveFocus();
  await user.click(button);
  await user.keyboard('{Enter}');
  expect(pressed).toHaveBeenCalledTimes(1);
});

it('while loading, a submit button submits nothing', async () => {
  const user = userEvent.setup();
  const submitted = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const { rerender } = render(
    <form aria-label="Message" onSubmit={submitted}>
      <Button type="submit">Send</Button>
    </form>,
  );
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(submitted).toHaveBeenCalledTimes(1);
  rerender(
    <form aria-label="Message" onSubmit={submitted}>
      <Button type="submit" loading>
        Send
      </Button>
    </form>,
  );
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(submitted).toHaveBeenCalledTimes(1);
});

it('disabled, it is out of reach', () => {
  render(<Button disabled>Save</Button>);
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
});
