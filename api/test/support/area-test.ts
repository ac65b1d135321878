import { afterSetup, closeTestContext, createTestContext, type TestContext } from './context';
import { callerFor, studentIdOf, testStudents, type Caller } from './payments';

export interface AreaTest {
  /** The test API, on a database of its own. */
  readonly ctx: TestContext;
  /** student@demo.school, for what only reads the demo data. */
  readonly demo: Caller;
  /** A test student no other test of the file has had: a test that changes data takes its own. */
  fresh: () => Caller;
  /** A test student's name, as the reports and forms show it: Casey Tester<n>, written out here. */
  nameOf: (student: Caller) => string;
}

/**
 * The setup an area's HTTP tests share: the test API, the demo student and `count` test students,
 * made before the file's first test and closed after its last. Read `ctx` and `demo` inside tests (or
 * a later `beforeAll`), not at the top of the file.
 */
export const useAreaTest = (count: number): AreaTest => {
  let ctx: TestContext | undefined;
  let demo: Caller | undefined;
  let students: Caller[] = [];
  let next = 0;
  beforeAll(async () => {
    ctx = await createTestContext();
    demo = await callerFor(ctx, await studentIdOf(ctx.db, 'student@demo.school'));
    students = await testStudents(ctx, count);
  }, 60_000);
  afterAll(() => closeTestContext(ctx));
  return {
    get ctx() {
      return afterSetup('useAreaTest', ctx);
    },
    get demo() {
      return afterSetup('useAreaTest', demo);
    },
    fresh: () => {
      const student = students[next];
      if (!student) throw new Error(`useAreaTest(${count}): every test student is taken; ask for more`);
      next += 1;
      return student;
    },
    nameOf: (student) => {
      const n = students.indexOf(student) + 1;
      if (n === 0) throw new Error('useAreaTest: not one of the test students');
      return `Casey Tester${n}`;
    },
  };
};
