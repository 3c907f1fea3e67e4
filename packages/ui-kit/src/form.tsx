import type { ComponentPropsWithRef } from 'react';
import { cx } from './class-names';
import { FormError } from './form-error';
import { SubmitButton } from './submit-button';

/** Props of {@link Form}: every native form prop. */
export type FormProps = ComponentPropsWithRef<'form'>;

/** A native form laid out as a column of fields; parts: Form.Error, Form.Actions, Form.Submit. */
function FormRoot({ className, ...rest }: FormProps) {
  return <form className={cx('ui-form', className)} {...rest} />;
}

/** The row of buttons at the end of a form (Cancel, Submit). */
function FormActions({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={cx('ui-form-actions', className)} {...rest} />;
}

/** A form with its parts: `Form.Error` (banner), `Form.Actions` (button row), `Form.Submit` (pending-aware). */
export const Form = Object.assign(FormRoot, { Error: FormError, Actions: FormActions, Submit: SubmitButton });
