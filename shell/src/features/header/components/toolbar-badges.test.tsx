import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from '@portal/shared/testing';
import { DocumentsBadge, PendingFormsBadge } from './toolbar-badges';

const forms = [
  { title: 'Welding Fundamentals', venueType: 'CLASS' as const, venueId: 11, registrationInfoId: 31 },
  { title: 'Welding Technician Certificate', venueType: 'PATH' as const, venueId: 1, registrationInfoId: 32 },
];

describe('pending registration forms', () => {
  it('shows nothing without pending forms', () => {
    renderWithHost(<PendingFormsBadge forms={[]} />);
    expect(screen.queryByRole('button', { name: /Pending registration forms/ })).not.toBeInTheDocument();
  });

  it('counts the forms and opens the registration slide-out of the one viewed', async () => {
    const { host } = renderWithHost(<PendingFormsBadge forms={forms} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pending registration forms, 2' }));
    const popover = await screen.findByRole('dialog', { name: 'Pending registration forms' });
    expect(within(popover).getByText('Welding Technician Certificate')).toBeInTheDocument();
    await userEvent.click(within(popover).getByRole('button', { name: 'View Welding Fundamentals' }));
    expect(host.openSlideOut).toHaveBeenCalledWith('registration', {
      venueType: 'CLASS',
      venueId: 11,
      registrationInfoId: 31,
    });
    expect(screen.queryByRole('dialog', { name: 'Pending registration forms' })).not.toBeInTheDocument();
  });
});

describe('documents requiring attention', () => {
  it('shows nothing when the documents module is off or nothing needs attention', () => {
    const { rerender } = renderWithHost(<DocumentsBadge count={2} documentsOn={false} />);
    expect(screen.queryByRole('button', { name: /Documents/ })).not.toBeInTheDocument();
    rerender(<DocumentsBadge count={0} documentsOn />);
    expect(screen.queryByRole('button', { name: /Documents/ })).not.toBeInTheDocument();
  });

  it('counts them and links to /documents', async () => {
    renderWithHost(<DocumentsBadge count={2} documentsOn />);
    await userEvent.click(screen.getByRole('button', { name: 'Documents requiring attention, 2' }));
    const popover = await screen.findByRole('dialog', { name: 'Documents requiring attention' });
    expect(within(popover).getByRole('link', { name: '2 documents need your attention' })).toHaveAttribute(
      'href',
      '/documents',
    );
  });

  it('says one document in the singular', async () => {
    renderWithHost(<DocumentsBadge count={1} documentsOn />);
    await userEvent.click(screen.getByRole('button', { name: 'Documents requiring attention, 1' }));
    expect(await screen.findByRole('link', { name: '1 document needs your attention' })).toBeInTheDocument();
  });
});
