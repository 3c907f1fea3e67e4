import type { ReactNode } from 'react';
import { AlertIcon } from './alert-icon';
import { cx } from './class-names';
import { hasContent } from './has-content';

/** Props of {@link FormError}. */
export interface FormErrorProps {
  /** The message; nothing is rendered when it is empty. */
  children?: ReactNode;
  /** Extra class of the banner. */
  className?: string;
}

/** A form-level error banner (role="alert"), e.g. the server's message after a failed submit. */
export function FormError({ children, className }: FormErrorProps) {
  if (!hasContent(children)) return null;
  return (
    <div role="alert" className={cx('ui-form-error', className)}>
      <AlertIcon />
      <div>{children}</div>
    </div>
  );
}
