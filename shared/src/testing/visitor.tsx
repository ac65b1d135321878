import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderWithHost } from './render-with-host';

/** Shell spec section 8, written out here so that a changed constant fails the tests. */
const SIGN_IN_ASKED = "You're not authorized to view this information, please sign in to continue.";

/**
 * Renders a student's own page for a visitor and checks that it asks them to sign in (the spec's
 * restricted-content notice); the test goes on with whatever else the page shows a visitor.
 */
export const expectSignInAsked = (page: ReactElement) => {
  const view = renderWithHost(page, { student: null });
  expect(screen.getByText(SIGN_IN_ASKED)).toBeInTheDocument();
  return view;
};
