import { TextField, type TextFieldProps } from './text-field';

/** Props of {@link PasswordField}. */
export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A labelled password input; pass autoComplete "current-password" or "new-password". */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField type="password" {...props} />;
}
