import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSchool, renderWithHost } from '@portal/shared/testing';
import { PortalLayout } from './portal-layout';

it('keeps the skip link the first stop of the keyboard, before a notice about the whole portal', async () => {
  renderWithHost(
    <PortalLayout
      school={aSchool()}
      notice={
        <section aria-label="Builds on trial">
          <button type="button">Stop trying</button>
        </section>
      }
    />,
  );
  await userEvent.tab();
  expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Stop trying' })).toHaveFocus();
  // The notice sits above the header: the header's controls come after it.
  expect(
    screen
      .getByRole('region', { name: 'Builds on trial' })
      .compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
});
