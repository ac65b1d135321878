import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSchool, componentsDrawnDuring, renderWithHost } from '@portal/shared/testing';
import type { Deployment } from '../../../lib/federation/deployment';
import { SlideOutHost } from './slide-out-host';
import { useSlideOutStore, type OpenPanel } from '../hooks/slide-out-store';

const deployedEverywhere: Deployment = {
  browse: 'https://cdn.demo.school/browse/mf-manifest.json',
  registration: 'https://cdn.demo.school/registration/mf-manifest.json',
};

const renderHost = ({ school = aSchool(), deployment = deployedEverywhere } = {}) =>
  renderWithHost(<SlideOutHost school={school} deployment={deployment} />);

/** What a remote does through the host services (openSlideOut, setSlideOutDirty). */
const open = (panel: OpenPanel) => act(() => useSlideOutStore.getState().panelOpened(panel));
const markDirty = () => act(() => useSlideOutStore.getState().dirtyChanged(true));
// The sheet is loaded on first use (a lazy import): on a cold transform cache that takes longer
// than findBy's default second.
const panel = (title: string) => screen.findByRole('dialog', { name: title }, { timeout: 15_000 });
/** The close question, a dialog over the slide-out. */
const closeQuestion = () => screen.findByRole('dialog', { name: 'Discard your changes?' });
const noCloseQuestion = () =>
  expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();
const registration: OpenPanel = {
  id: 'registration',
  props: { venueType: 'CLASS', venueId: 11, registrationInfoId: 31 },
};

beforeEach(() => useSlideOutStore.getState().closeConfirmed());
// A remote that cannot load in jsdom reports its failure on the console; its fallback is what we read.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('shows nothing until a panel opens', () => {
  renderHost();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it("opens the owning remote's panel under its title and loads that remote into it", async () => {
  renderHost();
  open({ id: 'class', props: { classId: 7 } });
  const sheet = await panel('Class');
  expect(within(sheet).queryByText('Class is not available')).not.toBeInTheDocument();
  // No remote runs in jsdom: the load of browse's panel fails, and the failure stays inside the panel,
  // with Retry, as a remote that is down would.
  expect(await within(sheet).findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
    'Class could not be loaded',
  );
  expect(within(sheet).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('says the panel is not available when its remote is not deployed', async () => {
  renderHost({ deployment: { browse: deployedEverywhere.browse } });
  open(registration);
  const sheet = await panel('Registration');
  expect(within(sheet).getByRole('heading', { name: 'Registration is not available' })).toBeInTheDocument();
  expect(
    within(sheet).getByText('This part of the portal is not available in this deployment yet.'),
  ).toBeInTheDocument();
});

it("says the panel is not available when the school's flags leave its owner out", async () => {
  renderHost({ school: aSchool({ modules: { browseCourses: false } }) });
  open({ id: 'class', props: { classId: 7 } });
  const sheet = await panel('Class');
  expect(within(sheet).getByRole('heading', { name: 'Class is not available' })).toBeInTheDocument();
});

it('draws nothing again when the panel says it has unsaved work: the question comes only on close', async () => {
  renderWithHost(<SlideOutHost school={aSchool()} deployment={{}} />);
  open(registration);
  await panel('Registration');
  expect(await componentsDrawnDuring(markDirty)).toEqual([]);
  await userEvent.keyboard('{Escape}');
  expect(await closeQuestion()).toBeInTheDocument();
});

it('closes at once when nothing is unsaved', async () => {
  renderHost({ deployment: {} });
  open(registration);
  await userEvent.click(within(await panel('Registration')).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Registration' })).not.toBeInTheDocument());
  noCloseQuestion();
});

it('asks before closing a panel with unsaved work, and keeps it on "Keep editing"', async () => {
  renderHost({ deployment: {} });
  open(registration);
  markDirty();
  await userEvent.click(within(await panel('Registration')).getByRole('button', { name: 'Close' }));
  const question = await closeQuestion();
  expect(question).toHaveTextContent('This panel has changes that are not saved yet.');
  await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
  await waitFor(noCloseQuestion);
  expect(screen.getByRole('dialog', { name: 'Registration' })).toBeInTheDocument();
});

it('closes a panel with unsaved work once the user chooses Discard', async () => {
  renderHost({ deployment: {} });
  open(registration);
  markDirty();
  await userEvent.keyboard('{Escape}');
  const question = await closeQuestion();
  await userEvent.click(within(question).getByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Registration' })).not.toBeInTheDocument());
  expect(useSlideOutStore.getState()).toMatchObject({ panel: null, dirty: false });
});
