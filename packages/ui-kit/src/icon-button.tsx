import type { ComponentPropsWithRef } from 'react';
import { cx } from './class-names';
import { Icon, type IconName } from './icon';

/** Props of {@link IconButton}: every native button prop plus the icon and its accessible name. */
export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** Which icon to draw. */
  icon: IconName;
  /** The accessible name (also the tooltip), e.g. "View", "Update", "Delete". */
  label: string;
  /** 'danger' draws it in the danger colour (delete). */
  tone?: 'default' | 'danger';
}

/** An icon-only button whose accessible name is `label`. */
export function IconButton({
  icon,
  label,
  tone = 'default',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type === 'submit' ? 'submit' : type === 'reset' ? 'reset' : 'button'}
      aria-label={label}
      title={label}
      className={cx('ui-icon-button', tone === 'danger' && 'ui-icon-button--danger', className)}
      {...rest}
    >
      <Icon name={icon} />
    </button>
  );
}
