import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { readDigits, type Schema } from '@shop/sdk';
import { listCustomersQueryOptions } from '@shop/sdk/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../app/field-errors';
import { useShopClient } from '../../app/use-app-context';
import { useDebouncedValue } from '../../list-screens/use-debounced-value';

/** How long typing pauses before the server is asked. */
const DEBOUNCE_MS = 250;
/** The fewest characters searched for. */
const SHORTEST = 2;
/** How many matches the list shows. */
const PAGE_SIZE = 8;

/**
 * What `listCustomers` is asked for what was typed: the server keeps customers whose name, email or mobile holds
 * it, and keeps mobiles as +8801XXXXXXXXX, so a number typed in Bangla digits, with spaces or dashes, is searched
 * for as its Latin digits alone (`০১৭১১ ০০০` finds +8801711000…).
 */
export function customerSearchText(text: string): string {
  const trimmed = text.trim();
  return /^[+\d০-৯\s()-]+$/.test(trimmed) ? readDigits(trimmed).replace(/[\s()-]/g, '') : trimmed;
}

/** The customers matching what was typed, asked once typing pauses; the last matches stay while the next load. */
export function useCustomerSearch(text: string): {
  customers: readonly Schema<'Customer'>[];
  status: string;
  error: string | undefined;
} {
  const { t, i18n } = useLingui();
  const client = useShopClient();
  const q = useDebouncedValue(customerSearchText(text), DEBOUNCE_MS);
  const searchable = q.length >= SHORTEST;
  const found = useQuery({
    ...listCustomersQueryOptions(client, { query: { q, pageSize: PAGE_SIZE } }),
    enabled: searchable,
    placeholderData: keepPreviousData,
  });
  const customers = searchable && text.trim() !== '' ? (found.data?.data ?? []) : [];
  const count = found.data?.total ?? 0;
  let status = t`Type a mobile number or a name.`;
  if (searchable && (found.isFetching || customerSearchText(text) !== q)) status = t`Searching...`;
  else if (searchable && found.isSuccess)
    status =
      count === 0
        ? t`No customer has that mobile or name.`
        : t`${plural(count, { one: `${count} customer found`, other: `${count} customers found` })}`;
  return {
    customers,
    status,
    error: found.isError ? errorMessage(found.error, i18n) : undefined,
  };
}
