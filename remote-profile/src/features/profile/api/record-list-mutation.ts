import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A change to one of the student's record lists (addresses, phone contacts): each replies with the
 * new list, which is shown at once; then the list reloads. The list is named by its query options,
 * so that the key written is the list query's own.
 */
export const useRecordListMutation = <T, L>(
  listQuery: () => { queryKey: QueryKey },
  mutationFn: (input: T) => Promise<L>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (reply) => {
      queryClient.setQueryData(listQuery().queryKey, reply);
      await queryClient.invalidateQueries({ queryKey: listQuery().queryKey });
    },
  });
};
