import type { ComponentPropsWithRef } from 'react';
import { cx } from './class-names';

/** Visual weight of a {@link Button}. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

/** Props of {@link Button}: every native button prop plus variant and size. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** 'primary' (default), 'secondary', 'danger' or 'ghost'. */
  variant?: ButtonVariant;
  /** 'md' (default) or 'sm'. */
  size?: 'md' | 'sm';
}

/** Builds the class list of a button, so links can look like buttons too. */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: 'md' | 'sm' = 'md',
  className?: string,
) {
  return cx('ui-button', `ui-button--${variant}`, size === 'sm' && 'ui-button--sm', className);
}

/** A button; type="button" unless told otherwise, so it never submits a form by accident. */
export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, size, className)} {...rest} />;
}
