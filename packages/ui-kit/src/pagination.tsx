import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { cx } from './class-names';
import { IconButton } from './icon-button';
import { useKitI18n } from './kit-i18n';

/** Texts of a {@link Pagination}; each has an English default. */
export interface PaginationTexts {
  /** Name of the navigation landmark. Default "Pagination". */
  label?: string;
  /** Default "Previous page". */
  previous?: string;
  /** Default "Next page". */
  next?: string;
  /** Accessible name of a page button. Default "Page N". */
  page?: (page: number) => string;
  /** The range line. Default "21–40 of 95". */
  range?: (first: number, last: number, total: number) => ReactNode;
}

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** Current page, counted from 1. */
  page: number;
  pageSize: number;
  /** How many rows there are in all pages. */
  total: number;
  /** Called with the page asked for. */
  onPageChange: (page: number) => void;
  texts?: PaginationTexts;
  className?: string;
}

/** Page controls for server-paged lists: previous, numbered pages, next, and the range shown. */
export function Pagination({ page, pageSize, total, onPageChange, texts, className }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  const current = Math.min(Math.max(1, page), pages);
  const first = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const last = Math.min(total, current * pageSize);
  const i18n = useKitI18n();
  const pageName = texts?.page ?? ((n: number) => i18n._(msg`Page ${n}`));
  return (
    <nav className={cx('ui-pagination', className)} aria-label={texts?.label ?? i18n._(msg`Pagination`)}>
      <p className="ui-pagination-range">
        {texts?.range ? texts.range(first, last, total) : i18n._(msg`${first}–${last} of ${total}`)}
      </p>
      <ul className="ui-pagination-pages">
        <li>
          <IconButton
            icon="chevron-left"
            label={texts?.previous ?? i18n._(msg`Previous page`)}
            disabled={current <= 1}
            onClick={() => onPageChange(current - 1)}
          />
        </li>
        {pageWindow(current, pages).map((entry) =>
          typeof entry === 'number' ? (
            <li key={entry}>
              <button
                type="button"
                className="ui-page-button"
                aria-label={pageName(entry)}
                aria-current={entry === current ? 'page' : undefined}
                onClick={() => entry !== current && onPageChange(entry)}
              >
                {entry}
              </button>
            </li>
          ) : (
            <li key={entry} className="ui-page-gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <IconButton
            icon="chevron-right"
            label={texts?.next ?? i18n._(msg`Next page`)}
            disabled={current >= pages}
            onClick={() => onPageChange(current + 1)}
          />
        </li>
      </ul>
    </nav>
  );
}

/** Page numbers to offer: the first, the last, and two either side of the current one, with gaps between. */
export function pageWindow(current: number, pages: number): Array<number | 'gap-start' | 'gap-end'> {
  const wanted = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  const numbers = [...wanted].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const entries: Array<number | 'gap-start' | 'gap-end'> = [];
  for (const n of numbers) {
    const previous = entries[entries.length - 1];
    // A gap of one page shows that page: a "…" would take as much room.
    if (typeof previous === 'number' && n - previous === 2) entries.push(previous + 1);
    else if (typeof previous === 'number' && n - previous > 2)
      entries.push(n < current ? 'gap-start' : 'gap-end');
    entries.push(n);
  }
  return entries;
}
