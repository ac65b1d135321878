import { afterSetup, useSignedInTest, type SignedInTest } from './context';

/** An item of a pick list (address types, contact relations). */
interface PickItem {
  itemId: number;
  label: string;
}

export interface ProfileListTest<T> {
  /** The test API with the student signed in (useSignedInTest). */
  readonly signedIn: SignedInTest;
  /** The student's list as it reads now; as another token with `t`. */
  list(t?: string): Promise<T[]>;
  /** The pick list of its kinds, read once before the first test. */
  readonly kinds: PickItem[];
  /** The id of the kind with that label. */
  kindId(label: string): number;
}

/**
 * The setup of a list the student keeps in the profile (addresses, phone numbers): the student signed
 * in, the list emptied before each test (every test starts from none), the pick list of its kinds, and
 * a read of the list that must succeed.
 */
export const useProfileListTest = <T>(
  email: string,
  setup: {
    table: 'student_addresses' | 'student_phones';
    /** The list's GET path under /api, and its items from the reply's data. */
    listPath: string;
    items: (data: unknown) => T[];
    /** The pick list's GET path under /api, and its items from the reply's data. */
    kindsPath: string;
    kinds: (data: unknown) => PickItem[];
  },
): ProfileListTest<T> => {
  const signedIn = useSignedInTest(email);
  let kinds: PickItem[] | undefined;
  beforeAll(async () => {
    kinds = setup.kinds((await signedIn.get(setup.kindsPath, null)).json().data);
  });
  beforeEach(async () => {
    await signedIn.ctx.db.query(`DELETE FROM ${setup.table}`);
  });
  const readKinds = () => afterSetup('useProfileListTest', kinds);
  return {
    signedIn,
    list: async (t) => {
      const res = await signedIn.get(setup.listPath, t);
      expect(res.statusCode).toBe(200);
      return setup.items(res.json().data);
    },
    get kinds() {
      return readKinds();
    },
    kindId: (label) => readKinds().find((kind) => kind.label === label)!.itemId,
  };
};
