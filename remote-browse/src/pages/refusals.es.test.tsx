import { loadCatalogs, useLocaleStore } from '@portal/shared/i18n';
import { aStudent, apiError, apiReplies, renderWithHost } from '@portal/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACTION_NO_LONGER_VALID, ACTION_NO_LONGER_VALID_CODE } from '../contract';
import { venueFixture } from '../testing/browse-fixtures';
import { ClassSlideOut } from './class-slide-out';

beforeEach(async () => {
  await loadCatalogs('es');
  act(() => useLocaleStore.getState().localeApplied('es'));
});

afterEach(() => act(() => useLocaleStore.getState().localeApplied('en')));

const renderClass = (student: ReturnType<typeof aStudent> | null) =>
  renderWithHost(<ClassSlideOut classId={11} />, { route: '/x', path: '/x', student });

it("says the API's 'Action no longer valid' in Spanish beside the class's buttons", async () => {
  apiReplies({
    'GET class/11': () => ({ class: venueFixture() }),
    'POST cart/add': () =>
      apiError(ACTION_NO_LONGER_VALID, { code: ACTION_NO_LONGER_VALID_CODE, status: 409 }),
  });
  renderClass(aStudent());
  await userEvent.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Esta acción ya no es válida');
});

it("says the contract's restricted notice in Spanish to a visitor", async () => {
  apiReplies({ 'GET class/11': () => ({ class: venueFixture() }) });
  renderClass(null);
  await screen.findByRole('heading', { level: 2, name: 'Welding Fundamentals' });
  const notice = screen.getByText(
    'No tienes autorización para ver esta información. Inicia sesión para continuar.',
  );
  expect(notice.closest('[role="status"]')).toBeInTheDocument();
});
