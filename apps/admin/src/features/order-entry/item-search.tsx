import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { listItemsQueryOptions } from '@shop/sdk/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../app/field-errors';
import { useShopClient } from '../../app/use-app-context';
import { useFormat } from '../../app/use-format';
import { useDebouncedValue } from '../../list-screens/use-debounced-value';
import { SearchCombobox } from './search-combobox';

/** How long typing pauses before the server is asked. */
const DEBOUNCE_MS = 250;
/** How many matches the list shows. */
const PAGE_SIZE = 8;

/**
 * "Add item": items found by name as it is typed (`listItems` with `q`), each with its price; one not available
 * (`isAvailable` false) is shown but cannot be chosen, as the server would not sell it. Enter or a tap adds the
 * chosen item, and the box empties for the next.
 */
export function ItemSearch({
  onAdd,
  error,
}: {
  onAdd: (item: Schema<'Item'>) => void;
  /** Why the order cannot be placed as it is (no items, too many). */
  error: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const { taka } = useFormat();
  const client = useShopClient();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const found = useQuery({
    ...listItemsQueryOptions(client, { query: { q, pageSize: PAGE_SIZE } }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  const items = q !== '' && text.trim() !== '' ? (found.data?.data ?? []) : [];
  const count = found.data?.total ?? 0;
  let status = t`Type part of an item's name.`;
  if (q !== '' && (found.isFetching || text.trim() !== q)) status = t`Searching...`;
  else if (q !== '' && found.isSuccess)
    status =
      count === 0
        ? t`No item has that name.`
        : t`${plural(count, { one: `${count} item found`, other: `${count} items found` })}`;
  return (
    <SearchCombobox
      label={t`Add item`}
      placeholder={t`Item name`}
      text={text}
      onTextChange={setText}
      options={items}
      optionKey={(item) => item._id}
      isDisabled={(item) => !item.isAvailable}
      renderOption={(item) => {
        const price = taka(item.price);
        return (
          <>
            <span className="search-combobox-label">{item.name}</span>
            <span className="search-combobox-detail">
              {item.isAvailable ? price : t`${price}, not available`}
            </span>
          </>
        );
      }}
      onChoose={(item) => {
        onAdd(item);
        setText('');
      }}
      status={status}
      error={found.isError ? errorMessage(found.error, i18n) : error}
    />
  );
}
