import { aStudent, apiReplies, renderWithHost } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DOCUMENTS } from '../testing/documents-fixtures';
import { DocumentViewSlideOut } from './document-view-slide-out';

it('shows the date, expire date and text, and opens an attachment once its link is ready', async () => {
  apiReplies({
    'GET student/documents': () => DOCUMENTS,
    'GET student/document/11/attachments': () => ({
      attachments: [{ code: 'a1', title: 'Transcript page 1' }],
    }),
    'GET student/document/11/attachment/a1/link': () => ({ url: '/api/files/token-1' }),
  });
  const user = userEvent.setup({ delay: null });
  renderWithHost(<DocumentViewSlideOut documentId={11} />, { student: aStudent() });
  expect(await screen.findByRole('heading', { name: 'High School Transcript' })).toBeInTheDocument();
  expect(screen.getByText('08/01/2026')).toBeInTheDocument();
  expect(screen.getByText('08/01/2027')).toBeInTheDocument();
  expect(screen.getByTitle('High School Transcript')).toHaveAttribute('sandbox', '');
  await user.click(await screen.findByRole('button', { name: 'Transcript page 1' }));
  expect(await screen.findByRole('link', { name: 'View Transcript page 1' })).toHaveAttribute(
    'href',
    '/api/files/token-1',
  );
});

it("says 'No attachments found', and adds one: Submit Attachment, then 'Attachment submitted!'", async () => {
  const api = apiReplies({
    'GET student/documents': () => DOCUMENTS,
    'GET student/document/12/attachments': () => ({ attachments: [] }),
    'POST student/document/12/attachments/add': () => ({
      attachments: [{ code: 'n1', title: 'Document 1.pdf' }],
    }),
  });
  const success = jest.fn();
  const user = userEvent.setup({ delay: null });
  renderWithHost(<DocumentViewSlideOut documentId={12} />, {
    student: aStudent(),
    host: { notify: { success, error: jest.fn() } },
  });
  expect(await screen.findByText('No attachments found')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add Attachment' }));
  await user.upload(
    screen.getByLabelText('Choose a picture (JPEG or PNG) or a PDF'),
    new File(['%PDF-1.4'], 'shot.pdf', { type: 'application/pdf' }),
  );
  expect(await screen.findByRole('button', { name: 'Discard Attachment' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add another picture' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Submit Attachment' }));
  expect(await screen.findByRole('button', { name: 'Document 1.pdf' })).toBeInTheDocument();
  expect(success).toHaveBeenCalledWith('Attachment submitted!');
  expect(api.posts('student/document/12/attachments/add')[0]!.body).toEqual({
    images: [],
    documents: [expect.stringMatching(/^data:application\/pdf;base64,/)],
  });
});
