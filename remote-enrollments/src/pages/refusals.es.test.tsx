import { loadCatalogs, useLocaleStore } from '@portal/shared/i18n';
import { aStudent, apiError, apiReplies, renderWithHost } from '@portal/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_DATE_MESSAGES } from '../contract';
import { anEnrollmentView, VIEW_INPUT } from '../testing/enrollments-fixtures';
import { EnrollmentViewSlideOut } from './enrollment-view-slide-out';

beforeEach(async () => {
  await loadCatalogs('es');
  act(() => useLocaleStore.getState().localeApplied('es'));
});

afterEach(() => act(() => useLocaleStore.getState().localeApplied('en')));

/** Shows the enrollment view and opens a report's popover with its start and end dates. */
const openReport = async (name: string, start: string, end: string) => {
  const user = userEvent.setup({ delay: null });
  renderWithHost(<EnrollmentViewSlideOut {...VIEW_INPUT} />, { student: aStudent() });
  await user.click(await screen.findByRole('button', { name }));
  const dialog = screen.getByRole('dialog', { name });
  fireEvent.input(within(dialog).getByLabelText('Fecha de inicio'), { target: { value: start } });
  fireEvent.input(within(dialog).getByLabelText('Fecha de fin'), { target: { value: end } });
  await user.click(within(dialog).getByRole('button', { name: 'Generar' }));
  return dialog;
};

it("says the contract's refusal of a missing start date in Spanish, on the report's form", async () => {
  const api = apiReplies({ 'POST enrollment': () => anEnrollmentView() });
  const dialog = await openReport('Reporte de asistencia', '', '2026-11-01');
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Elige una fecha de inicio');
  expect(within(dialog).getByLabelText('Fecha de fin')).toHaveAccessibleDescription(
    'Elige una fecha de inicio',
  );
  expect(api.calls.map((call) => call.path)).toEqual(['enrollment']);
});

it("says the API's refusal of the report's dates in Spanish", async () => {
  apiReplies({
    'POST enrollment': () => anEnrollmentView(),
    'POST enrollments/infraction_report_link': () =>
      apiError(REPORT_DATE_MESSAGES.endBeforeStart, { status: 400 }),
  });
  const dialog = await openReport('Reporte de infracciones', '2026-11-01', '2026-11-01');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'La fecha de fin no puede ser anterior a la fecha de inicio',
  );
});
