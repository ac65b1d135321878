import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aStudent, renderWithHost } from '@portal/shared/testing';
import { AccessBanner } from './access-banner';

const NOT_VERIFIED = 'Your account is not verified, please check your email for a verification link.';
const NO_RECORD =
  "You don't have a student account, Click here to complete your student account information.";

it('shows nothing to a visitor or to a student with full access', () => {
  const { unmount } = renderWithHost(<AccessBanner />, { student: null });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  unmount();
  renderWithHost(<AccessBanner />, { student: aStudent() });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('asks an unverified student to check their e-mail', () => {
  renderWithHost(<AccessBanner />, { student: aStudent({ isVerified: false }) });
  expect(screen.getByRole('alert')).toHaveTextContent(NOT_VERIFIED);
});

it('shows both alerts for an unverified student without a record', () => {
  renderWithHost(<AccessBanner />, { student: aStudent({ isVerified: false, hasAxRecord: false }) });
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([NOT_VERIFIED, NO_RECORD]);
});

it('opens the completion modal from "Click here" when there is no student record', async () => {
  renderWithHost(<AccessBanner />, { student: aStudent({ hasAxRecord: false }) });
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(NO_RECORD);
  await userEvent.click(within(alert).getByRole('button', { name: 'Click here' }));
  const modal = await screen.findByRole('dialog', {
    name: 'Please complete your student account information',
  });
  await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
  expect(
    screen.queryByRole('dialog', { name: 'Please complete your student account information' }),
  ).not.toBeInTheDocument();
});

it('leaves a student who must complete their personal info to the completion card', () => {
  renderWithHost(<AccessBanner />, {
    student: aStudent({ requiresPersonalInfo: true, isVerified: false, hasAxRecord: false }),
  });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
