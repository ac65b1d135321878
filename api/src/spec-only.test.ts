import { useAreaTest } from '../test/support/area-test';
import { startTestApp, type TestContext } from '../test/support/context';
import { callerFor } from '../test/support/payments';
import {
  filledEntries,
  givePrimaryPhone,
  giveSignature,
  listsOf,
  openForm,
} from '../test/support/registration';
import { REGISTRATION_DEMO_VENUES as V } from './areas/registration/seed/registration-demo';
import type { AnyEndpoint } from './contracts';
import { allEndpoints } from './endpoints';

/**
 * The reference API as a school's backend that answers section 7 of the spec and nothing more
 * (`specOnly`, env API_SPEC_ONLY=1): a second instance on the area test's database.
 */
const area = useAreaTest(2);
let specOnly: TestContext;
beforeAll(async () => {
  specOnly = await startTestApp(area.ctx.db, { specOnly: true });
});
afterAll(() => specOnly?.app.close());

const extensions = allEndpoints.filter((endpoint) => endpoint.extension);
/** The endpoint's path with every param `1`: the route, whatever it would answer. */
const someUrl = (endpoint: AnyEndpoint) => `/api/${endpoint.path.replace(/:[A-Za-z_]+/g, '1')}`;

describe('spec-only mode', () => {
  it.each(extensions.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    'answers %s 404, as a backend without it would, before asking who is calling',
    async (_name, endpoint) => {
      // A GET carries no body (fetch refuses one).
      const request = {
        method: endpoint.method,
        url: someUrl(endpoint),
        payload: endpoint.method === 'POST' ? {} : undefined,
      };
      const res = await specOnly.inject(request);
      expect([res.statusCode, res.json().errorCode]).toEqual([404, 'not_found']);
      // The usual API serves it (a 401 without a token, or an answer).
      const served = await area.ctx.inject(request);
      expect(served.statusCode).not.toBe(404);
    },
  );

  it('serves the spec’s calls as usual', async () => {
    const school = await specOnly.inject({ method: 'GET', url: '/api/school' });
    expect(school.statusCode).toBe(200);
    const student = await callerFor(specOnly, area.fresh().studentId);
    expect((await student.get('student/get')).statusCode).toBe(200);
  });

  it('submits a registration form without the sign call: signing is the wizard’s flag (spec 4.1)', async () => {
    const usual = area.fresh();
    const student = await callerFor(specOnly, usual.studentId);
    await givePrimaryPhone(student);
    await giveSignature(student);
    const registration = await openForm(student, specOnly.db, V.simpleNone);
    const fields = filledEntries(registration, await listsOf(student));
    const body = { studentRegistrationId: registration.studentRegistrationId, fields };
    expect((await student.post('registration/sign', body)).statusCode).toBe(404);
    // The usual API still asks for its recorded signature.
    expect((await usual.post('registration/submit', body)).json().errorCode).toBe('registration_not_signed');
    const done = await student.post('registration/submit', body);
    expect([done.statusCode, done.json().data]).toEqual([200, { submitted: true }]);
  });
});
