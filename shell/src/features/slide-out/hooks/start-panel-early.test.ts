import { waitFor } from '@testing-library/react';
import { aSchool, aStudent, apiReplies } from '@portal/shared/testing';
import { callEndpoint, defineEndpoint, useSessionStore } from '@portal/shared';
import * as z from '@portal/shared/zod';
import { postBodyOf, startPanelEarly } from './start-panel-early';

/** The class panel's read (remote-browse's getClass), as this test needs it. */
const getClass = defineEndpoint({
  method: 'GET',
  path: 'class/:id',
  params: z.object({ id: z.coerce.number() }),
  response: z.object({ class: z.object({ id: z.number() }) }),
  auth: 'public',
});
const deployed = { browse: 'https://cdn.demo.school/browse/mf-manifest.json' };
const classPanel = { id: 'class', props: { classId: 11 } } as const;

/** Counts the API's answers to GET class/11. */
const countClassReads = () => {
  const reads = { count: 0 };
  apiReplies({
    'GET class/11': () => {
      reads.count += 1;
      return { class: { id: 11 } };
    },
  });
  return reads;
};

// The remote's code cannot load here: its failure is the panel's to show, not this start's.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it("asks for a panel's declared reads as it opens, and the panel's own call takes the reply", async () => {
  useSessionStore.setState({ student: aStudent(), token: 'test-token' });
  const reads = countClassReads();
  startPanelEarly(classPanel, aSchool(), deployed);
  await waitFor(() => expect(reads.count).toBe(1));
  const reply = await callEndpoint(getClass, { params: { id: 11 } });
  expect(reply.class.id).toBe(11);
  expect(reads.count).toBe(1);
});

it('asks for a class panel’s reads for a visitor too: the class shows signed out', async () => {
  useSessionStore.setState({ student: null, token: null });
  const reads = countClassReads();
  startPanelEarly(classPanel, aSchool(), deployed);
  await waitFor(() => expect(reads.count).toBe(1));
});

it.each([
  ['its owner is switched off', aSchool({ modules: { browseCourses: false } }), deployed],
  ['its remote is not deployed', aSchool(), {}],
])('starts nothing when %s', async (_, school, deployment) => {
  useSessionStore.setState({ student: aStudent(), token: 'test-token' });
  const reads = countClassReads();
  startPanelEarly(classPanel, school, deployment);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(reads.count).toBe(0);
});

it("asks for a panel's declared read made by POST, with its body from the panel's props", async () => {
  useSessionStore.setState({ student: aStudent(), token: 'test-token' });
  const api = apiReplies({ 'POST enrollment': () => ({}) });
  const props = { venueType: 'CLASS', venueId: 11, enrollmentId: 501 } as const;
  startPanelEarly({ id: 'enrollmentView', props }, aSchool(), {
    enrollments: 'https://cdn.demo.school/enrollments/mf-manifest.json',
  });
  await waitFor(() => expect(api.requests).toHaveLength(1));
  expect(await api.requests[0]!.json()).toEqual(props);
});

it('fills a declared body from the props, a prop not given as null', () => {
  const declared = { venueId: ':venueId', studentRegistrationId: ':registrationInfoId', kind: 'form' };
  expect(postBodyOf(declared, { venueType: 'CLASS', venueId: 11 })).toEqual({
    venueId: 11,
    studentRegistrationId: null,
    kind: 'form',
  });
});
