import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ShopClient } from '@shop/sdk';
import type { SelectOption } from '@shop/ui-kit/select-field';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorMessage } from '../app/field-errors';
import { useShopClient } from '../app/use-app-context';
import type { ListQueryOptions } from './list-query';

/** The options of a select as they load: the choices, whether they are loading, and why they failed. */
export interface LookupState {
  options: readonly SelectOption[];
  pending: boolean;
  error: string | undefined;
}

/** Where a select's options come from: a whole list read from the API (categories, collections, ...). */
export interface OptionsLookup {
  useOptions: () => LookupState;
}

/** Where a searchable select's options come from: a server-side search of a large list (items). */
export interface SearchLookup {
  useSearch: (text: string) => LookupState;
}

/** Options of a select read from a whole list, e.g. `lookupOptions(listCategoriesQueryOptions, byName)`. */
export function lookupOptions<Row>(
  query: (client: ShopClient) => ListQueryOptions<Row>,
  toOption: (row: Row) => SelectOption,
): OptionsLookup {
  return {
    useOptions: function useLookupOptions() {
      const client = useShopClient();
      const { i18n } = useLingui();
      const result = useQuery({ ...query(client), select: (list) => list.data.map(toOption) });
      return stateOf(result, i18n);
    },
  };
}

/**
 * Options of a searchable select: each search text is one server query (`?q=`), so a list of 100,000 rows is
 * never loaded whole. The last answer stays shown while the next one loads.
 */
export function searchLookup<Row>(
  query: (client: ShopClient, text: string) => ListQueryOptions<Row>,
  toOption: (row: Row) => SelectOption,
): SearchLookup {
  return {
    useSearch: function useSearchOptions(text: string) {
      const client = useShopClient();
      const { i18n } = useLingui();
      const result = useQuery({
        ...query(client, text),
        select: (list) => list.data.map(toOption),
        placeholderData: keepPreviousData,
      });
      return stateOf(result, i18n);
    },
  };
}

/** A record's `_id` and `name` as a select option: what most lookups show. */
export function byName(row: { _id: string; name: string }): SelectOption {
  return { value: row._id, label: row.name };
}

function stateOf(
  result: {
    data: readonly SelectOption[] | undefined;
    isPending: boolean;
    isFetching: boolean;
    error: unknown;
  },
  i18n: I18n,
): LookupState {
  return {
    options: result.data ?? [],
    pending: result.isPending || result.isFetching,
    error: result.error ? errorMessage(result.error, i18n) : undefined,
  };
}
