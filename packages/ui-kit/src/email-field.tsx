import { TextField, type TextFieldProps } from './text-field';

/** Props of {@link EmailField}. */
export type EmailFieldProps = Omit<TextFieldProps, 'type'>;

/** A labelled email input (type="email", autocomplete "email" by default). */
export function EmailField({ autoComplete = 'email', ...rest }: EmailFieldProps) {
  return <TextField type="email" autoComplete={autoComplete} {...rest} />;
}
