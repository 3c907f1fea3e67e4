import { type ReactNode, useId } from 'react';
import { cx } from './class-names';
import { hasContent } from './has-content';

/** What a Field hands to its control: spread it onto the input, select or button. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/** Props of {@link Field}. */
export interface FieldProps {
  /** Visible label, tied to the control with htmlFor/id. */
  label: ReactNode;
  /** Error message; when present the control is marked aria-invalid and described by it. */
  error?: ReactNode;
  /** Help text shown under the control and announced with it. */
  hint?: ReactNode;
  /** Control id; generated with useId when absent. */
  id?: string | undefined;
  /** Extra ids (space separated) the control is also described by. */
  describedBy?: string | undefined;
  /** Class of the wrapping element (use it for layout). */
  className?: string | undefined;
  /** Renders the control with the ids it must carry. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, a control and an error message slot, tied together by id, aria-describedby and aria-invalid. */
export function Field({ label, error, hint, id, describedBy, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const invalid = hasContent(error);
  const hintId = hasContent(hint) ? `${controlId}-hint` : undefined;
  const errorId = invalid ? `${controlId}-error` : undefined;
  const described = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('ui-field', invalid && 'ui-field--invalid', className)}>
      <label className="ui-label" htmlFor={controlId}>
        {label}
      </label>
      {children({ id: controlId, 'aria-describedby': described, 'aria-invalid': invalid ? true : undefined })}
      {hintId && (
        <p id={hintId} className="ui-hint">
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} className="ui-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
