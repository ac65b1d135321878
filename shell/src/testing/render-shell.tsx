import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { getSchoolQueryOptions } from '@portal/shared';
import { createTestQueryClient, renderWithHost, schoolFixture } from '@portal/shared/testing';

/** renderWithHost with the school's configuration already loaded, as the shell's start-up does. */
export const renderInShell = (
  ui: ReactElement,
  {
    school = schoolFixture(),
    queryClient = createTestQueryClient(),
  }: { school?: ReturnType<typeof schoolFixture>; queryClient?: QueryClient } = {},
) => {
  queryClient.setQueryData(getSchoolQueryOptions().queryKey, school);
  return renderWithHost(ui, { queryClient });
};
