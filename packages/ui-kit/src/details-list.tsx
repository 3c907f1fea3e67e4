import type { ReactNode } from 'react';
import { cx } from './class-names';

/** One label and its value in a {@link DetailsList}. */
export interface Detail {
  label: ReactNode;
  value: ReactNode;
}

/** Props of {@link DetailsList}. */
export interface DetailsListProps {
  items: readonly Detail[];
  /** Shown for an empty value (null, undefined or ''); default "—". */
  emptyValue?: ReactNode;
  className?: string;
}

/** Read-only label/value pairs (a `<dl>`), e.g. the body of a "View X" modal. */
export function DetailsList({ items, emptyValue = '—', className }: DetailsListProps) {
  return (
    <dl className={cx('ui-details', className)}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pairs are given in a fixed order and never move
        <div key={index} className="ui-details-row">
          <dt>{item.label}</dt>
          <dd>
            {item.value === null || item.value === undefined || item.value === '' ? emptyValue : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
