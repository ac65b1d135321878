import { createTestContext, type TestContext } from '../../test/support/context';
import {
  requestedTestStudents,
  seedTestStudents,
  TEST_STUDENT_PASSWORD,
  testStudentEmail,
} from './test-students';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedTestStudents(ctx.db, 3);
}, 60_000);
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.close();
});

const signIn = (email: string) =>
  ctx.inject({
    method: 'POST',
    url: '/api/student/auth',
    payload: { email, password: TEST_STUDENT_PASSWORD },
  });

describe('test students', () => {
  it('each signs in with full access, and has nothing else yet', async () => {
    const reply = await signIn(testStudentEmail(2));
    expect(reply.statusCode).toBe(200);
    const { student } = reply.json().data;
    expect(student).toMatchObject({ email: 'student2@e2e.test', firstName: 'Casey', lastName: 'Tester2' });
    expect(student).toMatchObject({ isVerified: true, hasAxRecord: true, requiresPersonalInfo: false });
  });

  it('are as many as asked, and seeding again adds none', async () => {
    await seedTestStudents(ctx.db, 3);
    const rows = await ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM students WHERE email LIKE '%@e2e.test'",
    );
    expect(rows[0]!.n).toBe(3);
    expect((await signIn(testStudentEmail(4))).statusCode).not.toBe(200);
  });

  it.each([
    [undefined, 0],
    ['', 0],
    ['40', 40],
  ])('TEST_STUDENTS=%s asks for %s', (value, expected) => {
    expect(requestedTestStudents(value)).toBe(expected);
  });

  it.each(['-1', '2.5', 'many', '1001'])('refuses TEST_STUDENTS=%s', (value) => {
    expect(() => requestedTestStudents(value)).toThrow('TEST_STUDENTS must be a whole number');
  });
});
