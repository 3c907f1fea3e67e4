import { TextField, type TextFieldProps } from './text-field';

/** Props of {@link UrlField}. */
export type UrlFieldProps = Omit<TextFieldProps, 'type'>;

/** A labelled link input (type="url") with the placeholder "Please Enter Link" unless told otherwise. */
export function UrlField({ placeholder = 'Please Enter Link', ...rest }: UrlFieldProps) {
  return <TextField type="url" inputMode="url" placeholder={placeholder} {...rest} />;
}
