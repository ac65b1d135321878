import { afterSetup, useTestContext, type TestApi } from './context';
import { callerFor, studentIdOf, testStudents, type Caller } from './payments';

export interface AreaTest extends TestApi {
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
  const api = useTestContext();
  let demo: Caller | undefined;
  let students: Caller[] = [];
  let next = 0;
  beforeAll(async () => {
    demo = await callerFor(api.ctx, await studentIdOf(api.ctx.db, 'student@demo.school'));
    students = await testStudents(api.ctx, count);
  }, 60_000);
  return {
    get ctx() {
      return api.ctx;
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
