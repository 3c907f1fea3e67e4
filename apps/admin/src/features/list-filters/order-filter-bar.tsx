import { useLingui } from '@lingui/react/macro';
import { formatTaka, orderSortValues, orderSourceValues, type Schema } from '@shop/sdk';
import { Button } from '@shop/ui-kit/button';
import { SelectField } from '@shop/ui-kit/select-field';
import { TextField } from '@shop/ui-kit/text-field';
import { type FormEvent, useState } from 'react';
import { sourceNames } from '../../app/order-source-names';
import type { OrderFilterSearch } from '../../app/search-params';
import './list-filters.css';

type OrderFilters = OrderFilterSearch<Schema<'OrderSort'>, Schema<'OrderSource'>>;

/** The filters the bar shows as chips, in order. */
const CHIP_KEYS = [
  'q',
  'placedFrom',
  'placedTo',
  'districtId',
  'source',
  'minGrandTotal',
  'maxGrandTotal',
  'sort',
] as const satisfies ReadonlyArray<keyof OrderFilters>;

/**
 * The filters of an orders list, over it: the active ones as chips a person removes one by one ("Clear all" removes
 * every one), and a form to change them, folded away on a phone until "Filters" opens it. Each change is handed to
 * `onChange` whole: the route puts it in the URL, so a reload or a shared link shows the same orders.
 */
export function OrderFilterBar({
  filters,
  onChange,
}: {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
}) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const sortLabels: { readonly [sort in Schema<'OrderSort'>]: string } = {
    '-createdAt': t`Newest first`,
    createdAt: t`Oldest first`,
    '-grandTotal': t`Largest total first`,
    grandTotal: t`Smallest total first`,
  };
  const chipText = (key: (typeof CHIP_KEYS)[number]): string | undefined => {
    const value = filters[key];
    if (value === undefined) return undefined;
    switch (key) {
      case 'q':
        return t`Search: ${String(value)}`;
      case 'placedFrom':
        return t`Placed from ${String(value)}`;
      case 'placedTo':
        return t`Placed until ${String(value)}`;
      case 'districtId':
        return t`District #${String(value)}`;
      case 'source':
        return filters.source === undefined ? undefined : t`Source: ${i18n._(sourceNames[filters.source])}`;
      case 'minGrandTotal':
        return t`Total at least ${formatTaka(Number(value))}`;
      case 'maxGrandTotal':
        return t`Total at most ${formatTaka(Number(value))}`;
      case 'sort':
        return filters.sort === undefined ? undefined : sortLabels[filters.sort];
    }
  };
  const active = CHIP_KEYS.flatMap((key) => {
    const text = chipText(key);
    return text === undefined ? [] : [{ key, text }];
  });

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
    };
    const amount = (name: string) => {
      const value = text(name);
      return value === undefined || Number.isNaN(Number(value)) ? undefined : Number(value);
    };
    onChange({
      ...filters,
      q: text('q'),
      placedFrom: text('placedFrom'),
      placedTo: text('placedTo'),
      source: orderSourceValues.find((source) => source === text('source')),
      minGrandTotal: amount('minGrandTotal'),
      maxGrandTotal: amount('maxGrandTotal'),
      sort: orderSortValues.find((sort) => sort === text('sort')),
    });
    setOpen(false);
  };

  return (
    <section className="list-filters" aria-label={t`Filters`}>
      <div className="list-filters-chips">
        <Button
          variant="secondary"
          size="sm"
          className="list-filters-toggle"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {t`Filters`}
        </Button>
        {active.map(({ key, text }) => (
          <span className="list-filters-chip" key={key}>
            {text}
            <button
              type="button"
              className="list-filters-chip-remove"
              aria-label={t`Remove filter ${text}`}
              onClick={() => onChange({ ...filters, [key]: undefined })}
            >
              ×
            </button>
          </span>
        ))}
        {active.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => onChange({})}>
            {t`Clear all`}
          </Button>
        )}
      </div>
      <form
        className="list-filters-form"
        data-open={open}
        onSubmit={apply}
        // A new set of filters from the URL (a chip removed, a view opened) fills the form again.
        key={JSON.stringify(filters)}
      >
        <TextField
          name="q"
          type="search"
          label={t`Order id, mobile or name`}
          defaultValue={filters.q ?? ''}
        />
        <TextField
          name="placedFrom"
          type="date"
          label={t`Placed from`}
          defaultValue={filters.placedFrom ?? ''}
        />
        <TextField
          name="placedTo"
          type="date"
          label={t`Placed until`}
          defaultValue={filters.placedTo ?? ''}
        />
        <SelectField
          name="source"
          label={t`Source`}
          emptyLabel={t`Any source`}
          options={orderSourceValues.map((source) => ({ value: source, label: i18n._(sourceNames[source]) }))}
          defaultValue={filters.source ?? ''}
        />
        <TextField
          name="minGrandTotal"
          type="number"
          min={0}
          step="0.01"
          label={t`Total at least (৳)`}
          defaultValue={filters.minGrandTotal ?? ''}
        />
        <TextField
          name="maxGrandTotal"
          type="number"
          min={0}
          step="0.01"
          label={t`Total at most (৳)`}
          defaultValue={filters.maxGrandTotal ?? ''}
        />
        <SelectField
          name="sort"
          label={t`Sort`}
          emptyLabel={null}
          options={orderSortValues.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
          defaultValue={filters.sort ?? '-createdAt'}
        />
        <Button type="submit" variant="primary">
          {t`Apply filters`}
        </Button>
      </form>
    </section>
  );
}
