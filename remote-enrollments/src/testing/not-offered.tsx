import { aStudent, apiError, apiReplies, renderWithHost } from '@portal/shared/testing';
import type { HostRenderOptions } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders a page for a student whose school's system lacks the page's call: it answers `status`. */
export const renderWithoutCall = (
  call: string,
  status: number,
  page: ReactElement,
  options: HostRenderOptions = {},
) => {
  apiReplies({ [call]: () => apiError('Not found', { status }) });
  return renderWithHost(page, { student: aStudent(), ...options });
};

/**
 * The page says the call is not offered, in its own words, where a missing call would otherwise read
 * "{what} not found"; its heading stays.
 */
export const expectNotOffered = async ({
  sentence,
  notFound,
  heading,
}: {
  sentence: string;
  notFound: string;
  heading: string;
}) => {
  expect(await screen.findByText(sentence)).toBeInTheDocument();
  expect(screen.queryByText(notFound)).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
};
