import { queryKeys, studentScopedRoots } from '@portal/shared';
import { browseQueryKeys } from './query-keys';

describe('browseQueryKeys', () => {
  it("sits under the shared 'catalog' root, which is wiped on logout and account switch", () => {
    expect(browseQueryKeys.all()).toEqual(queryKeys.catalog.all());
    expect(studentScopedRoots).toContain(browseQueryKeys.course(1)[0]);
    expect(browseQueryKeys.refundPolicy(3)).toEqual(['catalog', 'refund-policy', 3]);
  });
});
