import { loadCatalogs, useLocaleStore } from '@portal/shared/i18n';
import { aStudent, apiError, apiReplies, renderWithHost } from '@portal/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatBytes, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '../contract';
import { RequiredDocumentSlideOut } from './required-document-slide-out';

const signed = aStudent({ info: { hasSignature: true, signatureUrl: null } });

beforeEach(async () => {
  await loadCatalogs('es');
  act(() => useLocaleStore.getState().localeApplied('es'));
});

afterEach(() => act(() => useLocaleStore.getState().localeApplied('en')));

/** The Photo ID document (a notice to read), whose submit the API refuses with `refusal`. */
const refusedWith = (refusal: string) =>
  apiReplies({
    'GET student/get': () => ({
      student: signed,
      requiredActions: [],
      pendingRegistrationForms: [],
      cart: { items: [], total_price: 0, total_discount: 0 },
    }),
    'GET document/action_view/PHOTO-ID': () => ({
      code: 'PHOTO-ID',
      title: 'Photo ID',
      requiredAction: 'notify',
      html: '<p>Bring your ID.</p>',
    }),
    'POST document/action_submit/PHOTO-ID': () => apiError(refusal),
  });

it("says the API's refusal of a file in Spanish, with Volver", async () => {
  refusedWith(UPLOAD_MESSAGES.notAFile);
  const user = userEvent.setup({ delay: null });
  renderWithHost(<RequiredDocumentSlideOut code="PHOTO-ID" />, { student: signed });
  await user.click(await screen.findByRole('button', { name: 'Enviar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Solo se pueden subir imágenes JPEG o PNG y documentos PDF',
  );
  expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
});

it("says the API's size refusal in Spanish, keeping the size it names", async () => {
  refusedWith(UPLOAD_MESSAGES.tooLarge(formatBytes(MAX_UPLOAD_BYTES)));
  const user = userEvent.setup({ delay: null });
  renderWithHost(<RequiredDocumentSlideOut code="PHOTO-ID" />, { student: signed });
  await user.click(await screen.findByRole('button', { name: 'Enviar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'El documento es demasiado grande para subirlo. El tamaño máximo de carga es 20 MB',
  );
});
