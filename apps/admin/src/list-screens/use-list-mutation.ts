import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useShopClient } from '../app/use-app-context';
import { listKeyPrefix } from './list-query';
import type { MutationFactory } from './resource-definition';

/**
 * A write that refreshes the list it changes: on success it invalidates every variant of the list's query (all
 * pages, parents and searches share the first key element) and settles once the shown list has been read again.
 */
export function useListMutation<Variables>(
  factory: MutationFactory<Variables>,
  list: { queryKey: readonly unknown[] },
) {
  const client = useShopClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...factory(client),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeyPrefix(list) }),
  });
}
