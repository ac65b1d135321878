import { loadCatalogs, useLocaleStore } from '@portal/shared/i18n';
import { aStudent, apiReplies, renderWithHost } from '@portal/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aMeeting, CLASS_ENROLLMENT, clockClasses, PATH_ENROLLMENT } from '../testing/enrollments-fixtures';
import { AttendancePage } from './attendance-page';
import { EnrollmentsPage } from './enrollments-page';
import { SchedulePage } from './schedule-page';

/** The portal switched to Spanish, as the shell does: every catalog loaded, then the locale applied. */
const speakSpanish = async () => {
  await loadCatalogs('es');
  act(() => useLocaleStore.getState().localeApplied('es'));
};

it('lists the enrollments in Spanish, with Spanish dates, statuses and transcripts', async () => {
  await speakSpanish();
  apiReplies({
    'GET enrollments': () => ({ enrollments: [CLASS_ENROLLMENT, PATH_ENROLLMENT] }),
    'POST enrollments/classes_transcript_link': () => ({ url: '/api/files/classes' }),
  });
  renderWithHost(<EnrollmentsPage />, { student: aStudent() });
  expect(screen.getByRole('heading', { level: 2, name: 'Inscripciones' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Inscripciones' });
  const [welding, pathway] = within(list).getAllByRole('button');
  expect(welding).toHaveTextContent('ID de clase WLD-101');
  expect(welding).toHaveTextContent('01/09/2026 – 18/12/2026');
  expect(welding).toHaveTextContent('Inscrito');
  expect(welding).toHaveTextContent('62% completado');
  expect(pathway).toHaveTextContent('Ruta PATH-HC');
  expect(pathway).toHaveTextContent('Completado');
  await userEvent
    .setup({ delay: null })
    .click(screen.getByRole('button', { name: 'Historial académico de las clases completadas' }));
  expect(
    await screen.findByRole('link', { name: 'Abrir el historial académico de las clases completadas' }),
  ).toHaveAttribute('href', '/api/files/classes');
});

it('shows the schedule in Spanish: weeks, days and times in es-US', async () => {
  await speakSpanish();
  apiReplies({
    'GET enrollments/meetings': () => ({
      timezone: 'America/New_York',
      today: '2026-11-24',
      meetings: [aMeeting()],
    }),
  });
  renderWithHost(<SchedulePage />, { student: aStudent() });
  expect(screen.getByRole('heading', { level: 2, name: 'Horario' })).toBeInTheDocument();
  const week = await screen.findByRole('article', { name: 'Semana del 30 nov al 6 dic' });
  const monday = within(week).getByRole('list', { name: 'lunes, 30 de noviembre de 2026' });
  expect(within(monday).getByText('9:00 a.m. – 11:30 a.m.')).toBeInTheDocument();
  expect(within(monday).getByText('Instructor: Dana Reyes')).toBeInTheDocument();
  expect(
    screen.getByText('Los horarios están en la zona horaria de la escuela (America/New_York).'),
  ).toBeInTheDocument();
});

it('renders a mounted page again in Spanish when the language changes', async () => {
  apiReplies({ 'GET attendance/time_clock': () => clockClasses(null) });
  renderWithHost(<AttendancePage />, { student: aStudent() });
  const card = await screen.findByRole('article', { name: 'Clinical Hours Lab' });
  expect(within(card).getByRole('button', { name: 'Clock in to Clinical Hours Lab' })).toBeInTheDocument();
  await speakSpanish();
  expect(screen.getByRole('heading', { level: 2, name: 'Registrar asistencia' })).toBeInTheDocument();
  expect(
    within(card).getByRole('button', { name: 'Registrar entrada en Clinical Hours Lab' }),
  ).toHaveTextContent('Registrar entrada');
  expect(within(card).getByRole('status')).toHaveTextContent('Sin entrada registrada');
  expect(within(card).getByText('ID de clase CLK-100')).toBeInTheDocument();
  expect(
    screen.getByText(
      'Hoy, 24/11/2026. Los horarios están en la zona horaria de la escuela (America/New_York).',
    ),
  ).toBeInTheDocument();
});
