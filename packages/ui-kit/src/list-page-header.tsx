import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { cx } from './class-names';
import { useKitI18n } from './kit-i18n';

/** Props of {@link ListPageHeader}. */
export interface ListPageHeaderProps {
  /** The page's name, the text of its `<h1>`. */
  title: ReactNode;
  /** How many rows the list has in total; the count is left out while unknown. */
  total?: number | null;
  /** Formats the count; default "(N in total)". */
  formatTotal?: (total: number) => ReactNode;
  /** Slot for the page's actions, e.g. the create button. */
  actions?: ReactNode;
  /** Content under the heading row, e.g. a search box. */
  children?: ReactNode;
  /** Extra class of the header. */
  className?: string;
}

/** A list screen's header: `<h1>` title followed by "(N in total)", and an action slot. */
export function ListPageHeader({
  title,
  total,
  formatTotal,
  actions,
  children,
  className,
}: ListPageHeaderProps) {
  const i18n = useKitI18n();
  return (
    <header className={cx('ui-list-header', className)}>
      <div className="ui-list-header-row">
        <h1 className="ui-list-header-title">
          {title}
          {total !== undefined && total !== null && (
            <>
              {' '}
              <span className="ui-list-header-total">
                {formatTotal ? formatTotal(total) : i18n._(msg`(${total} in total)`)}
              </span>
            </>
          )}
        </h1>
        {actions && <div className="ui-list-header-actions">{actions}</div>}
      </div>
      {children}
    </header>
  );
}
