import { queryKeys, studentScopedRoots } from '@portal/shared';
import { browseKeys } from './query-keys';

describe('browseKeys', () => {
  it("sits under the shared 'catalog' root, which is wiped on logout and account switch", () => {
    expect(browseKeys.all()).toEqual(queryKeys.catalog.all());
    expect(studentScopedRoots).toContain(browseKeys.course(1)[0]);
    expect(browseKeys.refundPolicy(3)).toEqual(['catalog', 'refund-policy', 3]);
  });
});
