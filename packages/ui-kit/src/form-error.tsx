import type { ComponentPropsWithRef } from 'react';
import { AlertIcon } from './alert-icon';
import { cx } from './class-names';
import { hasContent } from './has-content';

/** Props of {@link FormError}: native div props (a `ref` and `tabIndex={-1}` to move focus to it, say). */
export type FormErrorProps = Omit<ComponentPropsWithRef<'div'>, 'role'>;

/** A form-level error banner (role="alert"), e.g. the server's message after a failed submit. */
export function FormError({ children, className, ...rest }: FormErrorProps) {
  if (!hasContent(children)) return null;
  return (
    <div role="alert" className={cx('ui-form-error', className)} {...rest}>
      <AlertIcon />
      <div>{children}</div>
    </div>
  );
}
