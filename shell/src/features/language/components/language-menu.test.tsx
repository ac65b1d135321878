import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type School } from '@portal/shared';
import { LOCALE_STORAGE_KEY, useLocaleStore } from '@portal/shared/i18n';
import { aSchool, aStudent, apiReplies, networkError, renderWithHost } from '@portal/shared/testing';
import { useModuleMessages } from '../../../lib/modules/messages/catalog';
import { useLocaleSync } from '../hooks/use-locale-sync';
import { LanguageMenu } from './language-menu';

const bilingual = aSchool({ locales: ['en', 'es'] } as Partial<School>);

/** The start-up's decision, the menu, and a text of the shell's, as the header shows them. */
const Portal = ({ school }: { school: School }) => {
  const decided = useLocaleSync(school);
  const m = useModuleMessages();
  if (!decided) return <p>Deciding</p>;
  return (
    <>
      <LanguageMenu />
      <input aria-label="Notes" />
      <a href="/categories">{m('nav.browseCourses')}</a>
    </>
  );
};

const languages = (list: string[]) => jest.spyOn(navigator, 'languages', 'get').mockReturnValue(list);
afterEach(() => jest.restoreAllMocks());

const menu = () => screen.findByRole('combobox', { name: /^(Language|Idioma)$/ });

it('shows no menu and speaks English for a school that offers English alone', async () => {
  languages(['es-MX']);
  renderWithHost(<Portal school={aSchool()} />);
  expect(await screen.findByRole('link', { name: 'Browse Courses' })).toBeInTheDocument();
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  await waitFor(() => expect(document.documentElement.lang).toBe('en-US'));
});

it("speaks the browser's language when nothing was chosen, and says so in <html lang>", async () => {
  languages(['es-MX', 'en']);
  renderWithHost(<Portal school={bilingual} />);
  expect(await screen.findByRole('link', { name: 'Explorar cursos' })).toBeInTheDocument();
  expect(await menu()).toHaveValue('es');
  // <html lang> is set by an effect, which runs after the frame is drawn.
  await waitFor(() => expect(document.documentElement.lang).toBe('es-US'));
});

it("falls back to the school's default for a browser language it does not offer", async () => {
  languages(['fr-FR']);
  renderWithHost(<Portal school={aSchool({ locales: ['es', 'en'] } as Partial<School>)} />);
  expect(await screen.findByRole('link', { name: 'Explorar cursos' })).toBeInTheDocument();
});

it("switches a visitor's page at once, keeps what was typed, and remembers the choice in the browser", async () => {
  languages(['en-US']);
  renderWithHost(<Portal school={bilingual} />);
  await userEvent.type(await screen.findByRole('textbox', { name: 'Notes' }), 'half a sentence');
  await userEvent.selectOptions(await menu(), 'Español');
  expect(await screen.findByRole('link', { name: 'Explorar cursos' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('half a sentence');
  expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'English');
  expect(await screen.findByRole('link', { name: 'Browse Courses' })).toBeInTheDocument();
  await waitFor(() => expect(document.documentElement.lang).toBe('en-US'));
});

it("saves a student's choice with the student, and follows the student's saved choice over the browser's", async () => {
  languages(['en-US']);
  const api = apiReplies({ 'POST student/locale': () => ({}) });
  renderWithHost(<Portal school={bilingual} />, { student: aStudent({ preferredLocale: 'es' }) });
  expect(await screen.findByRole('link', { name: 'Explorar cursos' })).toBeInTheDocument();
  await userEvent.selectOptions(await menu(), 'English');
  expect(await screen.findByRole('link', { name: 'Browse Courses' })).toBeInTheDocument();
  await waitFor(() =>
    expect(api.posts('student/locale').map((call) => call.body)).toEqual([{ locale: 'en' }]),
  );
  expect(useSessionStore.getState().student?.preferredLocale).toBe('en');
});

it('keeps the choice in the browser when the student system cannot save it', async () => {
  languages(['en-US']);
  apiReplies({ 'POST student/locale': () => networkError() });
  renderWithHost(<Portal school={bilingual} />, { student: aStudent() });
  await userEvent.selectOptions(await menu(), 'Español');
  expect(await screen.findByRole('link', { name: 'Explorar cursos' })).toBeInTheDocument();
  expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es');
});

it('decides again when the student signs out: the browser keeps its own choice', async () => {
  languages(['en-US']);
  renderWithHost(<Portal school={bilingual} />, { student: aStudent({ preferredLocale: 'es' }) });
  expect(await screen.findByRole('link', { name: 'Explorar cursos' })).toBeInTheDocument();
  act(() => useSessionStore.getState().signedOut());
  expect(await screen.findByRole('link', { name: 'Browse Courses' })).toBeInTheDocument();
  expect(useLocaleStore.getState().locale).toBe('en');
});
