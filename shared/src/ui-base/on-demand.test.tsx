import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyOnDemand, ON_DEMAND_FAILED, OnDemand } from './on-demand';

const Form = ({ title }: { title: string }) => <form aria-label={title} />;

it('shows its placeholder while the code loads, then the part', async () => {
  let arrive: () => void = () => undefined;
  const Part = lazyOnDemand(
    () =>
      new Promise<{ default: typeof Form }>((resolve) => {
        arrive = () => resolve({ default: Form });
      }),
  );
  render(
    <OnDemand label="Loading the form">
      <Part title="Edit profile" />
    </OnDemand>,
  );
  expect(screen.getByRole('status', { name: 'Loading the form' })).toBeInTheDocument();
  arrive();
  expect(await screen.findByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('shows a failed load in its place only, and Retry fetches the code again', async () => {
  const user = userEvent.setup();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let online = false;
  let attempts = 0;
  const Part = lazyOnDemand(() => {
    attempts += 1;
    return online ? Promise.resolve({ default: Form }) : Promise.reject(new Error('Loading chunk 12 failed'));
  });
  render(
    <main>
      <h2>Profile</h2>
      <OnDemand label="Loading the form">
        <Part title="Edit profile" />
      </OnDemand>
    </main>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(ON_DEMAND_FAILED);
  expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  const failedAttempts = attempts;
  online = true;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
  expect(attempts).toBe(failedAttempts + 1);
});
