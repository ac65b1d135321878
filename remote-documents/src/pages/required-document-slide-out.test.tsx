import { queryKeys } from '@portal/shared';
import { aStudent, apiError, apiReplies, renderWithHost } from '@portal/shared/testing';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REQUIRED_ACTIONS } from '../contract';
import { DOCUMENTS } from '../testing/documents-fixtures';
import { RequiredDocumentSlideOut } from './required-document-slide-out';

const WAIVER = {
  code: 'WAIVER',
  title: 'Liability Waiver and Release',
  requiredAction: 'sign',
  html: '<p>I release the college.</p><script>parent.__ran = true</script>',
};
const signed = aStudent({ info: { hasSignature: true, signatureUrl: null } });
const unsigned = aStudent({ info: { hasSignature: false, signatureUrl: null } });
/** The logged student as the server has it (the slide-out asks whether a signature is on file). */
const loggedAs = (student: typeof signed) => ({
  'GET student/get': () => ({
    student,
    requiredActions: [],
    pendingRegistrationForms: [],
    cart: { items: [], total_price: 0, total_discount: 0 },
  }),
});

/** The server's Photo ID document, asking the given action of the student. */
const photoId = (requiredAction: string) => ({
  'GET document/action_view/PHOTO-ID': () => ({
    ...WAIVER,
    code: 'PHOTO-ID',
    title: 'Photo ID',
    requiredAction,
  }),
});

it('shows the HTML in a frame that can run nothing, and submits', async () => {
  const api = apiReplies({
    ...loggedAs(signed),
    'GET document/action_view/WAIVER': () => WAIVER,
    'POST document/action_submit/WAIVER': () => ({
      ...DOCUMENTS,
      requiredDocuments: DOCUMENTS.requiredDocuments.slice(1),
    }),
  });
  const user = userEvent.setup({ delay: null });
  const { queryClient } = renderWithHost(<RequiredDocumentSlideOut code="WAIVER" />, { student: signed });
  const frame = await screen.findByTitle('Liability Waiver and Release');
  expect(frame).toHaveAttribute('sandbox', '');
  expect(frame.getAttribute('srcdoc')).toContain('Content-Security-Policy" content="default-src \'none\'');
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(
    await screen.findByText('Document submitted, please check your document history!'),
  ).toBeInTheDocument();
  expect(api.posts('document/action_submit/WAIVER')[0]!.body).toEqual({ images: [], documents: [] });
  expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.student.logged() });
});

it('asks for a signature first, through the profile editor', async () => {
  apiReplies({
    ...loggedAs(unsigned),
    'GET document/action_view/WAIVER': () => WAIVER,
  });
  const renderRemoteComponent = jest.fn(() => <p>signature editor</p>);
  renderWithHost(<RequiredDocumentSlideOut code="WAIVER" />, {
    student: unsigned,
    host: { renderRemoteComponent },
  });
  expect(await screen.findByText('signature editor')).toBeInTheDocument();
  expect(renderRemoteComponent).toHaveBeenCalledWith(
    'profile/SignatureEditor',
    expect.objectContaining({ requireSignature: true }),
    expect.anything(),
  );
  expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  expect(
    screen.getByText('You need a signature to continue, please choose an option to create one.'),
  ).toBeInTheDocument();
});

it("shows the server's message with Back when the submit fails", async () => {
  apiReplies({
    ...loggedAs(signed),
    ...photoId('notify'),
    'POST document/action_submit/PHOTO-ID': () =>
      apiError('Only JPEG or PNG pictures and PDF documents can be uploaded'),
  });
  const user = userEvent.setup({ delay: null });
  renderWithHost(<RequiredDocumentSlideOut code="PHOTO-ID" />, { student: signed });
  await user.click(await screen.findByRole('button', { name: 'Submit' }));
  expect(
    await screen.findByText('Only JPEG or PNG pictures and PDF documents can be uploaded'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
});

it('keeps Submit off for an upload document until a file is added, and rotating without a picture says so', async () => {
  apiReplies({
    ...loggedAs(signed),
    ...photoId('upload'),
  });
  const user = userEvent.setup({ delay: null });
  renderWithHost(<RequiredDocumentSlideOut code="PHOTO-ID" />, { student: signed });
  expect(await screen.findByRole('button', { name: 'Submit' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  await user.click(screen.getByRole('button', { name: 'Rotate left' }));
  expect(screen.getByText('Error rotating image: Nothing to rotate')).toBeInTheDocument();
  const pdf = new File(['%PDF-1.4 test'], 'id.pdf', { type: 'application/pdf' });
  await user.upload(screen.getByLabelText('Choose a picture (JPEG or PNG) or a PDF'), pdf);
  expect(await screen.findByText('id.pdf')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
});

it('shows a load error with Close', async () => {
  apiReplies({
    ...loggedAs(signed),
    'GET document/action_view/GONE': () => apiError('Document not found', { status: 404 }),
  });
  const closeSlideOut = jest.fn();
  const user = userEvent.setup({ delay: null });
  renderWithHost(<RequiredDocumentSlideOut code="GONE" />, { student: signed, host: { closeSlideOut } });
  expect(await screen.findByText('Document not found')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(closeSlideOut).toHaveBeenCalled();
});

describe("a document's frame, by its required action", () => {
  const SURVEY = {
    code: 'SURVEY-2026',
    title: 'Student Satisfaction Survey',
    requiredAction: 'survey',
    html:
      '<h2>Survey</h2><script>parent.__ran = true</script>' +
      '<form method="post" action="/api/document/answers"><input type="hidden" name="token" value="t1"></form>',
  };
  const policyOf = (frame: HTMLElement) =>
    /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(frame.getAttribute('srcdoc') ?? '')?.[1];

  it.each(
    REQUIRED_ACTIONS.map((action) => ({
      action,
      sandbox: action === 'survey' || action === 'form' ? 'allow-forms' : '',
      formAction:
        action === 'survey' || action === 'form' ? 'http://localhost/api/document/answers' : "'none'",
    })),
  )(
    'is sandbox="$sandbox" for a $action document, its forms posting to $formAction only',
    async ({ action, sandbox, formAction }) => {
      apiReplies({
        ...loggedAs(signed),
        'GET document/action_view/SURVEY-2026': () => ({ ...SURVEY, requiredAction: action }),
      });
      renderWithHost(<RequiredDocumentSlideOut code="SURVEY-2026" />, { student: signed });
      const frame = await screen.findByTitle('Student Satisfaction Survey');
      expect(frame).toHaveAttribute('sandbox', sandbox);
      expect(frame.getAttribute('sandbox')).not.toMatch(/allow-scripts|allow-same-origin/);
      expect(policyOf(frame)).toBe(
        `default-src 'none'; img-src data:; style-src 'unsafe-inline'; form-action ${formAction}`,
      );
      // The school's HTML as the API gave it: the form inside posts by itself.
      expect(frame.getAttribute('srcdoc')).toContain('<input type="hidden" name="token" value="t1">');
    },
  );

  it("shows the API's refusal of a survey not answered yet, and keeps the frame and what is typed in it", async () => {
    const refusal = 'Send your answers with the Send answers button in the document before you submit it';
    const api = apiReplies({
      ...loggedAs(signed),
      'GET document/action_view/SURVEY-2026': () => SURVEY,
      'POST document/action_submit/SURVEY-2026': () => apiError(refusal, { status: 409 }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithHost(<RequiredDocumentSlideOut code="SURVEY-2026" />, { student: signed });
    const frame = await screen.findByTitle('Student Satisfaction Survey');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(api.posts('document/action_submit/SURVEY-2026')[0]!.body).toEqual({ images: [], documents: [] });
    // The same frame element: its document (and the student's answers in it) was not reloaded.
    expect(screen.getByTitle('Student Satisfaction Survey')).toBe(frame);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('is not fetched again while open: a new token would reload the frame over the answers being typed', async () => {
    let views = 0;
    const api = apiReplies({
      ...loggedAs(signed),
      'GET document/action_view/SURVEY-2026': () => {
        views += 1;
        return { ...SURVEY, html: SURVEY.html.replace('t1', `t${views}`) };
      },
    });
    renderWithHost(<RequiredDocumentSlideOut code="SURVEY-2026" />, { student: signed });
    const frame = await screen.findByTitle('Student Satisfaction Survey');
    const document = frame.getAttribute('srcdoc');
    // The network comes back (react-query refetches stale queries then).
    act(() => {
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.gets('document/action_view/SURVEY-2026')).toHaveLength(1);
    expect(screen.getByTitle('Student Satisfaction Survey').getAttribute('srcdoc')).toBe(document);
  });
});
