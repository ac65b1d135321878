import { render, screen, waitFor } from '@testing-library/react';
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
  expect(attempts).toBe(1);
  online = true;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
  expect(attempts).toBe(2);
});

it('fetches once per Retry while the network stays down, and shows the failure each time', async () => {
  const user = userEvent.setup();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let attempts = 0;
  // A failure that takes a while, as a dropped connection does: the renderer draws the part again when it
  // settles, and that render must show the failure, not start the next fetch.
  const Part = lazyOnDemand(() => {
    attempts += 1;
    return new Promise<{ default: typeof Form }>((_, reject) =>
      setTimeout(() => reject(new Error('Loading chunk 12 failed')), 5),
    );
  });
  render(
    <OnDemand label="Loading the form">
      <Part title="Edit profile" />
    </OnDemand>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(ON_DEMAND_FAILED);
  expect(attempts).toBe(1);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(attempts).toBe(2));
  expect(await screen.findByRole('alert')).toHaveTextContent(ON_DEMAND_FAILED);
  // Settled on the failure: no fetch after it.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(attempts).toBe(2);
});

it('keeps a part that loaded when another part is retried', async () => {
  const user = userEvent.setup();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let loads = 0;
  const Loaded = lazyOnDemand(() => {
    loads += 1;
    return Promise.resolve({ default: Form });
  });
  let online = false;
  const Failing = lazyOnDemand(() =>
    online ? Promise.resolve({ default: Form }) : Promise.reject(new Error('Loading chunk 13 failed')),
  );
  render(
    <>
      <OnDemand label="Loading the details">
        <Loaded title="Details" />
      </OnDemand>
      <OnDemand label="Loading the address">
        <Failing title="Address" />
      </OnDemand>
    </>,
  );
  expect(await screen.findByRole('form', { name: 'Details' })).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent(ON_DEMAND_FAILED);
  online = true;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('form', { name: 'Address' })).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Details' })).toBeInTheDocument();
  expect(loads).toBe(1);
});
