import { type I18n, i18n as sharedI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import type { DisplayColumn } from './data-table-columns';
import { useKitI18n } from './kit-i18n';

/** Row selection of a {@link DataTable}: a checkbox per row, and one in the header for every row shown. */
export interface DataTableSelection<Row> {
  /** The ids (as `getRowId` gives them) of the selected rows. Ids of rows not shown are kept, never shown. */
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
  /** A row checkbox's accessible name, e.g. "Select order 12". */
  rowLabel: (row: Row) => string;
  /** The header checkbox's accessible name. Default "Select all on this page". */
  allLabel?: string;
}

/**
 * The header checkbox: checked when every row shown is selected, mixed when some are. Its label is beside it where
 * the rows are cards (a phone), and read out only where they are a table's rows (its column is a checkbox wide).
 */
function SelectAll({
  ids,
  selected,
  onChange,
  label,
}: {
  ids: readonly string[];
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
  label: string | undefined;
}) {
  const i18n = useKitI18n();
  const ref = useRef<HTMLInputElement>(null);
  const chosen = ids.filter((id) => selected.has(id)).length;
  const all = ids.length > 0 && chosen === ids.length;
  const some = chosen > 0 && !all;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <label className="ui-select-all">
      <input
        ref={ref}
        type="checkbox"
        className="ui-select-box"
        checked={all}
        disabled={ids.length === 0}
        onChange={() => {
          const next = new Set(selected);
          for (const id of ids) {
            if (all) next.delete(id);
            else next.add(id);
          }
          onChange(next);
        }}
      />
      <span className="ui-select-all-text">{label ?? i18n._(msg`Select all on this page`)}</span>
    </label>
  );
}

/**
 * The leading column of a table whose rows can be selected. Pass the app's Lingui instance as `i18n`: it translates
 * the default header text (Lingui's shared instance, which an app may never activate, is only the fallback).
 */
export function selectionColumn<Row>(
  selection: DataTableSelection<Row>,
  rows: readonly Row[],
  getRowId: (row: Row) => string,
  i18n: I18n = sharedI18n,
): DisplayColumn<Row> {
  const label = selection.allLabel;
  return {
    id: 'select',
    header: label ?? i18n._(msg`Select all on this page`),
    headerContent: (
      <SelectAll
        ids={rows.map(getRowId)}
        selected={selection.selected}
        onChange={selection.onChange}
        label={label}
      />
    ),
    width: '3rem',
    align: 'center',
    cell: (row) => {
      const id = getRowId(row);
      return (
        <input
          type="checkbox"
          className="ui-select-box"
          aria-label={selection.rowLabel(row)}
          checked={selection.selected.has(id)}
          onChange={(event) => {
            const next = new Set(selection.selected);
            if (event.currentTarget.checked) next.add(id);
            else next.delete(id);
            selection.onChange(next);
          }}
        />
      );
    },
  };
}
